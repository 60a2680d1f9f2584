// Tests for the nba-games-bbref-2019-20-restart importer: only the 2020 bubble's seeding games and
// play-in are taken (as their own segment of the season); the rows other datasets cover are skipped.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer, RESTART_SEGMENT } from "../../../db/import/sources/nba-games-bbref-2019-20-restart";
import { gamePart } from "../../../db/import/types";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/nba-games-bbref-2019-20-restart/valid/", import.meta.url));
const source = "nba-games-bbref-2019-20-restart";
const FILE = "scores_2020.csv";

describe("nba-games-bbref-2019-20-restart importer on fixtures", () => {
  it("emits the seeding games and the play-in in the bubble, skipping the rows taken from other datasets", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.games.map((g) => [g.line, g.season, g.date, g.time, g.away, g.awayScore, g.home, g.homeScore, g.type, g.round])).toEqual([
      [3, 2019, "2020-07-30", "18:30", "utah-jazz", 106, "new-orleans-pelicans", 104, "regular", null],
      [4, 2019, "2020-07-30", "21:00", "los-angeles-clippers", 101, "los-angeles-lakers", 103, "regular", null],
      [5, 2019, "2020-08-15", "14:30", "memphis-grizzlies", 122, "portland-trail-blazers", 126, "playoff", "Play-In"],
    ]);
    for (const game of out.games) {
      expect(game).toMatchObject({ segment: RESTART_SEGMENT, neutralSite: true, venue: "Walt Disney World (Lake Buena Vista, FL)", status: "final" });
      expect(gamePart(game)).toBe(`segment:${RESTART_SEGMENT}`);
    }
    expect(out.skipped.map((s) => [s.line, s.reason])).toEqual([
      [2, "before the March 2020 pause: taken from nba-games-bbref-2001-2020"],
      [6, "2020 playoff game: taken from nba-data-2010-2024 (this file lacks Finals games 2-6)"],
    ]);
    expect(out.unmatched).toEqual([]);
  });

  it.each([
    [3, (l: string) => l.replace('"Thu, Jul 30, 2020"', '"Thu, Jul 32, 2020"'), `${source}/${FILE}:3: bad date 'Thu, Jul 32, 2020' in column game_date`],
    [4, (l: string) => l.replace(",103,", ",,"), `${source}/${FILE}:4: bad score '' in column home_pts`],
    [
      3,
      (l: string) => l.replace(',"Thu, Jul 30, 2020",,', ',"Thu, Jul 30, 2020",at Paris France,'),
      `${source}/${FILE}:3: bad remark 'at Paris France' in column game_remarks (expected blank or Play-In Game)`,
    ],
    [4, (l: string) => l.replace(",9:00p,", ",9h00,"), `${source}/${FILE}:4: bad time '9h00' in column game_start_time`],
  ])("stops on a malformed row (line %i)", async (line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, FILE, line, change))).rejects.toThrow(message);
  });
});
