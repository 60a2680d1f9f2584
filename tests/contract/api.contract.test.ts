// Contract tests: every API endpoint over a small known database, checked against the shared zod
// schemas, with pagination walks, filters, 404s and 400s that name the parameter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../../db/database";
import type { FreshDatabase } from "../support/databases";
import { handleApiRequest } from "../../api/handler";
import { describeEachEngine } from "../support/describe-engines";
import { buildFixtureDatabaseOn, FIXTURE_NOW } from "./fixture";
import * as s from "../../api/model";

// The engine's database, set by each engine's beforeAll (the engines' suites run one after the other).
let db: Database;

type Answer = { status: number; body: unknown; headers: Headers };

async function get(path: string): Promise<Answer> {
  const url = path.startsWith("http") ? path : `http://test.local/api/${path}`;
  const res = await handleApiRequest(new Request(url), db, { now: FIXTURE_NOW });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

async function ok<T extends z.ZodTypeAny>(path: string, schema: T): Promise<z.infer<T>> {
  const answer = await get(path);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  const parsed = schema.safeParse(answer.body);
  expect(parsed.success, `${path}: ${parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true);
  return parsed.data;
}

async function page<T extends z.ZodTypeAny>(path: string, item: T) {
  return ok(path, s.pageOf(item));
}

async function failure(path: string, status: number, detailMatch?: RegExp | string) {
  const answer = await get(path);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  const body = s.errorBody.parse(answer.body);
  if (detailMatch) expect(body.detail).toMatch(detailMatch);
  return body.detail;
}

/** Follows next links to the end: the total equals count and no result appears twice. */
async function walk<T extends z.ZodTypeAny>(path: string, item: T, key: (row: z.infer<T>) => string | number) {
  let next: string | null = path;
  const seen: Array<string | number> = [];
  let count = -1;
  let pages = 0;
  while (next) {
    const p: z.infer<ReturnType<typeof s.pageOf<T>>> = await page(next, item);
    if (count === -1) count = p.count;
    expect(p.count).toBe(count);
    seen.push(...p.results.map(key));
    next = p.next;
    if (++pages > 100) throw new Error("pagination does not end");
  }
  expect(seen.length).toBe(count);
  expect(new Set(seen).size).toBe(seen.length);
  return seen;
}

const idOf = (row: { id: number | string }) => row.id;

describeEachEngine("API contract", (engine) => {
  let fixture: FreshDatabase | undefined;

  beforeAll(async () => {
    fixture = await buildFixtureDatabaseOn(engine);
    db = fixture.db;
  });

  afterAll(async () => {
    await fixture?.drop();
  });

  describe("core", () => {
    it("lists sports", async () => {
      const p = await page("core/sports", s.sport);
      expect(p.results.map((r) => r.slug).sort()).toEqual(["football", "hockey"]);
    });
  });

  describe("championships", () => {
    it("lists, filters and pages championships", async () => {
      expect((await walk("championships/championships?page_size=1", s.championship, idOf)).length).toBe(2);
      expect((await page("championships/championships?sport__slug=hockey", s.championship)).results.map((c) => c.slug)).toEqual(["stanley-cup"]);
      expect((await page("championships/championships?search=super", s.championship)).count).toBe(1);
    });

    it("gives one championship by slug or id, its champions, stats and games", async () => {
      const bySlug = await ok("championships/championships/super-bowl", s.championship);
      const byId = await ok(`championships/championships/${bySlug.id}`, s.championship);
      expect(byId.slug).toBe("super-bowl");
      const champions = await page("championships/championships/super-bowl/champions", s.champion);
      expect(champions.results[0].team_name).toBe("Green Bay Packers");
      const stats = await ok("championships/championships/super-bowl/stats", s.championshipStats);
      expect(stats.total_games).toBe(1);
      const games = await page("championships/championships/super-bowl/games", s.championshipGame);
      expect(games.results[0].winner_score).toBe(31);
      await failure("championships/championships/no-such-cup", 404, "Championship not found.");
      await failure("championships/championships/no-such-cup/champions", 404, "Championship not found.");
    });

    it("lists champions and the summary", async () => {
      const all = await walk("championships/champions?page_size=1", s.champion, idOf);
      expect(all.length).toBe(2);
      expect((await page("championships/champions?season__start_year=2022", s.champion)).count).toBe(1);
      expect((await page("championships/champions?sport__slug=hockey", s.champion)).count).toBe(1);
      const summary = await ok("championships/champions/summary", s.championsSummary);
      expect(summary.total_championships).toBe(1);
    });

    it("lists seasons and gives one", async () => {
      const ids = await walk("championships/seasons?page_size=3", s.seasonSummary, idOf);
      expect(ids.length).toBe(4);
      expect((await page("championships/seasons?decade=1930", s.seasonSummary)).count).toBe(1);
      const season = await ok("championships/seasons/nfl-2022", s.seasonDetail);
      expect(season.games_count).toBe(4);
      await failure("championships/seasons/nfl-1800", 404, "Season not found.");
      // FIXTURE_NOW is 2023-10-01: the 2023 NFL season has begun and its title is undecided (active); the
      // fixture's 2023-24 Stanley Cup is "not held", so that season is cancelled, never completed (decision 0107).
      expect((await page("championships/seasons?season_status=active", s.seasonSummary)).results.map((x) => x.slug).sort()).toEqual(["nfl-2023"]);
      expect((await page("championships/seasons?season_status=completed", s.seasonSummary)).results.map((x) => x.slug).sort()).toEqual([
        "nfl-1932",
        "nfl-2022",
      ]);
      const cancelled = await page("championships/seasons?season_status=cancelled", s.seasonSummary);
      expect(cancelled.results.map((x) => [x.slug, x.status, x.title_not_held])).toEqual([["nhl-2023", "cancelled", true]]);
      await failure("championships/seasons?season_status=finished", 400, "'season_status'");
      const facets = (await get("championships/seasons/facets")).body as Record<string, unknown>;
      expect(facets).toMatchObject({
        total: 4,
        active: 1,
        completed: 2,
        upcoming: 0,
        cancelled: 1,
        sports: 2,
        decades: [2020, 2010, 2000, 1990, 1980, 1970, 1960, 1950, 1940, 1930],
      });
    });
  });

  describe("teams", () => {
    it("lists teams with a full pagination walk and filters", async () => {
      expect((await walk("teams/teams?page_size=2", s.team, idOf)).length).toBe(5);
      expect((await page("teams/teams?sport__slug=hockey", s.team)).count).toBe(2);
      expect((await page("teams/teams?search=green", s.team)).count).toBe(1);
    });

    it("gives one team and its championships, roster, schedule, stats and seasons", async () => {
      const team = await ok("teams/teams/green-bay-packers", s.teamDetail);
      expect(team.home_venue?.name).toBe("Lambeau Field");
      expect((await ok(`teams/teams/${team.id}`, s.teamDetail)).slug).toBe("green-bay-packers");
      const titles = await page("teams/teams/green-bay-packers/championships", s.teamChampionship);
      expect(titles.results.map((t) => t.year)).toEqual([2022]);
      const roster = await page("teams/teams/green-bay-packers/roster?year=2022", s.rosterEntry);
      expect(roster.results.map((r) => r.player.slug)).toContain("aaron-rodgers");
      const schedule = await page("teams/teams/green-bay-packers/schedule?year=2023", s.scheduledGame);
      expect(schedule.count).toBe(3);
      const stats = await get("teams/teams/green-bay-packers/stats?year=2022");
      expect(stats.status).toBe(200);
      const seasons = await page("teams/teams/green-bay-packers/seasons", s.teamSeason);
      expect(seasons.results.find((x) => x.start_year === 2022)?.championship_won).toBe(true);
      await failure("teams/teams/no-such-team", 404, "Team not found.");
      await failure("teams/teams/green-bay-packers/roster?year=abc", 400, "'year'");
    });
  });

  describe("games", () => {
    it("lists games newest first with a full pagination walk", async () => {
      const ids = await walk("games/games?page_size=3", s.game, idOf);
      expect(ids.length).toBe(11);
      const first = await page("games/games?page_size=2", s.game);
      expect(first.results[0].game_date >= first.results[1].game_date).toBe(true);
    });

    it("applies every filter", async () => {
      const count = async (query: string) => (await page(`games/games?${query}`, s.game)).count;
      expect(await count("sport__slug=hockey")).toBe(2);
      expect(await count("level__slug=professional")).toBe(11);
      expect(await count("level__slug=college")).toBe(0);
      expect(await count("season=2022")).toBe(4);
      expect(await count("game_date__gte=2023-09-01")).toBe(6);
      expect(await count("game_date__lte=2022-12-31")).toBe(4);
      expect(await count("game_date__gte=2023-09-10&game_date__lte=2023-09-17")).toBe(2);
      expect(await count("status=scheduled")).toBe(2);
      expect(await count("status=live")).toBe(1);
      expect(await count("team=detroit-lions")).toBe(5);
      expect(await count("search=bruins")).toBe(2);
      expect(await count("search=montreal")).toBe(2);
      // The 1932 game is found by the era name of that season.
      expect(await count("search=portsmouth")).toBe(1);
    });

    it("names teams by their era in the game's season", async () => {
      const game = await ok("games/games/11", s.gameDetail);
      expect(game.home_team.name).toBe("Portsmouth Spartans");
      expect(game.home_team_name).toBe("Portsmouth Spartans");
      expect(game.home_team.slug).toBe("detroit-lions");
    });

    it("gives one game with championship, venue and season", async () => {
      const final = await ok("games/games/4", s.gameDetail);
      expect(final.championship).toEqual({ name: "Super Bowl", slug: "super-bowl" });
      expect(final.venue.capacity).toBeNull();
      const home = await ok("games/games/1", s.gameDetail);
      expect(home.championship).toBeNull();
      expect(home.venue).toEqual({ name: "Lambeau Field", city: "Green Bay", state: "WI", capacity: 81441 });
      expect(home.season.start_year).toBe(2022);
      await failure("games/games/999999", 404, "Game not found.");
      await failure("games/games/abc", 404, "Game not found.");
    });

    it("gives today's, live, recent and upcoming games with their cache classes", async () => {
      const today = await page("games/games/today", s.game);
      expect(today.results.map((g) => g.id)).toEqual([7]);
      expect((await page("games/games/live", s.game)).results.map((g) => g.id)).toEqual([7]);
      const recent = await page("games/games/recent", s.game);
      expect(recent.results.every((g) => g.status === "final")).toBe(true);
      expect(recent.count).toBe(8);
      const upcoming = await page("games/games/upcoming", s.game);
      expect(upcoming.results.map((g) => g.id)).toEqual([8, 9]);
      expect((await page("games/games/upcoming?sport__slug=hockey", s.game)).count).toBe(1);
      expect((await get("games/games/today")).headers.get("X-Cache-Class")).toBe("realtime");
      expect((await get("games/games/live")).headers.get("X-Cache-Class")).toBe("realtime");
      expect((await get("games/games/recent")).headers.get("X-Cache-Class")).toBe("dynamic");
      expect((await get("games/games/upcoming")).headers.get("X-Cache-Class")).toBe("dynamic");
      expect((await get("games/games")).headers.get("X-Cache-Class")).toBe("dynamic");
      expect((await get("games/games/1")).headers.get("X-Cache-Class")).toBe("dynamic");
    });

    it("rejects an end date before the start date", async () => {
      await failure(
        "games/games?game_date__gte=2023-09-10&game_date__lte=2023-09-01",
        400,
        "Parameter 'game_date__lte' must not be earlier than game_date__gte.",
      );
      await failure("games/games?game_date__gte=2023-02-30", 400, "'game_date__gte'");
    });
  });

  describe("standings", () => {
    it("gives current standings: each league's latest season", async () => {
      const current = await page("games/standings/current", s.standing);
      expect(current.results.map((r) => r.id).sort()).toEqual(["1-2023", "2-2023", "3-2023", "4-2023", "5-2023"]);
      expect((await get("games/standings/current")).headers.get("X-Cache-Class")).toBe("realtime");
      expect((await page("games/standings/current?sport__slug=hockey", s.standing)).count).toBe(2);
    });

    it("ranks a season, with points, records and playoff positions", async () => {
      const season = await page("games/standings?season=2022", s.standing);
      expect((await get("games/standings?season=2022")).headers.get("X-Cache-Class")).toBe("dynamic");
      const packers = season.results.find((r) => r.team.slug === "green-bay-packers");
      expect(packers).toMatchObject({ rank: 1, wins: 2, losses: 0, ties: 0, games_behind: 0, playoff_position: "champion" });
      expect(packers?.home_record).toBe("1-0");
      expect(packers?.division).toBe("NFC North");
      const bears = season.results.find((r) => r.team.slug === "chicago-bears");
      // Bears played the title game, so they made the playoffs; ties count half: (0 + 1/2) / 2.
      expect(bears).toMatchObject({ playoff_position: "playoffs", ties: 1, win_percentage: 0.25, home_record: "0-0-1" });
      const hockey = await page("games/standings?season=2023&sport__slug=hockey", s.standing);
      const bruins = hockey.results.find((r) => r.team.slug === "boston-bruins");
      expect(bruins?.points).toBe(2);
      // Montreal lost 2-3 in overtime: an overtime loss, worth a point (not a plain loss).
      expect(hockey.results.find((r) => r.team.slug === "montreal-canadiens")).toMatchObject({ points: 1, ot_losses: 1, losses: 0, record: "0-0-1" });
      expect((await page("games/standings?season=1932", s.standing)).results[0].team.name).toBe("Portsmouth Spartans");
      expect(await walk("games/standings?season=2023&page_size=2", s.standing, idOf)).toHaveLength(5);
    });

    it("gives one division's standings", async () => {
      const division = await page("games/standings/by_division?division=NFC%20North&season=2022", s.standing);
      // The Packers' division is published; the Bears' and Lions' comes from the seed's alignment (NFL since 2002).
      expect(division.results.map((r) => r.team.slug)).toEqual(["green-bay-packers", "chicago-bears", "detroit-lions"]);
      expect((await page("games/standings/by_division?division=Nowhere", s.standing)).count).toBe(0);
      await failure("games/standings/by_division", 400, "Parameter 'division' is required.");
    });
  });

  describe("players", () => {
    it("lists players with a full walk and every filter", async () => {
      expect(await walk("people/players?page_size=1", s.player, idOf)).toHaveLength(3);
      const count = async (query: string) => (await page(`people/players?${query}`, s.player)).count;
      expect(await count("sport__slug=hockey")).toBe(1);
      expect(await count("level__slug=college")).toBe(0);
      expect(await count("search=rodgers")).toBe(1);
      expect(await count("search=packers")).toBe(2);
      expect(await count("position=QB")).toBe(2);
      expect(await count("position=quarterback")).toBe(2);
      expect(await count("team=green-bay-packers")).toBe(2);
      expect(await count("team=green-bay-packers&season=2021")).toBe(1);
      expect(await count("season=2022")).toBe(2);
      expect(await count("status=active")).toBe(1);
      expect(await count("status=inactive")).toBe(2);
      await failure("people/players?status=sleepy", 400, "'status'");
    });

    it("gives active players, rookies and players by position", async () => {
      expect((await page("people/players/active", s.player)).results.map((p) => p.slug)).toEqual(["jordan-love"]);
      expect((await page("people/players/rookies", s.player)).results.map((p) => p.slug)).toEqual(["jordan-love"]);
      expect((await page("people/players/by_position?position=C", s.player)).results.map((p) => p.slug)).toEqual(["patrice-bergeron"]);
      await failure("people/players/by_position", 400, "Parameter 'position' is required.");
      expect((await get("people/players/active")).headers.get("X-Cache-Class")).toBe("dynamic");
      expect((await get("people/players")).headers.get("X-Cache-Class")).toBe("semi-static");
    });

    it("gives one player with career totals, awards and titles", async () => {
      const player = await ok("people/players/aaron-rodgers", s.playerDetail);
      expect(player.career_stats).toMatchObject({ games_played: 33, passing_yards: 7810, seasons_played: 2 });
      expect(player.championships_won).toBe(1);
      // The fixture's Pro Bowls reach 2021 only and he played 2022: unknown, not his 1 (core/coverage.ts countKnown).
      expect(player.all_star_selections).toBeNull();
      expect(player.coverage.all_stars).toBe("2021");
      expect(player.height).toBe(`6' 2"`);
      // Seasons played when the data has his season lines (api/people/experience.ts), not the 2005-2022 span.
      expect(player.years_pro).toBe(2);
      // His source records deaths but records none, so how recent it is cannot be told: no age (core/coverage.ts knownLiving).
      expect(player.person.age).toBeNull();
      // Active in current data: living, aged 24 on the fixture's day.
      expect((await ok("people/players/jordan-love", s.playerDetail)).person.age).toBe(24);
      expect(player.seasons).toHaveLength(2);
      expect((await ok(`people/players/${player.id}`, s.playerDetail)).slug).toBe("aaron-rodgers");
      await failure("people/players/nobody-at-all", 404, "Player not found.");
      await failure("people/players/999999", 404, "Player not found.");
    });
  });

  describe("coverage of our data (core/coverage.ts)", () => {
    it("gives each league's coverage by kind of fact, measured from the rows", async () => {
      const all = await ok("core/coverage", s.dataCoverage);
      const nfl = all.results.find((league) => league.league === "nfl");
      expect(nfl).toMatchObject({ latest_season: 2023, ongoing: true });
      const kind = (name: string) => nfl?.kinds.find((k) => k.kind === name);
      expect(kind("games")).toMatchObject({ first_season: 1932, last_season: 2023, label: "1932 to 2023", sources: ["test"] });
      expect(kind("player_stats")).toMatchObject({ first_season: 2021, last_season: 2023 });
      // Coaches' records start at the first season whose every published team-season has a coach (decision 0175).
      expect(kind("coach_records")).toMatchObject({ first_season: 2022, last_season: 2023 });
      expect(kind("all_stars")).toMatchObject({ first_season: 2021, last_season: 2021 });
      // The nav's sections, measured from their own tables (core/coverage.ts sectionsWithoutData).
      expect(nfl?.kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(["standings", "players", "coaches"]));
      const nhl = await ok("core/coverage/nhl", s.leagueCoverage);
      expect(nhl.kinds.map((k) => k.kind)).not.toContain("all_stars");
      expect((await ok("core/coverage?sport__slug=hockey", s.dataCoverage)).results.map((l) => l.league)).toEqual(["nhl"]);
      await failure("core/coverage/xfl", 404, "League not found.");
      await failure("core/coverage?season=2020", 400, "'season'");
    });

    it("labels a player's totals and status by where the data ends", async () => {
      // Rodgers's last season (2022) is before the NFL player data's end (2023): retired, no current team.
      const rodgers = await ok("people/players/aaron-rodgers", s.playerDetail);
      expect(rodgers).toMatchObject({ career_status: "retired", status: "Retired", is_active: false, current_team: null });
      expect(rodgers.last_team?.name).toBe("Green Bay Packers");
      // His statistics start where the league's player data starts (2021), the league played before it and
      // his draft (2005) says he started earlier: the totals are partial, from 2021 (core/coverage.ts careerBound).
      expect(rodgers.career_totals).toMatchObject({
        seasons: 2,
        through: false,
        from: true,
        label: "Partial: from 2021 (our data starts there; earlier seasons not counted): 2 seasons",
      });
      // Love's 2023 is the latest NFL season and the data reaches it: active.
      const love = await ok("people/players/jordan-love", s.playerDetail);
      expect(love).toMatchObject({ career_status: "active", status: "Active", is_active: true });
      expect(love.current_team?.name).toBe("Green Bay Packers");
      // The NHL's player data stops with 2022-23, a season before the league's latest: Bergeron's status is unknown.
      const bergeron = await ok("people/players/patrice-bergeron", s.playerDetail);
      expect(bergeron).toMatchObject({ career_status: "unknown", status: "Status unknown after 2022-23", current_team: null });
      expect(bergeron.career_totals).toMatchObject({ through: true, label: "Through 2022-23 (our data ends there): 1 season" });
      // No NHL All-Star data at all: unknown, never 0.
      expect(bergeron.all_star_selections).toBeNull();
      expect((await page("people/players?status=unknown", s.player)).results.map((p) => p.slug)).toEqual(["patrice-bergeron"]);
      expect((await page("people/players?status=retired", s.player)).results.map((p) => p.slug)).toEqual(["aaron-rodgers"]);
    });
  });

  describe("coaches", () => {
    it("lists coaches, active and head coaches", async () => {
      expect(await walk("people/coaches?page_size=1", s.coach, idOf)).toHaveLength(3);
      expect((await page("people/coaches?sport__slug=hockey", s.coach)).count).toBe(2);
      expect((await page("people/coaches?position=assistant", s.coach)).count).toBe(1);
      expect((await page("people/coaches?season=2023", s.coach)).count).toBe(2);
      expect((await page("people/coaches?status=active", s.coach)).count).toBe(2);
      expect((await page("people/coaches?status=fired", s.coach)).count).toBe(0);
      await failure("people/coaches?status=sleepy", 400, "'status'");
      expect((await page("people/coaches?search=lafleur", s.coach)).count).toBe(1);
      expect((await page("people/coaches?team=chicago-bears", s.coach)).count).toBe(1);
      expect((await page("people/coaches?status=inactive", s.coach)).count).toBe(1);
      // Jim Montgomery's last stint (2022) is before the NHL's latest coaching season (2023).
      const active = ["matt-lafleur", "martin-st-louis"];
      expect((await page("people/coaches/active", s.coach)).results.map((c) => c.slug)).toEqual(active);
      expect((await page("people/coaches/head_coaches", s.coach)).results.map((c) => c.slug)).toEqual(active);
      expect((await get("people/coaches/active")).headers.get("X-Cache-Class")).toBe("dynamic");
    });

    it("gives one coach with record, titles and history", async () => {
      const coach = await ok("people/coaches/matt-lafleur", s.coach);
      expect(coach.career_record).toMatchObject({ wins: 22, losses: 12, playoff_wins: 4, playoff_losses: 1 });
      expect(coach.championships_won).toBe(1);
      expect(coach.years_experience).toBe(3);
      expect(coach.coaching_history).toEqual([
        expect.objectContaining({ team_slug: "chicago-bears", start_year: 2020, end_year: 2020, is_head_coach: false }),
        expect.objectContaining({ team_slug: "green-bay-packers", start_year: 2022, end_year: null, is_active: true }),
      ]);
      expect(coach.current_team?.name).toBe("Green Bay Packers");
      expect(coach).toMatchObject({ status: "active", status_label: "Active" });
      // His first season is before the first whose every club has a coach in the fixture (2022): partial (decision 0175).
      expect(coach.career_record).toMatchObject({
        through: false,
        from: true,
        label: "Partial: from 2020 (our data starts there; earlier seasons not counted): 3 seasons",
      });
      await failure("people/coaches/nobody", 404, "Coach not found.");
    });
  });

  describe("bad requests name the parameter", () => {
    const lists = ["games/games", "games/standings", "people/players", "people/coaches", "championships/champions", "championships/seasons"];
    for (const list of lists) {
      it(list, async () => {
        await failure(`${list}?season=abc`, 400, "'season'");
        await failure(`${list}?page=-1`, 400, "'page'");
        await failure(`${list}?page=0`, 400, "'page'");
        await failure(`${list}?page_size=99999999`, 400, "'page_size'");
        await failure(`${list}?search=${"x".repeat(500)}`, 400, "'search'");
        await failure(`${list}?sport__slug=curling`, 400, "'sport__slug'");
        await failure(`${list}?page=1&page=2`, 400, "'page'");
        // PostgreSQL refuses NUL in text: it must be a 400, never a failed query.
        await failure(`${list}?search=a%00b`, 400, "'search'");
      });
    }

    it("refuses a filter an endpoint does not apply, on every endpoint (never silently ignored)", async () => {
      const endpoints = [
        "core/sports",
        "core/data-sources",
        "championships/championships",
        "championships/championships/super-bowl",
        "championships/championships/super-bowl/champions",
        "championships/championships/super-bowl/stats",
        "championships/championships/super-bowl/games",
        "championships/champions",
        "championships/champions/summary",
        "championships/seasons",
        "championships/seasons/nfl-2022",
        "teams/teams",
        "teams/teams/facets",
        "teams/teams/green-bay-packers",
        "teams/teams/green-bay-packers/championships",
        "teams/teams/green-bay-packers/seasons",
        "teams/teams/green-bay-packers/roster",
        "teams/teams/green-bay-packers/schedule",
        "teams/teams/green-bay-packers/stats",
        "games/games",
        "games/games/today",
        "games/games/live",
        "games/games/recent",
        "games/games/upcoming",
        "games/games/1",
        "games/standings",
        "games/standings/current",
        "games/standings/by_division",
        "people/players",
        "people/players/active",
        "people/players/rookies",
        "people/players/by_position",
        "people/players/aaron-rodgers",
        "people/coaches",
        "people/coaches/active",
        "people/coaches/head_coaches",
        "people/coaches/matt-lafleur",
      ];
      for (const endpoint of endpoints) {
        await failure(`${endpoint}?league__slug=nfl`, 400, /^Unknown parameter 'league__slug' for \/api\/.+: it accepts/);
      }
      expect(await failure("games/games?game_type=final", 400)).toContain("'game_type'");
    });

    it("answers another sport's team or championship on a sport site with a 404", async () => {
      await failure("teams/teams/green-bay-packers?sport__slug=hockey", 404);
      await failure("teams/teams/green-bay-packers/championships?sport__slug=hockey&level__slug=professional", 404);
      await failure("championships/championships/super-bowl?sport__slug=hockey", 404);
      await failure("games/games/1?sport__slug=hockey", 404);
      await ok("teams/teams/green-bay-packers?sport__slug=football&level__slug=professional", s.teamDetail);
    });

    it("answers unknown paths and methods with JSON", async () => {
      await failure("no/such/endpoint", 404);
      const res = await handleApiRequest(new Request("http://test.local/api/games/games", { method: "POST" }), db);
      expect(res.status).toBe(405);
      expect(s.errorBody.parse(await res.json()).detail).toContain("read-only");
    });
  });
});
