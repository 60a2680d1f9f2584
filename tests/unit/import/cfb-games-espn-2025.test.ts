// Tests for the cfb-games-espn-2025 importer: US dates from UTC kick-offs, FBS games against FCS
// opponents kept (the opponent a team of the fcs league), games between two FCS teams skipped with the
// reason, an unknown team reported as unmatched, bowls and playoff games as postseason, the CFP final
// as the title game, the playoff's rounds found from its bracket and every other postseason game a bowl game.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { FCS_ONLY, importer, usDateOfKickoff } from "../../../db/import/sources/cfb-games-espn-2025";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/cfb-games-espn-2025/valid/", import.meta.url));
/** The 11 games of the 2025-26 College Football Playoff and two bowls, rows of the real file. */
const BRACKET = fileURLToPath(new URL("../../fixtures/cfb-games-espn-2025/bracket/", import.meta.url));
const source = "cfb-games-espn-2025";
const FILE = "cfb_schedule_2025.csv";

describe("cfb-games-espn-2025 importer on fixtures", () => {
  it("emits the FBS games in date order, those against FCS teams included, with the CFP final as the title game", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.games.map((g) => [g.line, g.date, g.away, g.awayScore, g.home, g.homeScore, g.type, g.week, g.round, g.neutralSite])).toEqual([
      [4, "2025-08-23", "stanford-cardinal-football", 20, "hawaii-rainbow-warriors-football", 23, "regular", "1", null, false],
      [8, "2025-09-06", "grambling-tigers-football", 0, "ohio-state-buckeyes-football", 70, "regular", "2", null, false],
      [7, "2025-09-12", "indiana-state-sycamores-football", 0, "indiana-hoosiers-football", 73, "regular", "3", null, false],
      [9, "2025-09-13", "uconn-huskies-football", 41, "delaware-blue-hens-football", 44, "regular", "3", null, false],
      [3, "2025-12-13", "army-black-knights-football", 16, "navy-midshipmen-football", 17, "regular", "16", null, true],
      [5, "2026-01-09", "oregon-ducks-football", 22, "indiana-hoosiers-football", 56, "playoff", "Postseason", "CFP Semifinal", true],
      [6, "2026-01-19", "miami-hurricanes-football", 21, "indiana-hoosiers-football", 27, "final", "Postseason", "CFP National Championship", false],
    ]);
    // Every game is filed under the FBS league, the FCS opponent's included.
    expect(new Set(out.games.map((g) => g.league))).toEqual(new Set(["cfb"]));
    expect(out.games[6]).toMatchObject({ season: 2025, venue: "Hard Rock Stadium", attendance: 67227, status: "final" });
    // The Citadel vs North Dakota State: two FCS teams, skipped with the reason, not unmatched.
    expect(out.skipped.map((s) => [s.line, s.reason])).toEqual([[2, FCS_ONLY]]);
    // A team no seed league knows is reported with its line, never dropped silently.
    expect(out.unmatched.map((u) => [u.line, u.code, u.league])).toEqual([[10, "Nowhere Tech Owls", "cfb"]]);
  });

  it("labels the 12-team playoff's rounds from its bracket and the other postseason games bowl games", async () => {
    const out = await collectImport(importer, BRACKET);
    expect(out.unmatched).toEqual([]);
    const rounds = new Map<string, Array<string>>();
    for (const game of out.games) rounds.set(game.round ?? "", [...(rounds.get(game.round ?? "") ?? []), `${game.away}@${game.home}`]);
    expect(Object.fromEntries([...rounds].map(([round, games]) => [round, games.length]))).toEqual({
      "Bowl game": 2,
      "CFP First Round": 4,
      "CFP Quarterfinal": 4,
      "CFP Semifinal": 2,
      "CFP National Championship": 1,
    });
    expect(rounds.get("CFP Semifinal")).toEqual(["miami-hurricanes-football@ole-miss-rebels-football", "oregon-ducks-football@indiana-hoosiers-football"]);
    // Twelve playoff teams: the four with a bye play first in the quarterfinals.
    const playoffTeams = new Set(out.games.filter((g) => g.round?.startsWith("CFP")).flatMap((g) => [g.home, g.away]));
    expect(playoffTeams.size).toBe(12);
  });

  it("labels no round while the postseason has no final (which games are the playoff's is not known yet)", async () => {
    const out = await collectImport(
      importer,
      // The final moved onto the day of a semifinal: no game is the season's last alone on its day.
      fixtureVariant(BRACKET, FILE, 14, (l) => l.replace("2026-01-20T00:30Z", "2026-01-10T00:30Z")),
    );
    expect(out.games.every((g) => g.round === null)).toBe(true);
  });

  it("dates a kick-off by its US day", () => {
    expect(usDateOfKickoff("2026-01-20T00:30Z")).toBe("2026-01-19");
    expect(usDateOfKickoff("2025-08-30T16:00Z")).toBe("2025-08-30");
    expect(usDateOfKickoff("2025-09-07T05:00Z")).toBe("2025-09-06");
    expect(usDateOfKickoff("2025-02-30T16:00Z")).toBeNull();
    expect(usDateOfKickoff("2025-08-30")).toBeNull();
  });

  it.each([
    [3, (l: string) => l.replace("2025-12-13T20:00Z", "2025-12-13 20:00"), `${source}/${FILE}:3: bad kick-off '2025-12-13 20:00' in column game_date`],
    [3, (l: string) => l.replace(",17,16,", ",17,,"), `${source}/${FILE}:3: bad score '' in column away_score`],
    [4, (l: string) => l.replace(",2,2025-08-23", ",1,2025-08-23"), `${source}/${FILE}:4: bad season type '1' in column season_type (expected 2 or 3)`],
    [5, (l: string) => l.replace("401769074", "401762521"), `${source}/${FILE}:5: game id 401762521 listed twice`],
    [6, (l: string) => l.replace("STATUS_FINAL", "STATUS_HALFTIME"), `${source}/${FILE}:6: bad status 'STATUS_HALFTIME' in column status`],
    // A malformed game against an FCS team stops the import like any other.
    [7, (l: string) => l.replace(",73,0,", ",73,-,"), `${source}/${FILE}:7: bad score '-' in column away_score`],
    [2, (l: string) => l.replace(",false,false,2643", ",maybe,false,2643"), `${source}/${FILE}:2: bad flag 'maybe' in column neutral_site`],
  ])("stops on a malformed row (line %i)", async (line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, FILE, line, change))).rejects.toThrow(message);
  });
});
