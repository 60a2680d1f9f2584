// Writes a parsed scoreboard into the games table, in one transaction: each event is matched by its
// feed event id, else by league, date and teams; teams go through the one team-code mapping. A stored
// result is never lost: a final score from a dataset is kept, and a feed never moves a final game back.
import type { SportSlug } from "../../core/sports";
import { seasonLabel } from "../../core/seasons";
import { seasonOfDate } from "../../core/game-dates";
import type { Database, Sql } from "../database";
import { refreshSeasons } from "../load/derive-seasons";
import { writeBrackets } from "../load/steps/postseason-brackets";
import type { TeamCodes } from "../import/team-codes";
import type { LeagueSlug } from "../../core/leagues";
import type { FeedGame, FeedTeam, SkippedEvent } from "./espn-scoreboard";

/** The source name of the feed's team codes in db/seed/<league>/team-codes.csv, and of the games it adds. */
export const FEED_SOURCE = "espn-scoreboard";

/** Other sources of the mapping whose codes are the teams' ESPN locations or names (college teams). */
const NAME_SOURCES: Partial<Record<LeagueSlug, ReadonlyArray<string>>> = {
  cfb: ["cfb-teams-espn-2024"],
  cbb: ["ncaa-march-madness"],
};

/** What changed, for invalidating what shows it. */
export type ChangedGame = {
  id: number;
  seasonId: number;
  league: LeagueSlug;
  date: string;
  season: number;
  homeSlug: string;
  awaySlug: string;
  status: string;
};

export type ApplyOutcome = {
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: Array<SkippedEvent>;
  changed: Array<ChangedGame>;
};

type StoredGame = {
  id: number;
  season_id: number;
  game_date: string;
  status: string;
  home_score: number | null;
  away_score: number | null;
  period: number | null;
  display_clock: string | null;
  status_detail: string | null;
  game_time: string | null;
  venue_name: string | null;
  attendance: number | null;
  feed_event_id: string | null;
  line_score: unknown;
  overtime: string | null;
  source: string;
};

export type ApplyOptions = {
  now?: Date;
  /** Keep each game in feed_games, the feed's own record that an import re-applies (default true). */
  record?: boolean;
  /** Rebuild the changed seasons' standings and figures in the same transaction (default true). */
  refresh?: boolean;
};

/** The franchise a feed team is, through the team-code mapping (abbreviation, then name, then location). */
export function resolveFeedTeam(codes: TeamCodes, league: LeagueSlug, season: number, team: FeedTeam): string | null {
  const candidates = [team.abbreviation, team.displayName, team.location].filter((code): code is string => code !== null);
  for (const code of candidates) {
    const hit = codes.resolve(league, FEED_SOURCE, code, season);
    if (hit) return hit;
  }
  for (const source of NAME_SOURCES[league] ?? []) {
    for (const code of [team.location, team.displayName]) {
      const hit = code ? codes.resolve(league, source, code, season) : null;
      if (hit) return hit;
    }
  }
  return null;
}

/** The season (start year) of a feed game: ESPN names basketball and hockey seasons by the year they end. */
export function seasonOfFeedGame(game: FeedGame, sport: SportSlug): number {
  if (game.seasonYear !== null && game.seasonYear > 1800) {
    return sport === "basketball" || sport === "hockey" ? game.seasonYear - 1 : game.seasonYear;
  }
  return seasonOfDate(game.date, sport);
}

function lineScoreOf(game: FeedGame): { away: Array<number>; home: Array<number> } | null {
  return game.home.periods && game.away.periods ? { away: game.away.periods, home: game.home.periods } : null;
}

type League = { id: number; sport: SportSlug; abbreviation: string };

async function leagueRow(sql: Sql, slug: LeagueSlug): Promise<League | null> {
  const rows = await sql.query<League>("SELECT l.id, s.slug AS sport, l.abbreviation FROM leagues l JOIN sports s ON s.id = l.sport_id WHERE l.slug = $1", [
    slug,
  ]);
  return rows[0] ?? null;
}

/** The season's row, added (with the loader's slug, name and label rules) when the feed is the first to reach it. */
async function seasonId(sql: Sql, league: League, slug: LeagueSlug, year: number): Promise<number> {
  const found = await sql.query<{ id: number }>("SELECT id FROM seasons WHERE league_id = $1 AND start_year = $2", [league.id, year]);
  if (found[0]) return found[0].id;
  const label = seasonLabel(year, league.sport);
  const added = await sql.query<{ id: number }>(
    `INSERT INTO seasons (id, slug, league_id, start_year, end_year, name, label)
     SELECT coalesce(max(id), 0) + 1, $1::text, $2::int, $3::int, $4::int, $5::text, $6::text FROM seasons RETURNING id`,
    [`${year}-${slug}-season`, league.id, year, league.sport === "baseball" ? year : year + 1, `${label} ${league.abbreviation} Season`, label],
  );
  return added[0].id;
}

/** A jsonb parameter: SQL NULL for nothing (never the JSON value null). */
function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Applies the games of one scoreboard in one transaction; unknown teams are skipped (and reported), never guessed. */
export async function applyScoreboard(db: Database, games: ReadonlyArray<FeedGame>, codes: TeamCodes, now: Date = new Date()): Promise<ApplyOutcome> {
  return db.transaction((tx) => applyFeedGames(tx, games, codes, { now }));
}

/**
 * Whether a part of a season (its regular season, or its postseason) is whole in a dataset: it has
 * dataset games and none of them is still to be played. Then that dataset supplies the part, and a feed
 * game it does not hold is not added (one source per part of a season, decision 0080).
 */
async function partWholeInDataset(tx: Sql, seasonId: number, regular: boolean): Promise<boolean> {
  const [row] = await tx.query<{ held: number; open: number }>(
    `SELECT count(*)::int AS held, count(*) FILTER (WHERE status IN ('scheduled', 'live'))::int AS open
     FROM games WHERE season_id = $1 AND (game_type = 'regular') = $2 AND source <> $3`,
    [seasonId, regular, FEED_SOURCE],
  );
  return row.held > 0 && row.open === 0;
}

/**
 * Applies feed games inside the caller's transaction: matched by event id, else by league, Eastern date
 * and teams (a dataset's fixture of the same game becomes this game); then the feed's own record and
 * the changed seasons' derived tables, in the same transaction.
 */
export async function applyFeedGames(tx: Sql, games: ReadonlyArray<FeedGame>, codes: TeamCodes, options: ApplyOptions = {}): Promise<ApplyOutcome> {
  const now = options.now ?? new Date();
  {
    const outcome: ApplyOutcome = { inserted: 0, updated: 0, unchanged: 0, skipped: [], changed: [] };
    const leagues = new Map<LeagueSlug, League | null>();
    const wholeParts = new Map<string, boolean>();
    const recorded: Array<FeedGame> = [];
    for (const game of games) {
      if (game.seasonType === 1) {
        outcome.skipped.push({ eventId: game.eventId, reason: "a preseason game (not kept)" });
        continue;
      }
      if (!leagues.has(game.league)) leagues.set(game.league, await leagueRow(tx, game.league));
      const league = leagues.get(game.league);
      if (!league) {
        outcome.skipped.push({ eventId: game.eventId, reason: `league ${game.league} is not in the database` });
        continue;
      }
      const season = seasonOfFeedGame(game, league.sport);
      const homeSlug = resolveFeedTeam(codes, game.league, season, game.home);
      const awaySlug = resolveFeedTeam(codes, game.league, season, game.away);
      const unknown = [homeSlug ? null : game.home, awaySlug ? null : game.away].filter((t): t is FeedTeam => t !== null);
      if (unknown.length > 0 || !homeSlug || !awaySlug) {
        const names = unknown.map((t) => t.abbreviation ?? t.displayName ?? t.location).join(", ");
        outcome.skipped.push({ eventId: game.eventId, reason: `unknown team ${names}` });
        continue;
      }
      const teams = await tx.query<{ id: number; slug: string }>("SELECT id, slug FROM teams WHERE slug = ANY($1::text[])", [[homeSlug, awaySlug]]);
      const homeId = teams.find((t) => t.slug === homeSlug)?.id;
      const awayId = teams.find((t) => t.slug === awaySlug)?.id;
      if (homeId === undefined || awayId === undefined) {
        outcome.skipped.push({ eventId: game.eventId, reason: `team ${homeId === undefined ? homeSlug : awaySlug} is not in the database` });
        continue;
      }
      const stored =
        (await tx.query<StoredGame>("SELECT * FROM games WHERE feed_event_id = $1", [game.eventId]))[0] ??
        (
          await tx.query<StoredGame>(
            `SELECT * FROM games WHERE league_id = $1 AND game_date = $2::date AND home_team_id = $3 AND away_team_id = $4
               AND feed_event_id IS NULL ORDER BY id LIMIT 1`,
            [league.id, game.date, homeId, awayId],
          )
        )[0];
      recorded.push(game);
      if (!stored) {
        const sid = await seasonId(tx, league, game.league, season);
        const regular = game.seasonType !== 3;
        const partKey = `${sid}|${regular}`;
        if (!wholeParts.has(partKey)) wholeParts.set(partKey, await partWholeInDataset(tx, sid, regular));
        if (wholeParts.get(partKey)) {
          outcome.skipped.push({ eventId: game.eventId, reason: "superseded: a dataset holds this part of the season whole" });
          continue;
        }
        const played = game.status === "live" || game.status === "final";
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO games (league_id, season_id, season_start_year, game_date, game_time, home_team_id, away_team_id,
             home_score, away_score, status, game_type, week, venue_name, neutral_site, attendance, source, feed_event_id,
             period, display_clock, status_detail, line_score, updated_at, overtime)
           VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21::jsonb, $22, $23)
           RETURNING id`,
          [
            league.id,
            sid,
            season,
            game.date,
            game.time,
            homeId,
            awayId,
            played ? game.home.score : null,
            played ? game.away.score : null,
            game.status,
            game.seasonType === 3 ? "playoff" : "regular",
            game.week === null ? null : String(game.week),
            game.venue?.name ?? null,
            game.neutralSite ?? false,
            game.attendance,
            FEED_SOURCE,
            game.eventId,
            game.period,
            game.displayClock,
            game.statusDetail,
            jsonOrNull(lineScoreOf(game)),
            now.toISOString(),
            game.overtime,
          ],
        );
        outcome.inserted++;
        outcome.changed.push({ id: inserted[0].id, seasonId: sid, league: game.league, date: game.date, season, homeSlug, awaySlug, status: game.status });
        continue;
      }
      const next = nextState(stored, game);
      if (!next) {
        outcome.unchanged++;
        continue;
      }
      await tx.query(
        `UPDATE games SET status = $2, home_score = $3, away_score = $4, period = $5, display_clock = $6, status_detail = $7,
           game_time = $8, venue_name = $9, attendance = $10, feed_event_id = $11, line_score = $12::jsonb, updated_at = $13,
           overtime = $14, source = $15, game_date = $16::date
         WHERE id = $1`,
        [
          stored.id,
          next.status,
          next.home_score,
          next.away_score,
          next.period,
          next.display_clock,
          next.status_detail,
          next.game_time,
          next.venue_name,
          next.attendance,
          game.eventId,
          jsonOrNull(next.line_score),
          now.toISOString(),
          next.overtime,
          next.source,
          next.game_date,
        ],
      );
      outcome.updated++;
      outcome.changed.push({
        id: stored.id,
        seasonId: stored.season_id,
        league: game.league,
        date: next.game_date,
        season,
        homeSlug,
        awaySlug,
        status: next.status,
      });
    }
    if (options.record !== false) await recordFeedGames(tx, recorded, now);
    if (options.refresh !== false) {
      const seasons = [...new Set(outcome.changed.map((game) => game.seasonId))];
      await refreshSeasons(tx, seasons);
      // A postseason being played fills its bracket as its games come in (decision 0167): only the seasons
      // whose changed games include a postseason game (rewriting a bracket on every regular-season write
      // held the database past its statement limit during a season sync).
      const postseason = await tx.query<{ season_id: number }>("SELECT DISTINCT season_id FROM games WHERE id = ANY($1::int[]) AND game_type <> 'regular'", [
        outcome.changed.map((game) => game.id),
      ]);
      for (const { season_id } of postseason) await writeBrackets(tx, season_id);
    }
    return outcome;
  }
}

/**
 * The feed's own record of its games, as it last gave them (an import re-applies it). A final stays
 * final here too: a late "pre" or "in" for a final event is not recorded.
 */
async function recordFeedGames(tx: Sql, games: ReadonlyArray<FeedGame>, now: Date): Promise<void> {
  if (games.length === 0) return;
  await tx.query(
    `INSERT INTO feed_games (event_id, league, game_date, status, game, updated_at)
     SELECT u.event_id, u.league, u.game_date::date, u.status, u.game::jsonb, $6
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS u(event_id, league, game_date, status, game)
     ON CONFLICT (event_id) DO UPDATE SET league = EXCLUDED.league, game_date = EXCLUDED.game_date, status = EXCLUDED.status,
       game = EXCLUDED.game, updated_at = EXCLUDED.updated_at
     WHERE NOT (feed_games.status = 'final' AND EXCLUDED.status <> 'final') AND feed_games.game IS DISTINCT FROM EXCLUDED.game`,
    [
      games.map((g) => g.eventId),
      games.map((g) => g.league),
      games.map((g) => g.date),
      games.map((g) => g.status),
      games.map((g) => JSON.stringify(g)),
      now.toISOString(),
    ],
  );
}

/** Every game the feed has recorded, oldest first (an import re-applies them). */
export async function recordedFeedGames(sql: Sql): Promise<Array<FeedGame>> {
  const rows = await sql.query<{ game: FeedGame }>("SELECT game FROM feed_games ORDER BY game_date, event_id");
  return rows.map((row) => row.game);
}

/**
 * The stored game after this feed event, or null when nothing changes. A final game stays final (a
 * replayed or late "pre"/"in" never moves it back), a dataset's final score is kept as published, and
 * what the feed leaves out (venue, attendance, line score) keeps its stored value.
 */
export function nextState(stored: StoredGame, game: FeedGame): StoredGame | null {
  const fromDataset = stored.source !== FEED_SOURCE;
  const keepResult = stored.status === "final" && (fromDataset || game.status !== "final");
  const played = game.status === "live" || game.status === "final";
  const next: StoredGame = keepResult
    ? { ...stored }
    : {
        ...stored,
        status: game.status,
        home_score: played ? (game.home.score ?? stored.home_score) : null,
        away_score: played ? (game.away.score ?? stored.away_score) : null,
        period: game.period,
        display_clock: game.displayClock,
        status_detail: game.statusDetail,
        game_time: game.time,
        game_date: game.date,
        line_score: lineScoreOf(game) ?? stored.line_score,
        overtime: game.status === "final" ? game.overtime : null,
        // A result the feed writes is the feed's (a dataset's fixture becomes the feed's game).
        source: game.status === "final" || game.status === "live" ? FEED_SOURCE : stored.source,
      };
  if (!keepResult || !fromDataset) {
    next.venue_name = game.venue?.name ?? stored.venue_name;
    next.attendance = game.attendance ?? stored.attendance;
  }
  const same =
    stored.feed_event_id === game.eventId &&
    (Object.keys(next) as Array<keyof StoredGame>).every((key) => (key === "line_score" ? sameJson(next[key], stored[key]) : next[key] === stored[key]));
  return same ? null : next;
}
