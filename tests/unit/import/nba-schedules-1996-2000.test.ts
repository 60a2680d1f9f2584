// Tests for the nba-schedules-1996-2000 importer (NBA stats schedules via hoopR): regular season and
// playoffs by game id, preseason and All-Star rows skipped, Eastern times, overtime from the status
// text, the Finals from the seed's finalists.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { createNbaSchedulesImporter } from "../../../db/import/sources/nba-schedules-1996-2000";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/nba-schedules-1996-2000/valid/", import.meta.url));
const source = "nba-schedules-1996-2000";
const FILE = "schedule_1996-97.csv";
const importer = createNbaSchedulesImporter([1996]);

describe("nba-schedules-1996-2000 importer on fixtures", () => {
  it("emits regular-season and playoff games in date order and marks the Finals", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.games.map((g) => [g.line, g.season, g.date, g.time, g.away, g.awayScore, g.home, g.homeScore, g.type, g.overtime, g.venue])).toEqual([
      [5, 1996, "1997-02-27", "20:30", "minnesota-timberwolves", 107, "dallas-mavericks", 105, "regular", "2OT", null],
      [8, 1996, "1997-04-20", "13:00", "toronto-raptors", 125, "boston-celtics", 94, "regular", null, null],
      [4, 1996, "1997-05-21", "20:30", "houston-rockets", 92, "utah-jazz", 104, "playoff", null, null],
      [3, 1996, "1997-06-11", "21:00", "chicago-bulls", 90, "utah-jazz", 88, "final", null, null],
      [2, 1996, "1997-06-13", "21:00", "utah-jazz", 86, "chicago-bulls", 90, "final", null, null],
    ]);
    expect(out.skipped.map((s) => [s.line, s.reason])).toEqual([
      [6, "All-Star Game or an empty placeholder row"],
      [7, "preseason game"],
    ]);
    expect(out.unmatched).toEqual([]);
  });

  it.each([
    [
      2,
      (l: string) => l.replace("1997-06-13T21:00:00Z", "1997-06-31T21:00:00Z"),
      `${source}/${FILE}:2: bad date and time '1997-06-31T21:00:00Z' in column game_date_time_est`,
    ],
    [3, (l: string) => l.replace(",3,Final,1,", ",2,Final,1,"), `${source}/${FILE}:3: bad game status '2' in column game_status (expected 3, a final game)`],
    [5, (l: string) => l.replace("Final/OT2", "Final/2OT"), `${source}/${FILE}:5: bad status 'Final/2OT' in column game_status_text`],
    [8, (l: string) => l.replace("1996-97", "1997-98"), `${source}/${FILE}:8: bad season '1997-98' in column season (expected 1996-97)`],
    [4, (l: string) => l.replace("0049600071", "49600071"), `${source}/${FILE}:4: bad game id '49600071' in column game_id`],
  ])("stops on a malformed row (line %i)", async (line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, FILE, line, change))).rejects.toThrow(message);
  });

  it("stops on a tied score", async () => {
    const dir = fixtureVariant(VALID, FILE, 8, (l) => l.replace(",94,0,1610612761,", ",125,0,1610612761,"));
    await expect(collectImport(importer, dir)).rejects.toThrow(`${source}/${FILE}:8: tied score 125-125`);
  });
});
