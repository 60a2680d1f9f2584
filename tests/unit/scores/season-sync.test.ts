// The season sync (issue 23): the feed's range parameters and paging, the plan of a season in progress,
// faults that change nothing, and on a database: a feed game matched to a dataset's fixture (no
// duplicate), a final replacing a fixture, standings of a season built only from feed games.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/database";
import { applyScoreboard } from "../../../db/live/apply-scoreboard";
import { overtimeFromFeed, parseScoreboard } from "../../../db/live/espn-scoreboard";
import {
  checkRangeAnswer,
  dateRanges,
  halves,
  rangeUrl,
  seasonSyncIntervalMs,
  syncPlan,
  syncSeasons,
  type DateRange,
  type SeasonFacts,
} from "../../../db/live/season-sync";
import type { TeamCodes } from "../../../db/import/team-codes";
import { hasStandings } from "../../../app/lib/standings-seasons";
import { buildFixtureDatabase } from "../../contract/fixture";

const NOW = new Date("2026-11-28T17:00:00Z");
const NOTHING: SeasonFacts = { seasonId: null, titleDecided: false, firstGameDate: null, completeThrough: null };

type Ev = { id: string; date: string; state?: "pre" | "in" | "post"; home: string; away: string; hs?: number; as?: number; detail?: string; type?: number };
const STATUS_NAMES = { pre: "STATUS_SCHEDULED", in: "STATUS_IN_PROGRESS", post: "STATUS_FINAL" } as const;
function board(league: string, events: ReadonlyArray<Ev>) {
  return {
    leagues: [{ slug: league }],
    events: events.map((e) => ({
      id: e.id,
      date: e.date,
      season: { year: league === "nhl" ? 2027 : 2026, type: e.type ?? 2 },
      status: {
        type: { state: e.state ?? "post", name: STATUS_NAMES[e.state ?? "post"], description: "Final", detail: e.detail ?? "Final" },
      },
      competitions: [
        {
          competitors: [
            { homeAway: "home", team: { abbreviation: e.home }, score: e.hs === undefined ? undefined : String(e.hs) },
            { homeAway: "away", team: { abbreviation: e.away }, score: e.as === undefined ? undefined : String(e.as) },
          ],
        },
      ],
    })),
  };
}

describe("the feed's range parameters", () => {
  it("splits a season into ranges of at most 31 days, back to back", () => {
    const ranges = dateRanges("2026-09-01", "2026-12-12");
    expect(ranges).toEqual([
      { from: "2026-09-01", to: "2026-10-01" },
      { from: "2026-10-02", to: "2026-11-01" },
      { from: "2026-11-02", to: "2026-12-02" },
      { from: "2026-12-03", to: "2026-12-12" },
    ]);
    expect(dateRanges("2026-11-28", "2026-11-28")).toEqual([{ from: "2026-11-28", to: "2026-11-28" }]);
    expect(dateRanges("2026-11-29", "2026-11-28")).toEqual([]);
  });

  it("asks with ?dates=YYYYMMDD-YYYYMMDD&limit=1000, keeping the feed's own parameters", () => {
    const base = "https://site.api.espn.com/apis/site/v2/sports/football/nfl/scoreboard?lang=en&region=us";
    const url = new URL(rangeUrl(base, { from: "2026-09-01", to: "2026-10-01" }));
    expect(url.searchParams.get("dates")).toBe("20260901-20261001");
    expect(url.searchParams.get("limit")).toBe("1000");
    expect(url.searchParams.get("lang")).toBe("en");
    expect(url.pathname).toBe("/apis/site/v2/sports/football/nfl/scoreboard");
    expect(new URL(rangeUrl(base, { from: "2026-11-28", to: "2026-11-28" })).searchParams.get("dates")).toBe("20261128");
    expect(halves({ from: "2026-09-01", to: "2026-10-01" })).toEqual([
      { from: "2026-09-01", to: "2026-09-15" },
      { from: "2026-09-16", to: "2026-10-01" },
    ]);
  });

  it("reads SEASON_SYNC_INTERVAL_S (default 6 hours)", () => {
    expect(seasonSyncIntervalMs(undefined)).toBe(21_600_000);
    expect(seasonSyncIntervalMs("60")).toBe(60_000);
    expect(seasonSyncIntervalMs("-1")).toBe(21_600_000);
  });
});

describe("which season a league syncs, and from when", () => {
  it("syncs a season in progress from its first day to 14 days ahead; none when the season is over", () => {
    // Two weeks before the calendar's opening (the NHL's 2026-27 began on 2026-09-29, before its window's 1 October).
    expect(syncPlan("nfl", NOW, () => NOTHING)).toMatchObject({ season: 2026, from: "2026-08-18", to: "2026-12-12" });
    expect(syncPlan("nhl", NOW, () => NOTHING)).toMatchObject({ season: 2026, from: "2026-09-17", to: "2026-12-12" });
    // An earlier first game we hold moves the start.
    expect(syncPlan("nhl", NOW, () => ({ ...NOTHING, firstGameDate: "2026-09-10" }))).toMatchObject({ from: "2026-09-10" });
    // The first day not yet complete in our data.
    expect(syncPlan("nfl", NOW, () => ({ ...NOTHING, completeThrough: "2026-11-26" }))).toMatchObject({
      from: "2026-11-27",
      ranges: [{ from: "2026-11-27", to: "2026-12-12" }],
    });
    // MLB 2026 is over by its calendar (2026-11-10); a decided title ends a season too.
    expect(syncPlan("mlb", NOW, () => NOTHING)).toBeNull();
    expect(syncPlan("nba", NOW, () => ({ ...NOTHING, titleDecided: true }))).toBeNull();
    // Not past the season's close: the Super Bowl window ends 2027-02-20.
    expect(syncPlan("nfl", new Date("2027-02-15T12:00:00Z"), () => NOTHING)).toMatchObject({ season: 2026, to: "2027-02-20" });
  });
});

describe("a round of the sync over a fake feed", () => {
  const BASE = "http://feed.test/football/nfl/scoreboard";
  /** A day's events: two games a day. */
  function eventsOn(range: DateRange): Array<Ev> {
    const out: Array<Ev> = [];
    for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= Date.parse(`${range.to}T00:00:00Z`); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      out.push(
        { id: `${day}-a`, date: `${day}T18:00Z`, home: "GB", away: "CHI", hs: 1, as: 0 },
        { id: `${day}-b`, date: `${day}T21:00Z`, home: "DET", away: "GB", hs: 1, as: 0 },
      );
    }
    return out;
  }
  function feed(faults: Array<"malformed" | "partial" | "empty"> = []) {
    const asked: Array<string> = [];
    return {
      asked,
      fetchDocument: async (url: string) => {
        asked.push(url);
        const dates = new URL(url).searchParams.get("dates");
        if (!dates) return board("nfl", []);
        const fault = faults.shift();
        if (fault === "malformed") return { leagues: "nope" };
        const [a, b = a] = dates.split("-").map((d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`);
        if (fault === "empty") return board("nfl", []);
        if (fault === "partial") return board("nfl", eventsOn({ from: "2026-08-01", to: "2026-08-01" }));
        const limit = Number(new URL(url).searchParams.get("limit"));
        return board("nfl", eventsOn({ from: a, to: b }).slice(0, limit));
      },
    };
  }
  const run = async (f: ReturnType<typeof feed>, limit?: number, now = new Date("2026-09-10T12:00:00Z")) => {
    const applied: Array<{ range: DateRange; ids: Array<string> }> = [];
    const slept: Array<number> = [];
    const reports = await syncSeasons({
      urls: [BASE],
      fetchDocument: f.fetchDocument,
      facts: async () => NOTHING,
      apply: async (b, _plan, range) => {
        applied.push({ range, ids: b.games.map((g) => g.eventId) });
      },
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
      },
      log: { info: () => undefined, warn: () => undefined },
      limit,
    });
    return { reports, applied, slept };
  };

  it("pages a range whose answer is as long as the limit: each half asked on its own, every event once", async () => {
    const f = feed();
    // 2026-08-18..2026-09-24: 38 days, 76 events; a limit of 10 splits each range down to spans of 4 days or less.
    const { applied, reports } = await run(f, 10);
    const ids = applied.flatMap((a) => a.ids);
    expect(ids).toHaveLength(76);
    expect(new Set(ids).size).toBe(76);
    expect(applied.every((a) => a.ids.length < 10)).toBe(true);
    expect(f.asked.some((url) => url.includes("dates=20260818-20260917&limit=10"))).toBe(true);
    expect(f.asked.some((url) => url.includes("dates=20260918-20260924&limit=10"))).toBe(true);
    expect(reports[0]).toMatchObject({ league: "nfl", complete: true, events: 76 });
  });

  it("retries a malformed or partial answer with the doubling delay, writing nothing until a good one", async () => {
    const f = feed(["malformed", "partial", "malformed"]);
    const { applied, slept } = await run(f);
    expect(slept).toEqual([1000, 2000, 4000]);
    expect(applied).toHaveLength(2);
    expect(applied[0].ids).toHaveLength(62);
  });

  it("asks an empty answer again, then takes the range as one without games", async () => {
    const f = feed(["empty", "empty", "empty"]);
    const { applied, slept } = await run(f);
    expect(slept).toEqual([1000, 2000]);
    expect(applied[0].ids).toEqual([]);
  });

  it("refuses an answer for other dates than those asked", () => {
    expect(() =>
      checkRangeAnswer(board("nfl", [{ id: "x", date: "2026-08-01T18:00Z", home: "GB", away: "CHI", hs: 1, as: 0 }]), "nfl", {
        from: "2026-09-01",
        to: "2026-09-30",
      }),
    ).toThrow(/not for the dates asked/);
    expect(() => checkRangeAnswer(board("nhl", []), "nfl", { from: "2026-09-01", to: "2026-09-30" })).toThrow(/for nhl, not nfl/);
  });

  it("reads overtime from the feed's status words", () => {
    expect(overtimeFromFeed("Final/OT")).toBe("OT");
    expect(overtimeFromFeed(null, "Final/SO")).toBe("SO");
    expect(overtimeFromFeed("Final/2OT")).toBe("2OT");
    expect(overtimeFromFeed("Final")).toBeNull();
  });
});

/** The fixture database's teams under the feed's codes. */
const CODES: Record<string, string> = {
  "nfl|GB": "green-bay-packers",
  "nfl|CHI": "chicago-bears",
  "nfl|DET": "detroit-lions",
  "nhl|BOS": "boston-bruins",
  "nhl|MTL": "montreal-canadiens",
};
const codes: TeamCodes = {
  resolve: (league, source, code) => (source === "espn-scoreboard" ? (CODES[`${league}|${code}`] ?? null) : null),
  franchises: () => new Set(),
};

describe("feed games on a database", () => {
  let db: Database;
  beforeAll(async () => {
    db = await buildFixtureDatabase();
    await db.query("SELECT setval('games_id_seq', 1000)");
    await db.query("SELECT setval('seasons_id_seq', 100)");
  });
  afterAll(async () => {
    await db?.close();
  });
  const standing = async (slug: string, season: number) =>
    (
      await db.query<Record<string, unknown>>(
        `SELECT st.wins, st.losses, st.ties, st.ot_losses, st.points, st.games_played, st.streak, st.streak_type, st.rank
         FROM standings st JOIN teams t ON t.id = st.team_id WHERE t.slug = $1 AND st.season_start_year = $2`,
        [slug, season],
      )
    )[0];
  /** An NFL season row, as the seed writes one ("2027 NFL Season"). */
  const addNflSeason = (id: number, startYear: number) =>
    db.query(`INSERT INTO seasons (id, slug, league_id, start_year, end_year, name, label) VALUES ($1, $2, 1, $3, $4, $5, $6)`, [
      id,
      `${startYear}-nfl-season`,
      startYear,
      startYear + 1,
      `${startYear} NFL Season`,
      String(startYear),
    ]);
  /** A dataset's NFL fixtures (no score) of one season: [game id, date, time, home team id, away team id, week]. */
  const addNflFixtures = (seasonId: number, startYear: number, fixtures: ReadonlyArray<[number, string, string, number, number, string]>) =>
    db.query(
      `INSERT INTO games (id, league_id, season_id, season_start_year, game_date, game_time, home_team_id, away_team_id, status, game_type, week, source)
       SELECT f.id, 1, $1, $2, f.day::date, f.time::time, f.home, f.away, 'scheduled', 'regular', f.week, 'schedules-nfl-2026-nhl-2026-27-sportsref'
       FROM unnest($3::int[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[]) AS f(id, day, time, home, away, week)`,
      [seasonId, startYear, ...[0, 1, 2, 3, 4, 5].map((column) => fixtures.map((fixture) => fixture[column]))],
    );

  it("turns a dataset's fixture into the feed's game (no duplicate), and a feed final replaces it", async () => {
    // A dataset's fixture of the 2026 season: Bears at Lions on Thanksgiving, no score.
    await addNflSeason(50, 2026);
    await addNflFixtures(50, 2026, [[500, "2026-11-26", "12:30", 3, 2, "12"]]);
    // 17:30 UTC is 12:30 in New York: the fixture's day and teams.
    const scheduled = parseScoreboard(board("nfl", [{ id: "401700001", date: "2026-11-26T17:30Z", state: "pre", home: "DET", away: "CHI" }]));
    const first = await applyScoreboard(db, scheduled.games, codes);
    expect(first).toMatchObject({ inserted: 0, updated: 1 });
    const final = parseScoreboard(board("nfl", [{ id: "401700001", date: "2026-11-26T17:30Z", home: "DET", away: "CHI", hs: 27, as: 24 }]));
    await applyScoreboard(db, final.games, codes);
    const rows = await db.query<Record<string, unknown>>(
      "SELECT id, status, home_score, away_score, feed_event_id, source FROM games WHERE season_start_year = 2026 AND league_id = 1",
    );
    expect(rows).toEqual([{ id: 500, status: "final", home_score: 27, away_score: 24, feed_event_id: "401700001", source: "espn-scoreboard" }]);
    // The feed's own record keeps it for the next import.
    expect(await db.query("SELECT event_id, status FROM feed_games")).toEqual([{ event_id: "401700001", status: "final" }]);
    // And the season's derived rows followed, in the same write.
    expect(await standing("detroit-lions", 2026)).toMatchObject({ wins: 1, losses: 0, games_played: 1 });
    const [summary] = await db.query<{ games_count: number; teams_count: number; first_game_date: string; card: Record<string, unknown> }>(
      "SELECT games_count, teams_count, first_game_date::text AS first_game_date, card FROM season_summaries WHERE season_id = 50",
    );
    expect(summary).toMatchObject({ games_count: 1, teams_count: 2, first_game_date: "2026-11-26" });
    expect(summary.card.results_through).toBe("2026-11-26");
  });

  it("builds a season's standings from feed games alone: a team that lost every game, a tie, an overtime loss", async () => {
    const nfl = parseScoreboard(
      board("nfl", [
        { id: "401700002", date: "2026-09-13T17:00Z", home: "GB", away: "CHI", hs: 31, as: 10 },
        { id: "401700003", date: "2026-09-20T17:00Z", home: "DET", away: "GB", hs: 20, as: 20, detail: "Final/OT" },
        { id: "401700004", date: "2026-12-06T18:00Z", state: "pre", home: "CHI", away: "GB" },
        { id: "401700005", date: "2026-08-20T23:00Z", home: "GB", away: "DET", hs: 3, as: 0, type: 1 },
      ]),
    );
    const outcome = await applyScoreboard(db, nfl.games, codes);
    expect(outcome.skipped).toEqual([{ eventId: "401700005", reason: "a preseason game (not kept)" }]);
    // Chicago lost both its games (the Thanksgiving one and Green Bay's); Detroit and Green Bay tied.
    expect(await standing("chicago-bears", 2026)).toMatchObject({ wins: 0, losses: 2, ties: 0, streak: 2, streak_type: "loss", rank: 3 });
    expect(await standing("green-bay-packers", 2026)).toMatchObject({ wins: 1, losses: 0, ties: 1 });
    expect(await standing("detroit-lions", 2026)).toMatchObject({ wins: 1, losses: 0, ties: 1 });
    const [overtime] = await db.query<{ overtime: string | null }>("SELECT overtime FROM games WHERE feed_event_id = '401700003'");
    expect(overtime.overtime).toBe("OT");

    // The 2026-27 NHL season, which the feed opens: Montreal loses in overtime, then wins in regulation.
    const nhl = parseScoreboard(
      board("nhl", [
        { id: "401800001", date: "2026-10-10T23:00Z", home: "BOS", away: "MTL", hs: 3, as: 2, detail: "Final/OT" },
        { id: "401800002", date: "2026-10-14T23:30Z", home: "MTL", away: "BOS", hs: 4, as: 1 },
      ]),
    );
    const written = await applyScoreboard(db, nhl.games, codes);
    expect(written.inserted).toBe(2);
    expect(await standing("montreal-canadiens", 2026)).toMatchObject({ wins: 1, losses: 0, ot_losses: 1, points: 3 });
    expect(await standing("boston-bruins", 2026)).toMatchObject({ wins: 1, losses: 1, ot_losses: 0, points: 2 });
    const [season] = await db.query<{ label: string; card: Record<string, unknown> }>(
      "SELECT se.label, ss.card FROM seasons se JOIN season_summaries ss ON ss.season_id = se.id WHERE se.league_id = 2 AND se.start_year = 2026",
    );
    expect(season.label).toBe("2026-27");
    expect(season.card).toMatchObject({ games_count: 2, teams_count: 2, start_date: "2026-10-10", results_through: "2026-10-14" });
    // Where our games end moved with the feed's results (the coverage of games, decision 0110).
    const [coverage] = await db.query<{ last_season: number; last_date: string; sources: Array<string> }>(
      "SELECT last_season, last_date::text AS last_date, sources FROM data_coverage WHERE league_id = 2 AND kind = 'games'",
    );
    expect(coverage).toMatchObject({ last_season: 2026, last_date: "2026-10-14" });
    expect(coverage.sources).toContain("espn-scoreboard");
    // The other seasons' rows were left as they were (1932's Lions still 1-0).
    expect(await standing("detroit-lions", 1932)).toMatchObject({ wins: 1, losses: 0 });
  });

  it("counts a season's teams from its schedule, not from the feed's first results (issue 31, class 8)", async () => {
    // The 2027 season's schedule: three clubs; the feed's first final names two of them.
    await addNflSeason(52, 2027);
    await addNflFixtures(52, 2027, [
      [520, "2027-09-12", "13:00", 3, 2, "1"],
      [521, "2027-09-19", "13:00", 2, 1, "2"],
    ]);
    const final = parseScoreboard(board("nfl", [{ id: "401900001", date: "2027-09-12T17:00Z", home: "DET", away: "CHI", hs: 17, as: 14 }]));
    expect(await applyScoreboard(db, final.games, codes)).toMatchObject({ updated: 1 });
    const [summary] = await db.query<{ teams_count: number; card: Record<string, unknown> }>(
      "SELECT teams_count, card FROM season_summaries WHERE season_id = 52",
    );
    expect(summary.teams_count).toBe(3);
    expect(summary.card).toMatchObject({ teams_count: 3, results_through: "2027-09-12" });
  });

  it("counts only complete days: two of a day's finals wait until its last game is final (issue 31, class 8)", async () => {
    // The 2027 season so far: Detroit beat Chicago on 12 September; Green Bay at Chicago on the 19th is
    // still a fixture. The feed finishes it, then writes two of 26 September's three games as final while
    // the third is being played.
    const season52 = async () => (await db.query<{ card: Record<string, unknown> }>("SELECT card FROM season_summaries WHERE season_id = 52"))[0].card;
    await addNflFixtures(52, 2027, [
      [522, "2027-09-26", "13:00", 1, 3, "3"],
      [523, "2027-09-26", "16:25", 2, 1, "3"],
      [524, "2027-09-26", "20:20", 3, 2, "3"],
    ]);
    const week2 = parseScoreboard(board("nfl", [{ id: "401900002", date: "2027-09-19T17:00Z", home: "CHI", away: "GB", hs: 10, as: 13 }]));
    await applyScoreboard(db, week2.games, codes);
    expect(await season52()).toMatchObject({ results_through: "2027-09-19" });
    const twoOfThree = parseScoreboard(
      board("nfl", [
        { id: "401900003", date: "2027-09-26T17:00Z", home: "GB", away: "DET", hs: 27, as: 3 },
        { id: "401900004", date: "2027-09-26T20:25Z", home: "CHI", away: "GB", hs: 21, as: 20 },
        { id: "401900005", date: "2027-09-27T00:20Z", state: "in", home: "DET", away: "CHI", hs: 7, as: 0, detail: "1st Quarter" },
      ]),
    );
    expect(await applyScoreboard(db, twoOfThree.games, codes)).toMatchObject({ updated: 3 });
    // The standings stay at 19 September: Green Bay 1-0, not 2-1 with the day's two finals.
    expect(await standing("green-bay-packers", 2027)).toMatchObject({ wins: 1, losses: 0, games_played: 1, streak: 1, streak_type: "win" });
    expect(await standing("chicago-bears", 2027)).toMatchObject({ wins: 0, losses: 2, games_played: 2 });
    expect(await season52()).toMatchObject({ results_through: "2027-09-19", last_result_date: "2027-09-26", teams_count: 3 });
    // The day's last game ends: the whole day counts.
    const last = parseScoreboard(board("nfl", [{ id: "401900005", date: "2027-09-27T00:20Z", home: "DET", away: "CHI", hs: 24, as: 17 }]));
    await applyScoreboard(db, last.games, codes);
    expect(await standing("green-bay-packers", 2027)).toMatchObject({ wins: 2, losses: 1, games_played: 3, streak: 1, streak_type: "loss" });
    expect(await standing("chicago-bears", 2027)).toMatchObject({ wins: 1, losses: 3 });
    expect(await season52()).toMatchObject({ results_through: "2027-09-26", last_result_date: "2027-09-26" });
  });

  it("gives a season whose first day is not complete no standings and no 'through' date (the feed's first two finals)", async () => {
    // The 2028 season's opening day, three games on the schedule; the feed has two of them final.
    await addNflSeason(53, 2028);
    await addNflFixtures(53, 2028, [
      [530, "2028-09-10", "13:00", 1, 2, "1"],
      [531, "2028-09-10", "16:25", 3, 1, "1"],
      [532, "2028-09-10", "20:20", 2, 3, "1"],
    ]);
    const two = parseScoreboard(
      board("nfl", [
        { id: "402000001", date: "2028-09-10T17:00Z", home: "GB", away: "CHI", hs: 24, as: 7 },
        { id: "402000002", date: "2028-09-10T20:25Z", home: "DET", away: "GB", hs: 17, as: 10 },
      ]),
    );
    expect(await applyScoreboard(db, two.games, codes)).toMatchObject({ updated: 2 });
    expect(await db.query("SELECT team_id FROM standings WHERE season_id = 53")).toEqual([]);
    const [summary] = await db.query<{ card: { teams_count: number; games_count: number; results_through: string | null } }>(
      "SELECT card FROM season_summaries WHERE season_id = 53",
    );
    expect(summary.card).toMatchObject({ teams_count: 3, games_count: 3, results_through: null, last_result_date: "2028-09-10" });
    expect(hasStandings(summary.card)).toBe(false);
  });

  it("never moves a final back, and keeps a final in the feed's own record", async () => {
    const late = parseScoreboard(board("nfl", [{ id: "401700002", date: "2026-09-13T17:00Z", state: "pre", home: "GB", away: "CHI" }]));
    expect(await applyScoreboard(db, late.games, codes)).toMatchObject({ updated: 0, unchanged: 1 });
    expect(await db.query("SELECT status FROM feed_games WHERE event_id = '401700002'")).toEqual([{ status: "final" }]);
  });
});
