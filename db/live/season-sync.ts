// The season sync (issue 23, decision 0120): for each feed URL whose league is playing a season (or its
// postseason), the same scoreboard is asked for date ranges with the feed's own parameters
// (`?dates=YYYYMMDD-YYYYMMDD&limit=1000`, at most 31 days a range), from the season's first day (or
// the first day not yet complete in our data) to 14 days ahead. Each answer is written in one
// transaction with the sync's progress, so a server killed mid-sync loses nothing and resumes.
// A malformed, empty, partial or slow answer changes nothing and is retried with the doubling delay.
import { addDays, daysBetween, easternDate } from "../../core/game-dates";
import { UNSETTLED_GAME_STATUSES } from "../../core/game-status";
import { retryDelay } from "../../core/retry";
import { seasonCloses, seasonOpenedBy, seasonOpens, seasonState } from "../../core/season-status";
import type { Sql } from "../database";
import type { LeagueSlug } from "../../core/leagues";
import { FeedError, leagueOfScoreboard, parseScoreboard, type ParsedScoreboard } from "./espn-scoreboard";

/** The longest range one request asks for, and the most events it asks to be listed. */
export const MAX_RANGE_DAYS = 31;
export const RANGE_LIMIT = 1000;
/** How far ahead the schedule is asked for. */
export const DAYS_AHEAD = 14;
/**
 * The sync starts this many days before the league's calendar opening: a season may open early (the
 * NHL's 2026-27 on 2026-09-29, before its window's 1 October). Preseason events are not kept.
 */
export const DAYS_BEFORE_OPENING = 14;
/** Attempts at one range before this round of the sync gives up (the next round resumes where it stopped). */
export const RANGE_ATTEMPTS = 6;
/** An empty answer is asked again this many times before the range is taken as one without games. */
export const EMPTY_ATTEMPTS = 3;

export type DateRange = { from: string; to: string };

/** SEASON_SYNC_INTERVAL_S in milliseconds: a positive number of seconds, default 21600 (6 hours). */
export function seasonSyncIntervalMs(value: string | undefined): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 21_600_000;
}

/** Consecutive ranges of at most `maxDays` days covering from..to (both included). */
export function dateRanges(from: string, to: string, maxDays: number = MAX_RANGE_DAYS): Array<DateRange> {
  const ranges: Array<DateRange> = [];
  for (let start = from; start <= to; start = addDays(start, maxDays)) {
    const end = addDays(start, maxDays - 1);
    ranges.push({ from: start, to: end < to ? end : to });
  }
  return ranges;
}

const compact = (isoDate: string) => isoDate.replace(/-/g, "");

/** The feed URL asking for a range: its own parameters kept, `dates` and `limit` set. */
export function rangeUrl(base: string, range: DateRange, limit: number = RANGE_LIMIT): string {
  const url = new URL(base);
  url.searchParams.set("dates", range.from === range.to ? compact(range.from) : `${compact(range.from)}-${compact(range.to)}`);
  url.searchParams.set("limit", String(limit));
  return url.toString();
}

/** A range's two halves (paging: an answer as long as the limit may have left events out). */
export function halves(range: DateRange): [DateRange, DateRange] {
  const days = daysBetween(range.from, range.to) + 1;
  const mid = addDays(range.from, Math.floor(days / 2) - 1);
  return [
    { from: range.from, to: mid },
    { from: addDays(mid, 1), to: range.to },
  ];
}

export type SeasonFacts = { seasonId: number | null; titleDecided: boolean; firstGameDate: string | null; completeThrough: string | null };

export type SyncPlan = { league: LeagueSlug; season: number; from: string; to: string; ranges: Array<DateRange> } | null;

/**
 * What a league's sync asks for today: nothing unless the season it has opened is in progress (by the
 * one rule, decision 0082); else from its first day (two weeks before the calendar's opening day, or an
 * earlier first game we hold), or the day after the last complete one, to 14 days ahead (not past the
 * season's close).
 */
export function syncPlan(league: LeagueSlug, now: Date, facts: (season: number) => SeasonFacts): SyncPlan {
  const season = seasonOpenedBy(league, now);
  const held = facts(season);
  const state = seasonState({ league, startYear: season, titleDecided: held.titleDecided, firstGameDate: held.firstGameDate }, now);
  if (state !== "in_progress") return null;
  const today = easternDate(now);
  const opens = addDays(seasonOpens(league, season), -DAYS_BEFORE_OPENING);
  const first = held.firstGameDate && held.firstGameDate < opens ? held.firstGameDate : opens;
  const from = held.completeThrough && held.completeThrough >= first ? addDays(held.completeThrough, 1) : first;
  const ahead = addDays(today, DAYS_AHEAD);
  const closes = seasonCloses(league, season);
  const to = ahead < closes ? ahead : closes;
  if (from > to) return null;
  return { league, season, from, to, ranges: dateRanges(from, to) };
}

/** What the database holds of a league-season, for the plan. */
export async function seasonFacts(sql: Sql, league: LeagueSlug, season: number): Promise<SeasonFacts> {
  const [row] = await sql.query<{ season_id: number | null; title_decided: boolean | null; first_game_date: string | null; complete_through: string | null }>(
    `SELECT se.id AS season_id, ss.title_decided, ss.first_game_date::text AS first_game_date,
            (SELECT complete_through::text FROM feed_sync_state f WHERE f.league = $1 AND f.season_start_year = $2) AS complete_through
     FROM leagues l LEFT JOIN seasons se ON se.league_id = l.id AND se.start_year = $2
     LEFT JOIN season_summaries ss ON ss.season_id = se.id
     WHERE l.slug = $1`,
    [league, season],
  );
  return {
    seasonId: row?.season_id ?? null,
    titleDecided: row?.title_decided ?? false,
    firstGameDate: row?.first_game_date ?? null,
    completeThrough: row?.complete_through ?? null,
  };
}

/**
 * After an answer for `range` is written: the days from the sync's start through the day before the
 * first one (before today) that still has a game to be played are complete. Only a range that follows
 * the complete days moves them on. In the answer's transaction.
 */
export async function recordProgress(sql: Sql, plan: NonNullable<SyncPlan>, range: DateRange, today: string): Promise<string | null> {
  const [state] = await sql.query<{ complete_through: string | null }>(
    "SELECT complete_through::text AS complete_through FROM feed_sync_state WHERE league = $1 AND season_start_year = $2",
    [plan.league, plan.season],
  );
  const current = state?.complete_through ?? null;
  const follows = current === null ? range.from <= plan.from : range.from <= addDays(current, 1);
  const lastPast = addDays(today, -1);
  let through = current;
  if (follows && range.from <= lastPast) {
    const end = range.to < lastPast ? range.to : lastPast;
    const [open] = await sql.query<{ day: string | null }>(
      `SELECT min(g.game_date)::text AS day FROM games g JOIN leagues l ON l.id = g.league_id
       WHERE l.slug = $1 AND g.season_start_year = $2 AND g.game_date BETWEEN $3::date AND $4::date AND g.status = ANY($5::text[])`,
      [plan.league, plan.season, range.from, end, [...UNSETTLED_GAME_STATUSES]],
    );
    const candidate = open?.day ? addDays(open.day, -1) : end;
    if (current === null || candidate > current) through = candidate;
  }
  await sql.query(
    `INSERT INTO feed_sync_state (league, season_start_year, complete_through, last_answer_at) VALUES ($1, $2, $3::date, now())
     ON CONFLICT (league, season_start_year) DO UPDATE SET complete_through = EXCLUDED.complete_through, last_answer_at = now()`,
    [plan.league, plan.season, through],
  );
  return through;
}

/** Checks an answer for a range: a scoreboard of the league asked, with every event inside the range. */
export function checkRangeAnswer(document: unknown, league: LeagueSlug, range: DateRange): ParsedScoreboard {
  const board = parseScoreboard(document);
  if (board.league !== league) throw new FeedError(`the answer is for ${board.league}, not ${league}`);
  const outside = board.games.find((game) => game.date < addDays(range.from, -1) || game.date > addDays(range.to, 1));
  // A day's margin: ESPN files a late game by its own calendar day, we by the Eastern one.
  if (outside) throw new FeedError(`the answer is not for the dates asked (event ${outside.eventId} on ${outside.date})`);
  return board;
}

export type SyncLog = { info(message: string): void; warn(message: string): void };

export type SeasonSyncOptions = {
  urls: ReadonlyArray<string>;
  fetchDocument(url: string): Promise<unknown>;
  /** The database's facts of a league-season (seasonFacts). */
  facts(league: LeagueSlug, season: number): Promise<SeasonFacts>;
  /** Writes one good answer and the sync's progress in one transaction; returns the new complete-through day. */
  apply(board: ParsedScoreboard, plan: NonNullable<SyncPlan>, range: DateRange): Promise<void>;
  now?: () => Date;
  log?: SyncLog;
  sleep?: (ms: number) => Promise<void>;
  limit?: number;
  /** Stops waiting and asking (server shutdown). */
  signal?: AbortSignal;
};

export type SyncReport = { league: LeagueSlug | null; url: string; answers: number; events: number; complete: boolean; plan: SyncPlan };

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref?.();
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** One document, retried with the doubling delay until it is good or the attempts run out (null). */
async function ask<T>(options: SeasonSyncOptions, url: string, read: (document: unknown) => T, isEmpty: (value: T) => boolean): Promise<T | null> {
  const log = options.log ?? console;
  const sleep = options.sleep ?? ((ms: number) => wait(ms, options.signal));
  let empties = 0;
  for (let attempt = 0; attempt < RANGE_ATTEMPTS && !options.signal?.aborted; attempt++) {
    try {
      const value = read(await options.fetchDocument(url));
      if (!isEmpty(value)) return value;
      empties++;
      if (empties >= EMPTY_ATTEMPTS) return value;
      throw new FeedError("the answer lists no events");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelay(attempt);
      log.warn(`season sync ${url}: ${reason}; nothing changed, retrying in ${delay / 1000} s`);
      await sleep(delay);
    }
  }
  return null;
}

/** One round of the sync for every URL; each URL's league from its own scoreboard. */
export async function syncSeasons(options: SeasonSyncOptions): Promise<Array<SyncReport>> {
  const reports: Array<SyncReport> = [];
  for (const url of options.urls) reports.push(await syncOne(options, url));
  return reports;
}

async function syncOne(options: SeasonSyncOptions, url: string): Promise<SyncReport> {
  const log = options.log ?? console;
  const now = (options.now ?? (() => new Date()))();
  const report: SyncReport = { league: null, url, answers: 0, events: 0, complete: false, plan: null };
  const league = await ask(
    options,
    url,
    (document) => {
      const found = document && typeof document === "object" ? leagueOfScoreboard(document as Record<string, unknown>) : null;
      if (!found) throw new FeedError("the feed names no league we know (leagues[0].slug or abbreviation)");
      return found;
    },
    () => false,
  );
  if (!league) return report;
  report.league = league;
  const facts = new Map<number, SeasonFacts>();
  for (const season of [now.getUTCFullYear() - 1, now.getUTCFullYear()]) facts.set(season, await options.facts(league, season));
  const plan = syncPlan(league, now, (season) => facts.get(season) ?? { seasonId: null, titleDecided: false, firstGameDate: null, completeThrough: null });
  report.plan = plan;
  if (!plan) {
    log.info(`season sync ${league}: no season in progress, or every day of it is complete`);
    report.complete = true;
    return report;
  }
  log.info(`season sync ${league} ${plan.season}: ${plan.from} to ${plan.to} in ${plan.ranges.length} range(s)`);
  const limit = options.limit ?? RANGE_LIMIT;
  const queue = [...plan.ranges];
  while (queue.length > 0) {
    if (options.signal?.aborted) return report;
    const range = queue.shift()!;
    const board = await ask(
      options,
      rangeUrl(url, range, limit),
      (document) => checkRangeAnswer(document, league, range),
      (b) => b.games.length + b.skipped.length === 0,
    );
    if (!board) {
      log.warn(`season sync ${league} ${plan.season}: ${range.from} to ${range.to} not answered well; the next round resumes here`);
      return report;
    }
    const listed = board.games.length + board.skipped.length;
    if (listed >= limit && range.from < range.to) {
      // As long as the limit: there may be more. Each half is asked on its own.
      queue.unshift(...halves(range));
      continue;
    }
    await options.apply(board, plan, range);
    report.answers++;
    report.events += board.games.length;
  }
  report.complete = true;
  log.info(`season sync ${league} ${plan.season}: done (${report.answers} answers, ${report.events} events)`);
  return report;
}
