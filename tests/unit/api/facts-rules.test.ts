// The rules behind the facts fans read (issue 10): a title belongs to its season, a league title is one
// per season with what it comprised, ties are shown, a score is in the sport's unit, each league is its own,
// places and names are those of their time, and an unknown API filter is refused.
import { describe, expect, it } from "vitest";
import { unknownParams } from "../../../api/router";
import { highestScore, longestStreak, mostTitles, titlesByFranchise } from "../../../api/routes/championships";
import type { ResultRow } from "../../../api/sql/championship-results";
import { leagueTitles } from "../../../api/routes/teams";
import { defaultLastCompletedSeason } from "../../../db/load/run-import";
import { leagueInSeason, readSeed, seedProblems, venueNameInSeason } from "../../../db/load/seed";

let nextId = 1;
function result(year: number, label: string, team: string, extra: Partial<ResultRow> = {}): ResultRow {
  return {
    id: nextId++,
    year,
    season_label: label,
    season_name: `${label} season`,
    game_date: null,
    championship_name: "NFL Championship",
    team_name: team,
    team_slug: team.toLowerCase().replace(/ /g, "-"),
    winner_score: null,
    runner_up_score: null,
    series: null,
    runner_up_name: null,
    status: "held",
    ...extra,
  } as ResultRow;
}

describe("a title belongs to its season", () => {
  it("keys a streak by season, so titles decided in January stay in their seasons", () => {
    // The 1940 and 1941 AP titles, and Super Bowls decided the January after their seasons.
    const streak = longestStreak([
      result(1941, "1941", "Minnesota Golden Gophers"),
      result(1940, "1940", "Minnesota Golden Gophers"),
      result(1939, "1939", "Texas A&M Aggies"),
    ]);
    expect(streak).toMatchObject({ team: "Minnesota Golden Gophers", years: 2, start: 1940, end: 1941, start_label: "1940", end_label: "1941" });
  });

  it("counts a franchise's titles by season and names it after the era that won its latest title", () => {
    const rows = [
      result(1926, "1926-27", "Ottawa Senators", { team_slug: "st-louis-eagles" }),
      result(1922, "1922-23", "Ottawa Senators", { team_slug: "st-louis-eagles" }),
      result(1923, "1923-24", "Montreal Canadiens"),
    ];
    const table = titlesByFranchise(rows);
    expect(table[0]).toMatchObject({ team__name: "Ottawa Senators", team__slug: "st-louis-eagles", championships_won: 2, years: [1926, 1922] });
  });
});

describe("championship counting", () => {
  it("shows every franchise tied for the most titles", () => {
    const rows = [
      ...[2018, 2016, 2014, 2004, 2003, 2001].map((y) => result(y, String(y), "New England Patriots")),
      ...[2008, 2005, 1979, 1978, 1975, 1974].map((y) => result(y, String(y), "Pittsburgh Steelers")),
      result(1995, "1995", "Dallas Cowboys"),
    ];
    expect(mostTitles(titlesByFranchise(rows))).toEqual({
      championships_won: 6,
      teams: [
        { team__name: "New England Patriots", team__slug: "new-england-patriots" },
        { team__name: "Pittsburgh Steelers", team__slug: "pittsburgh-steelers" },
      ],
    });
  });

  it("gives the highest score in the sport's unit and says what it was measured over", () => {
    const rows = [
      result(1960, "1960", "Pittsburgh Pirates", { winner_score: 10, runner_up_score: 9 }),
      result(1961, "1961", "New York Yankees", { winner_score: 13, runner_up_score: 5 }),
      result(1962, "1962", "New York Yankees"),
    ];
    const baseball = highestScore(rows, "baseball");
    expect(baseball).toMatchObject({ winner_score: 13, unit: "runs", year: 1961 });
    expect(baseball?.scope).toBe("Most runs scored by a champion in the deciding game (2 of 3 title seasons have that game's score)");
    expect(highestScore(rows, "hockey")?.unit).toBe("goals");
    expect(highestScore(rows, "football")?.unit).toBe("points");
  });

  it("makes one league title of a season's titles, with what it comprised (1966 Packers)", () => {
    const rows = [
      result(1967, "1967", "Green Bay Packers", { game_date: "1967-12-31" }),
      result(1967, "1967", "Green Bay Packers", { championship_name: "Super Bowl", edition: "II", game_date: "1968-01-14" }),
      result(1966, "1966", "Green Bay Packers", { game_date: "1967-01-01" }),
      result(1966, "1966", "Green Bay Packers", { championship_name: "Super Bowl", edition: "I", game_date: "1967-01-15" }),
      result(1931, "1931", "Green Bay Packers"),
    ];
    const titles = leagueTitles(rows);
    expect(titles.map((t) => t.year)).toEqual([1967, 1966, 1931]);
    expect(titles[1].titles.map((t) => [t.championship_name, t.edition, t.game_date])).toEqual([
      ["NFL Championship", undefined, "1967-01-01"],
      ["Super Bowl", "I", "1967-01-15"],
    ]);
  });
});

describe("leagues, places and names in their time (the seed)", () => {
  it("files the AFL's 1960-1969 teams and the PCHA and WCHL clubs under their own leagues", async () => {
    const seed = await readSeed();
    expect(leagueInSeason(seed.eras, "buffalo-bills", 1965)).toBe("afl");
    expect(leagueInSeason(seed.eras, "buffalo-bills", 1970)).toBe("nfl");
    expect(leagueInSeason(seed.eras, "kansas-city-chiefs", 1969)).toBe("afl");
    expect(leagueInSeason(seed.eras, "green-bay-packers", 1966)).toBe("nfl");
    expect(leagueInSeason(seed.eras, "seattle-metropolitans", 1916)).toBe("pcha");
    expect(leagueInSeason(seed.eras, "victoria-cougars", 1924)).toBe("wchl");
    expect(leagueInSeason(seed.eras, "montreal-canadiens", 1924)).toBe("nhl");
  });

  it("places a team in the city it played in that season", async () => {
    const seed = await readSeed();
    const city = (franchise: string, season: number) =>
      seed.eras.find((e) => e.franchise === franchise && (e.firstSeason ?? 0) <= season && (e.lastSeason ?? 9999) >= season)?.city;
    expect(city("new-york-giants", 1927)).toBe("New York");
    expect(city("new-york-giants", 1956)).toBe("New York");
    expect(city("new-york-giants", 1986)).toBe("East Rutherford");
    expect(city("dallas-cowboys", 1971)).toBe("Irving");
  });

  it("names a venue as it was that season, and never shows a dataset's list of names", async () => {
    const seed = await readSeed();
    expect(venueNameInSeason(seed.venueNames, "Rogers Centre", 1998)).toBe("SkyDome");
    expect(venueNameInSeason(seed.venueNames, "Rogers Centre", 2010)).toBe("Rogers Centre");
    expect(venueNameInSeason(seed.venueNames, "Guaranteed Rate Field;U.S. Cellular Field", 2005)).toBe("U.S. Cellular Field");
    expect(venueNameInSeason(seed.venueNames, "Guaranteed Rate Field;U.S. Cellular Field", 1995)).toBe("Comiskey Park");
    expect(venueNameInSeason(seed.venueNames, "Some Park;Older Name", 2000)).toBe("Some Park");
    expect(venueNameInSeason(seed.venueNames, "Lambeau Field", 1966)).toBe("Lambeau Field");
  });

  it("refuses an era note that hides a city change, and a conference name not in the registry", async () => {
    const seed = await readSeed();
    const broken = {
      ...seed,
      eras: seed.eras.map((e) => (e.franchise === "new-york-giants" && e.firstSeason === 1976 ? { ...e, note: "Played in New York City until 1975" } : e)),
      franchises: seed.franchises.map((f) => (f.slug === "yale-bulldogs-baseball" ? { ...f, conference: "Ivy" } : f)),
    };
    const problems = seedProblems(broken, defaultLastCompletedSeason).join("\n");
    expect(problems).toContain("a city change is a new era");
    expect(problems).toContain("yale-bulldogs-baseball has conference or division 'Ivy'");
  });

  it("writes each conference once: no franchise uses a name the registry spells otherwise", async () => {
    const seed = await readSeed();
    const names = new Set(seed.franchises.flatMap((f) => [f.conference, f.division]).filter((n): n is string => n !== null));
    for (const duplicate of ["Ivy", "Patriot", "American Athletic Conference", "Big West Conference", "Sun Belt Conference", "West Coast Conference"]) {
      expect(names.has(duplicate)).toBe(false);
    }
  });

  it("gives a franchise's founding year, not its first league season", async () => {
    const seed = await readSeed();
    const founded = (slug: string) => seed.franchises.find((f) => f.slug === slug)?.founded;
    expect(founded("green-bay-packers")).toBe(1919);
    expect(founded("montreal-canadiens")).toBe(1909);
    expect(founded("ucla-bruins-baseball") ?? null).toBeNull();
  });
});

describe("unknown API filters", () => {
  const route = { pattern: "games/games", cacheClass: "dynamic" as const, params: ["sport__slug", "season"], handle: async () => null };
  it("names the parameters an endpoint does not read, and what it accepts", () => {
    expect(unknownParams(route, new URL("http://x/api/games/games/?season=2020&sport__slug=football"))).toBeNull();
    expect(unknownParams(route, new URL("http://x/api/games/games/?game_type=final&league__slug=nfl"))).toBe(
      "Unknown parameters 'game_type', 'league__slug' for /api/games/games/: it accepts sport__slug, season.",
    );
  });
});
