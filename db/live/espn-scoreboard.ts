// Reads a scoreboard in the shape of ESPN's public site API (/apis/site/v2/sports/{sport}/{league}/scoreboard)
// into plain game records. Nothing here trusts the input: a malformed document is one FeedError; a
// malformed event is skipped with its reason, and the other events still count.
import { easternClock, easternDate } from "../../core/game-dates";
import type { GameStatus } from "../../core/game-status";
import type { LeagueSlug } from "../../core/leagues";

/** ESPN's league slugs and abbreviations -> ours. */
const LEAGUE_BY_FEED_NAME: Readonly<Record<string, LeagueSlug>> = {
  nfl: "nfl",
  nba: "nba",
  mlb: "mlb",
  nhl: "nhl",
  "college-football": "cfb",
  ncaaf: "cfb",
  "mens-college-basketball": "cbb",
  ncaam: "cbb",
  "college-baseball": "cbs",
  "mens-college-hockey": "chk",
  ncaah: "chk",
};

/** ESPN status names that mean the game was not played when scheduled, whatever the state says. */
const NOT_PLAYED = new Set(["STATUS_POSTPONED", "STATUS_CANCELED", "STATUS_CANCELLED", "STATUS_SUSPENDED", "STATUS_FORFEIT"]);

export type FeedTeam = {
  homeAway: "home" | "away";
  abbreviation: string | null;
  displayName: string | null;
  location: string | null;
  /** Null until the game has started. */
  score: number | null;
  /** Points per period when the feed lists them. */
  periods: Array<number> | null;
};

export type FeedGame = {
  eventId: string;
  league: LeagueSlug;
  /** The start as the feed gives it (UTC). */
  startsAt: string;
  /** The league's calendar day and wall-clock time (America/New_York). */
  date: string;
  time: string;
  /** season.year as the feed writes it (ESPN names basketball and hockey seasons by their end year). */
  seasonYear: number | null;
  /** season.type: 1 preseason, 2 regular season, 3 postseason. */
  seasonType: number | null;
  week: number | null;
  status: GameStatus;
  /** status.type.name, e.g. STATUS_FINAL. */
  statusName: string | null;
  /** The feed's words for the status ("Final/OT", "Halftime", "Canceled"). */
  statusDetail: string | null;
  period: number | null;
  displayClock: string | null;
  /** A final decided after regulation, as the feed marks it ("Final/OT" -> "OT", "Final/2OT" -> "2OT", "Final/SO" -> "SO"). */
  overtime: string | null;
  venue: { name: string | null; city: string | null; state: string | null } | null;
  attendance: number | null;
  neutralSite: boolean | null;
  home: FeedTeam;
  away: FeedTeam;
};

export type SkippedEvent = { eventId: string | null; reason: string };
export type ParsedScoreboard = { league: LeagueSlug; games: Array<FeedGame>; skipped: Array<SkippedEvent> };

export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedError";
  }
}

class EventError extends Error {}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function objectAt(value: unknown): Json | null {
  return isObject(value) ? value : null;
}

/** Longest text kept from a feed (names, venues, clocks); longer is cut. */
const MAX_TEXT = 120;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, MAX_TEXT) : null;
}

/** A whole number within bounds, else null: nothing a feed sends may overflow a column. */
function bounded(value: unknown, min: number, max: number): number | null {
  const number = whole(value);
  return number !== null && number >= min && number <= max ? number : null;
}

const MAX_SCORE = 999;

/** A whole number given as a number or as digits in a string; anything else is null. */
function whole(value: unknown): number | null {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** The feed's status -> ours: the name wins for games not played; otherwise pre, in, post. */
export function statusFromFeed(state: string | null, name: string | null): GameStatus | null {
  if (name && NOT_PLAYED.has(name.toUpperCase())) return "postponed";
  switch (state) {
    case "pre":
      return "scheduled";
    case "in":
      return "live";
    case "post":
      return "final";
    default:
      return null;
  }
}

/** "OT", "2OT" or "SO" when the status words of a final say the game went past regulation ("Final/OT"). */
export function overtimeFromFeed(...words: ReadonlyArray<string | null>): string | null {
  for (const word of words) {
    const match = word ? /\/\s*(\d?OT|SO)\b/i.exec(word) : null;
    if (match) return match[1].toUpperCase();
  }
  return null;
}

/** The league a scoreboard is for: leagues[0].slug, else its abbreviation. */
export function leagueOfScoreboard(document: Json): LeagueSlug | null {
  const leagues = document.leagues;
  const first = Array.isArray(leagues) ? objectAt(leagues[0]) : null;
  if (!first) return null;
  for (const key of ["slug", "abbreviation"]) {
    const name = text(first[key])?.toLowerCase();
    if (name && LEAGUE_BY_FEED_NAME[name]) return LEAGUE_BY_FEED_NAME[name];
  }
  return null;
}

/** Parses a scoreboard document (already JSON-decoded). Throws FeedError when it is not one. */
export function parseScoreboard(document: unknown): ParsedScoreboard {
  if (!isObject(document)) throw new FeedError("The feed is not a JSON object.");
  const league = leagueOfScoreboard(document);
  if (!league) throw new FeedError("The feed names no league we know (leagues[0].slug or abbreviation).");
  if (!Array.isArray(document.events)) throw new FeedError("The feed has no events list.");
  const games: Array<FeedGame> = [];
  const skipped: Array<SkippedEvent> = [];
  const seen = new Set<string>();
  for (const raw of document.events) {
    const eventId = isObject(raw) ? idOf(raw.id) : null;
    try {
      if (!isObject(raw)) throw new EventError("the event is not an object");
      const game = parseEvent(raw, league, document);
      if (seen.has(game.eventId)) throw new EventError("the event is listed twice");
      seen.add(game.eventId);
      games.push(game);
    } catch (error) {
      if (!(error instanceof EventError)) throw error;
      skipped.push({ eventId, reason: error.message });
    }
  }
  return { league, games, skipped };
}

function idOf(value: unknown): string | null {
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return String(value);
  const id = text(value);
  return id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

function parseEvent(event: Json, league: LeagueSlug, document: Json): FeedGame {
  const eventId = idOf(event.id);
  if (!eventId) throw new EventError("the event has no id");
  const competition = Array.isArray(event.competitions) ? objectAt(event.competitions[0]) : null;
  if (!competition) throw new EventError("the event has no competition");
  const startsAt = text(event.date) ?? text(competition.date);
  const instant = startsAt ? new Date(startsAt) : null;
  if (!startsAt || !instant || Number.isNaN(instant.getTime())) throw new EventError("the event has no readable date");

  const status = objectAt(event.status) ?? objectAt(competition.status);
  const type = objectAt(status?.type);
  const statusName = text(type?.name);
  const gameStatus = statusFromFeed(text(type?.state), statusName);
  if (!gameStatus) throw new EventError("the event's status.type.state is not pre, in or post");

  const competitors = Array.isArray(competition.competitors) ? competition.competitors : [];
  const home = competitors.map(objectAt).find((c) => c?.homeAway === "home");
  const away = competitors.map(objectAt).find((c) => c?.homeAway === "away");
  if (!home || !away) throw new EventError("the event does not list a home and an away team");
  const played = gameStatus === "live" || gameStatus === "final";
  const homeTeam = parseCompetitor(home, "home", played);
  const awayTeam = parseCompetitor(away, "away", played);
  if (gameStatus === "final" && (homeTeam.score === null || awayTeam.score === null)) {
    throw new EventError("a final game without both scores");
  }

  const season = objectAt(event.season) ?? objectAt(document.season);
  const week = objectAt(event.week) ?? objectAt(document.week);
  const venue = objectAt(competition.venue);
  const address = objectAt(venue?.address);
  const attendance = bounded(competition.attendance, 0, 1_000_000);
  return {
    eventId,
    league,
    startsAt,
    date: easternDate(instant),
    time: easternClock(instant),
    seasonYear: bounded(season?.year, 1850, 2200),
    seasonType: bounded(season?.type, 0, 9),
    week: bounded(week?.number, 0, 99),
    status: gameStatus,
    statusName,
    statusDetail: text(type?.description) ?? text(type?.detail),
    period: gameStatus === "live" ? bounded(status?.period, 0, 99) : null,
    displayClock: gameStatus === "live" ? text(status?.displayClock) : null,
    overtime: gameStatus === "final" ? overtimeFromFeed(text(type?.detail), text(type?.shortDetail), text(type?.description)) : null,
    venue: venue ? { name: text(venue.fullName), city: text(address?.city), state: text(address?.state) } : null,
    attendance: attendance !== null && attendance > 0 ? attendance : null,
    neutralSite: typeof competition.neutralSite === "boolean" ? competition.neutralSite : null,
    home: homeTeam,
    away: awayTeam,
  };
}

function parseCompetitor(competitor: Json, side: "home" | "away", played: boolean): FeedTeam {
  const team = objectAt(competitor.team);
  const abbreviation = text(team?.abbreviation);
  const displayName = text(team?.displayName);
  const location = text(team?.location);
  if (!abbreviation && !displayName && !location) throw new EventError(`the ${side} team has no abbreviation or name`);
  let score: number | null = null;
  if (played) {
    const raw = competitor.score;
    // ESPN writes the score as a string of digits; a number is read too, anything else is refused.
    if (raw !== undefined && raw !== null && raw !== "") {
      score = whole(raw);
      if (score === null || score < 0) throw new EventError(`the ${side} score is not a whole number`);
      if (score > MAX_SCORE) throw new EventError(`the ${side} score is out of range`);
    }
  }
  const lines = Array.isArray(competitor.linescores) ? competitor.linescores : null;
  const periods = lines && lines.length <= 30 ? lines.map((line) => bounded(objectAt(line)?.value, 0, MAX_SCORE)) : null;
  return {
    homeAway: side,
    abbreviation,
    displayName,
    location,
    score,
    periods: periods && periods.length > 0 && periods.every((n): n is number => n !== null && n >= 0) ? periods : null,
  };
}
