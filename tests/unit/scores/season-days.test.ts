// The days /scores shows for a chosen season: today's day in that season, else its last week of results.
// Season dates: the 2015-16 NBA season ran from 27 October 2015 to the Finals' last game on 19 June 2016.
import { describe, expect, it } from "vitest";
import { seasonDays } from "../../../app/lib/scores/season-days";

const nba2015 = [{ start_date: "2015-10-27", end_date: "2016-06-19", results_through: "2016-06-19" }];

describe("seasonDays", () => {
  it("shows today's day and month within the season when it was being played then", () => {
    expect(seasonDays(nba2015, 2015, "2026-11-28")).toEqual({ start: "2015-11-28", end: "2015-11-28" });
    expect(seasonDays(nba2015, 2015, "2027-02-14")).toEqual({ start: "2016-02-14", end: "2016-02-14" });
  });

  it("shows the season's last week of results when today's day falls outside it", () => {
    expect(seasonDays(nba2015, 2015, "2026-08-10")).toEqual({ start: "2016-06-13", end: "2016-06-19" });
  });

  it("keeps 29 February on a real day", () => {
    const season = [{ start_date: "2022-10-18", end_date: "2023-06-12", results_through: "2023-06-12" }];
    expect(seasonDays(season, 2022, "2028-02-29")).toEqual({ start: "2023-02-28", end: "2023-02-28" });
  });

  it("is today in a season being played, and nothing for a season without dates", () => {
    const current = [{ start_date: "2026-10-20", end_date: "2027-04-11", results_through: "2026-11-27" }];
    expect(seasonDays(current, 2026, "2026-11-28")).toEqual({ start: "2026-11-28", end: "2026-11-28" });
    expect(seasonDays([{ start_date: null, end_date: null, results_through: null }], 2027, "2026-11-28")).toBeNull();
  });

  it("spans the leagues of the hub: the earliest start to the latest end", () => {
    const leagues = [nba2015[0], { start_date: "2015-09-10", end_date: "2016-02-07", results_through: "2016-02-07" }];
    expect(seasonDays(leagues, 2015, "2026-09-12")).toEqual({ start: "2015-09-12", end: "2015-09-12" });
  });
});
