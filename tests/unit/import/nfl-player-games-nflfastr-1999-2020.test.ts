// Tests the box-score importer (nfl-player-games-nflfastr-1999-2020) on fixtures in the file's format:
// real lines of Super Bowl XXXIV, Adrian Peterson's 296-yard game, a player traded in 1999, Marvin
// Harrison's line given twice, a team code no one knows and a malformed yards field. nflverse's
// players.csv is read from the sibling folder for the Pro-Football-Reference ids, so the fixtures are
// laid out as a small data folder.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ImportError } from "../../../db/csv";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nfl-player-games-nflfastr-1999-2020";
import { importer as nflverse } from "../../../db/import/sources/nfl-player-stats-nflverse-1999-2025";

const fixtures = new URL("../../fixtures/", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "nfl-player-games-"));
cpSync(join(fixtures, importer.id, "valid"), join(dataDir, importer.id), { recursive: true });
cpSync(join(fixtures, nflverse.id, "valid"), join(dataDir, nflverse.id), { recursive: true });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const read = () => collectImport(importer, join(dataDir, importer.id));

describe("nfl-player-games-nflfastr-1999-2020 importer (fixtures)", () => {
  it("reads Super Bowl XXXIV as the 1999 season's Superbowl week, the Rams' back-dated LA as their franchise", async () => {
    const out = await read();
    const warner = out.playerGames.find((line) => line.name === "K.Warner");
    expect(warner).toMatchObject({
      league: "nfl",
      season: 1999,
      week: "Superbowl",
      team: "los-angeles-rams",
      sourcePlayerId: "00-0017200",
      // Not in the fixture's players.csv: keyed by his GSIS id.
      personKey: "nflverse:00-0017200",
      file: "player_games_1999.csv",
    });
    expect(warner?.stats).toMatchObject({ completions: 24, attempts: 45, passingYards: 414, passingTouchdowns: 2, interceptions: 0, sacks: 1, sackYards: 7 });
    expect(out.playerGames.find((line) => line.name === "S.McNair")?.team).toBe("tennessee-titans");
  });

  it("files a traded player's lines under the team of each game", async () => {
    const out = await read();
    const lines = out.playerGames.filter((line) => line.sourcePlayerId === "00-0000003");
    expect(lines.map((line) => [line.week, line.team, line.stats.rushingYards])).toEqual([
      ["1", "miami-dolphins", 60],
      ["7", "cleveland-browns", 27],
    ]);
  });

  it("keys people by the Pro-Football-Reference id players.csv gives, and reads -0 as 0", async () => {
    const out = await read();
    const peterson = out.playerGames.find((line) => line.sourcePlayerId === "00-0025394");
    expect(peterson).toMatchObject({ personKey: "nfl-draft-picks-nflverse:PeteAd01", week: "9", team: "minnesota-vikings" });
    expect(peterson?.stats).toMatchObject({
      rushingAttempts: 30,
      rushingYards: 296,
      rushingTouchdowns: 3,
      receptions: 1,
      receivingYards: 19,
      fumbles: 1,
      fumblesLost: 1,
    });
    const brady = out.playerGames.find((line) => line.sourcePlayerId === "00-0019596");
    expect(brady?.personKey).toBe("nfl-draft-picks-nflverse:BradTo00");
    expect(Object.is(brady?.stats.sackYards, 0)).toBe(true);
    // San Diego's back-dated LAC is the Chargers' franchise.
    expect(out.playerGames.find((line) => line.name === "L.Tomlinson")?.team).toBe("los-angeles-chargers");
  });

  it("passes both lines of a player-game given twice to the step (which keeps the first and reports the other)", async () => {
    const out = await read();
    const harrison = out.playerGames.filter((line) => line.sourcePlayerId === "00-0007024");
    expect(harrison.map((line) => [line.line, line.stats.receivingYards])).toEqual([
      [2, 136],
      [3, 124],
    ]);
  });

  it("reports a team code no mapping knows as unmatched, with file and line", async () => {
    const out = await read();
    expect(out.unmatched).toEqual([{ source: importer.id, file: "player_games_2005.csv", line: 4, league: "nfl", code: "XXX", season: 2005 }]);
    expect(out.playerGames.some((line) => line.name === "X.Nobody")).toBe(false);
    expect(out.playerGames).toHaveLength(11);
  });

  it("keys a player by his GSIS id when nflverse's folder is not beside it", async () => {
    const out = await collectImport(importer, join(fixtures, importer.id, "valid"));
    expect(out.playerGames.find((line) => line.sourcePlayerId === "00-0025394")?.personKey).toBe("nflverse:00-0025394");
  });

  it("stops on a malformed yards field with file, line and column", async () => {
    const error = await collectImport(importer, join(fixtures, importer.id, "bad-yards")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toBe(`${importer.id}/player_games_2007.csv:2: bad number '29x' in column passing_yards`);
  });
});
