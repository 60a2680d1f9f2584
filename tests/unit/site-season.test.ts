// The site-wide season's rules: which season a list shows (URL, then the fan's cookie, then its latest),
// which seasons have standings to offer, and which nav sections a site holds nothing for.
import { describe, expect, it } from "vitest";
import { selectedSeasonCookie } from "../../app/.server/cookies";
import { listSeason } from "../../app/.server/selected-season";
import { hasStandings, resultsBound, standingsNotYet } from "../../app/lib/standings-seasons";
import { askedSeasonNotHeld, yourSeason } from "../../app/lib/your-season";
import { sectionsWithoutData } from "../../core/coverage";

async function request(path: string, season: number | null) {
  const headers = new Headers();
  if (season !== null) headers.set("Cookie", (await selectedSeasonCookie.serialize(String(season))).split(";")[0]);
  return new Request(`http://nba.localhost${path}`, { headers });
}

describe("listSeason", () => {
  it("follows the fan's cookie when the URL names no season", async () => {
    const req = await request("/standings", 2015);
    expect(await listSeason(req, new URL(req.url))).toEqual({ season: 2015, source: "cookie" });
  });

  it("lets the URL's season win, and ?season=latest (or an empty or bad value) ask for the latest", async () => {
    for (const [path, season] of [
      ["/standings?season=2016", 2016],
      ["/standings?season=latest", null],
      ["/standings?season=", null],
      ["/players?season=all", null],
    ] as const) {
      const req = await request(path, 2015);
      expect(await listSeason(req, new URL(req.url))).toEqual({ season, source: "url" });
    }
  });

  it("is the list's own latest without either", async () => {
    const req = await request("/standings", null);
    expect(await listSeason(req, new URL(req.url))).toEqual({ season: null, source: "none" });
  });
});

describe("yourSeason", () => {
  it("is stated only for a season from the cookie, labelled the sport's way", () => {
    expect(yourSeason("cookie", 2015, "basketball", true)).toEqual({ label: "2015-16", held: true });
    expect(yourSeason("cookie", 2015, "football", false)).toEqual({ label: "2015", held: false });
    expect(yourSeason("url", 2015, "basketball", true)).toBeNull();
  });
});

describe("hasStandings", () => {
  it("leaves out a season of fixtures alone (the 2026 NFL schedule) and one without teams", () => {
    expect(hasStandings({ teams_count: 32, games_count: 272, results_through: null })).toBe(false);
    expect(hasStandings({ teams_count: 0, games_count: 0, results_through: null })).toBe(false);
  });

  it("keeps a season with results, and one of published records without games (the NHL's 1946-47)", () => {
    expect(hasStandings({ teams_count: 32, games_count: 285, results_through: "2026-02-08" })).toBe(true);
    expect(hasStandings({ teams_count: 6, games_count: 0, results_through: null })).toBe(true);
  });
});

describe("sectionsWithoutData", () => {
  const recordBook = ["leader_lists", "franchise_index", "record_lists", "award_index"];
  it("names the sections none of whose kind a site's leagues hold", () => {
    expect(sectionsWithoutData(["games", ...recordBook])).toEqual(["standings", "players", "coaches"]);
    expect(sectionsWithoutData(["games", "standings", ...recordBook])).toEqual(["players", "coaches"]);
    expect(sectionsWithoutData(["games", "standings", "players", "coaches", "rosters", ...recordBook])).toEqual([]);
  });
});

describe("resultsBound (issue 31, class 8: the season being played, honestly)", () => {
  it("says where a season over ends in our data when its schedule runs later (MLB 2026: results to August 21)", () => {
    expect(resultsBound({ status: "completed", results_through: "2026-08-21", end_date: "2026-09-27", last_result_date: "2026-08-21" })).toEqual({
      through: "2026-08-21",
      endedEarly: true,
      laterResults: false,
    });
  });

  it("says nothing of a season whose results reach its last game, and keeps a season in progress through its latest result", () => {
    expect(resultsBound({ status: "completed", results_through: "2026-06-13", end_date: "2026-06-13" })).toBeNull();
    expect(resultsBound({ status: "completed", results_through: null, end_date: null })).toBeNull();
    expect(resultsBound({ status: "active", results_through: "2026-11-28", end_date: "2027-01-10" })).toEqual({
      through: "2026-11-28",
      endedEarly: false,
      laterResults: false,
    });
  });

  it("keeps a season in progress at its last complete day, with the finals of a day being played apart (decision 0189)", () => {
    // Two of 28 November's games are final, the rest still to be played: the standings stay at the 27th.
    expect(resultsBound({ status: "active", results_through: "2026-11-27", last_result_date: "2026-11-28", end_date: "2027-01-10" })).toEqual({
      through: "2026-11-27",
      endedEarly: false,
      laterResults: true,
    });
    // No complete day yet: no date to be "through".
    expect(resultsBound({ status: "active", results_through: null, last_result_date: "2026-09-10", end_date: "2027-01-10" })).toEqual({
      through: null,
      endedEarly: false,
      laterResults: true,
    });
    // A season over whose count stops before a past fixture without a result, with results after it.
    expect(resultsBound({ status: "completed", results_through: "2024-09-08", last_result_date: "2025-01-05", end_date: "2025-01-05" })).toEqual({
      through: "2024-09-08",
      endedEarly: true,
      laterResults: true,
    });
  });
});

describe("standingsNotYet (decision 0189)", () => {
  it("says why a season with games has no standings: no result in our data, or none of its days complete", () => {
    expect(standingsNotYet({ teams_count: 32, games_count: 272, results_through: null, last_result_date: null })).toBe("no_results");
    expect(standingsNotYet({ teams_count: 32, games_count: 272, results_through: null, last_result_date: "2026-11-28" })).toBe("no_complete_day");
  });

  it("is null for a season with standings, and one without games", () => {
    expect(standingsNotYet({ teams_count: 32, games_count: 272, results_through: "2026-11-27", last_result_date: "2026-11-28" })).toBeNull();
    expect(standingsNotYet({ teams_count: 6, games_count: 0, results_through: null })).toBeNull();
    expect(standingsNotYet({ teams_count: 0, games_count: 0, results_through: null })).toBeNull();
  });
});

describe("askedSeasonNotHeld", () => {
  it("names a season the URL asked for that the list does not hold, and nothing else", () => {
    expect(askedSeasonNotHeld("url", 2030, "football", false)).toEqual({ label: "2030", held: false, chosenBy: "url" });
    expect(askedSeasonNotHeld("url", 2015, "basketball", true)).toBeNull();
    expect(askedSeasonNotHeld("cookie", 2030, "football", false)).toBeNull();
    expect(askedSeasonNotHeld("none", null, "football", false)).toBeNull();
  });
});
