// Tests for the cfb-games-cfbd-2001-2020 importer: Latin-1 names (San José State), Eastern dates from
// the file's two clocks (Eastern before 2018, UTC from 2018), FCS opponents kept (Appalachian State an
// FCS program in 2006), games outside Division I and between two non-FBS teams skipped with the reason,
// an unknown team reported, attendance 0 as unknown, 2020's December games as fixtures, never results.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { createCfbdImporter, easternKickoff, NO_FBS_TEAM, OUTSIDE_DIVISION_I_REASON } from "../../../db/import/sources/cfb-games-cfbd-2001-2020";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/cfb-games-cfbd-2001-2020/valid/", import.meta.url));
const source = "cfb-games-cfbd-2001-2020";
const importer = createCfbdImporter([2006, 2019, 2020]);

describe("cfb-games-cfbd-2001-2020 importer on fixtures", () => {
  it("emits each season's games by Eastern date, FCS opponents included, and 2020's unplayed games as fixtures", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.games.map((g) => [g.file, g.line, g.date, g.time, g.away, g.awayScore, g.home, g.homeScore, g.status, g.week, g.neutralSite])).toEqual([
      ["schedules_2006.csv", 3, "2006-09-02", "15:30", "san-jose-state-spartans-football", 29, "washington-huskies-football", 35, "final", "1", false],
      ["schedules_2006.csv", 4, "2006-09-02", "18:00", "appalachian-state-mountaineers-football", 10, "nc-state-wolfpack-football", 23, "final", "1", false],
      // Ohio State-Michigan 2006: "15:30Z" is the Eastern kick-off (3:30 pm ET), as published.
      ["schedules_2006.csv", 2, "2006-11-18", "15:30", "michigan-wolverines-football", 39, "ohio-state-buckeyes-football", 42, "final", "12", false],
      // "2019-08-25T02:30Z" is a real UTC instant from 2018: 10:30 pm ET on the 24th.
      ["schedules_2019.csv", 2, "2019-08-24", "22:30", "arizona-wildcats-football", 38, "hawaii-rainbow-warriors-football", 45, "final", "1", false],
      ["schedules_2019.csv", 3, "2019-12-07", "12:00", "georgia-bulldogs-football", 10, "lsu-tigers-football", 37, "final", "14", true],
      // December 2020: no points in the file (some were cancelled): fixtures, never results.
      [
        "schedules_2020.csv",
        2,
        "2020-12-03",
        "18:00",
        "louisiana-tech-bulldogs-football",
        null,
        "north-texas-mean-green-football",
        null,
        "scheduled",
        "14",
        false,
      ],
      // start_time_tbd TRUE: the time is not known.
      ["schedules_2020.csv", 3, "2020-12-03", null, "air-force-falcons-football", null, "utah-state-aggies-football", null, "scheduled", "14", false],
    ]);
    expect(new Set(out.games.map((g) => g.league))).toEqual(new Set(["cfb"]));
    expect(new Set(out.games.map((g) => g.type))).toEqual(new Set(["regular"]));
    expect(out.games[2]).toMatchObject({ attendance: 105708, venue: "Ohio Stadium" });
    // Attendance 0 is "not known".
    expect(out.games[1].attendance).toBeNull();
    expect(out.skipped.map((s) => [s.file, s.line, s.reason])).toEqual([
      ["schedules_2006.csv", 5, OUTSIDE_DIVISION_I_REASON],
      ["schedules_2019.csv", 4, NO_FBS_TEAM],
    ]);
    expect(out.unmatched.map((u) => [u.file, u.line, u.code, u.league])).toEqual([["schedules_2006.csv", 6, "Nowhere Tech", "cfb"]]);
  });

  it("reads the kick-off clock as Eastern before 2018 and as UTC from 2018", () => {
    expect(easternKickoff("2017-09-02T20:00:00.000Z", 2017)).toEqual({ date: "2017-09-02", time: "20:00" });
    expect(easternKickoff("2018-09-02T00:00:00.000Z", 2018)).toEqual({ date: "2018-09-01", time: "20:00" });
    expect(easternKickoff("2019-11-30T17:00:00.000Z", 2019)).toEqual({ date: "2019-11-30", time: "12:00" });
    expect(easternKickoff("2019-02-30T17:00:00.000Z", 2019)).toBeNull();
    expect(easternKickoff("2019-11-30", 2019)).toBeNull();
  });

  it.each([
    ["schedules_2019.csv", 2, (l: string) => l.replace("2019-08-25T02:30:00.000Z", "2019-08-25 02:30"), "bad kick-off '2019-08-25 02:30' in column start_date"],
    ["schedules_2019.csv", 3, (l: string) => l.replace(",37,NA,61,", ",NA,NA,61,"), "one score without the other (home_points 'NA', away_points '10')"],
    ["schedules_2019.csv", 3, (l: string) => l.replace(",2019,14,", ",2018,14,"), "bad season '2018' in column season (expected 2019)"],
    ["schedules_2019.csv", 3, (l: string) => l.replace("401135295", "401114164"), "game id 401114164 listed twice"],
    ["schedules_2019.csv", 3, (l: string) => l.replace("NA,TRUE,TRUE,70000", "NA,MAYBE,TRUE,70000"), "bad flag 'MAYBE' in column neutral_site"],
    ["schedules_2019.csv", 3, (l: string) => l.replace(",70000,", ",lots,"), "bad attendance 'lots' in column attendance"],
    ["schedules_2020.csv", 2, (l: string) => l.replace('"regular"', '"postseason"'), "bad season type 'postseason' in column season_type (expected regular)"],
  ])("stops on a malformed row (%s line %i)", async (file, line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, file, line, change))).rejects.toThrow(`${source}/${file}:${line}: ${message}`);
  });
});
