// Tests the nflverse draft-picks importer on small fixtures and, when available, on the real file.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nfl-draft-picks-nflverse";

const fixtures = new URL("../../fixtures/nfl-draft-picks-nflverse/", import.meta.url).pathname;
const dir = process.env.SPORTS_DATA_DIR;
const at = (line: number) => ({ source: "nfl-draft-picks-nflverse", file: "draft_picks.csv", line });
const key = (id: string) => `nfl-draft-picks-nflverse:${id}`;

describe("nfl-draft-picks-nflverse importer (fixtures)", () => {
  it("emits a person and a player per drafted player, resolving the club of the draft year", async () => {
    const out = await collectImport(importer, join(fixtures, "valid"));
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([{ ...at(4), reason: "player JackBo00 drafted again; the first pick is kept" }]);
    expect(out.playerSeasons).toEqual([]);
    expect(out.people).toEqual([
      { ...at(2), key: key("ElwaJo00"), firstName: "John", lastName: "Elway", suffix: null, college: "Stanford", hallOfFame: true },
      { ...at(3), key: key("JackBo00"), firstName: "Bo", lastName: "Jackson", suffix: null, college: "Auburn", hallOfFame: false },
      { ...at(5), key: key("draft-1994-78"), firstName: "Ervin", lastName: "Collier", suffix: null, college: "Florida A&M", hallOfFame: false },
      { ...at(6), key: key("WillCa03"), firstName: "Caleb", lastName: "Williams", suffix: null, college: "USC", hallOfFame: false },
    ]);
    expect(out.players).toEqual([
      // BAL in 1983 is the Baltimore Colts, today's Indianapolis Colts.
      {
        ...at(2),
        personKey: key("ElwaJo00"),
        league: "nfl",
        position: "QB",
        lastSeason: 1998,
        draftYear: 1983,
        draftRound: 1,
        draftPick: 1,
        draftTeam: "indianapolis-colts",
      },
      {
        ...at(3),
        personKey: key("JackBo00"),
        league: "nfl",
        position: "RB",
        lastSeason: 1990,
        draftYear: 1986,
        draftRound: 1,
        draftPick: 1,
        draftTeam: "tampa-bay-buccaneers",
      },
      {
        ...at(5),
        personKey: key("draft-1994-78"),
        league: "nfl",
        position: "DT",
        lastSeason: null,
        draftYear: 1994,
        draftRound: 3,
        draftPick: 78,
        draftTeam: "new-england-patriots",
      },
      {
        ...at(6),
        personKey: key("WillCa03"),
        league: "nfl",
        position: "QB",
        lastSeason: 2024,
        draftYear: 2024,
        draftRound: 1,
        draftPick: 1,
        draftTeam: "chicago-bears",
      },
    ]);
  });

  it("rejects a row with the wrong column count", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-columns"))).rejects.toThrow("draft_picks.csv:2: expected 36 columns, found 15");
  });

  it("rejects a non-numeric round, naming the column and value", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-number"))).rejects.toThrow(
      "nfl-draft-picks-nflverse/draft_picks.csv:2: bad number 'first' in column round",
    );
  });

  it("reports an unknown team code as unmatched and skips the pick", async () => {
    const out = await collectImport(importer, join(fixtures, "unknown-team"));
    expect(out.players).toHaveLength(1);
    expect(out.unmatched).toEqual([{ ...at(3), league: "nfl", code: "XYZ", season: 2024 }]);
  });
});

describe.skipIf(!dir)("nfl-draft-picks-nflverse importer on the real file (needs SPORTS_DATA_DIR)", () => {
  it("matches every drafting club", async () => {
    const out = await collectImport(importer, join(dir!, "nfl-draft-picks-nflverse"));
    // 12,413 picks; Bo Jackson (1986, 1987) and one other player were drafted twice.
    expect(out.players).toHaveLength(12411);
    expect(out.skipped).toHaveLength(2);
    expect(out.unmatched).toEqual([]);
    const manning = out.players.find((p) => p.draftYear === 1998 && p.draftPick === 1);
    expect(manning).toMatchObject({ draftTeam: "indianapolis-colts", position: "QB" });
    expect(out.people.find((p) => p.key === manning?.personKey)).toMatchObject({ lastName: "Manning", college: "Tennessee" });
  });
});
