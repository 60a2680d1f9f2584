// What a dataset importer hands to the loader: plain records in the project's own terms (league
// slugs, season start years, franchise slugs), each carrying the file and line it came from.
import type { GameStatus } from "../../core/game-status";
import type { LeagueSlug } from "../../core/leagues";
import type { ImportError } from "../csv";

/** Where a record came from: dataset folder, file name inside it, 1-based line. */
export type Origin = { source: string; file: string; line: number };

export type GameType = "regular" | "playoff" | "final";

export type GameRecord = Origin & {
  league: LeagueSlug;
  /** Season start year (the 2023-24 NBA season is 2023; NFL playoff games in January keep the season's year). */
  season: number;
  /** Local calendar date of the game, YYYY-MM-DD. */
  date: string;
  /** Local start time, HH:MM (24 h), when known. */
  time?: string | null;
  /** Franchise slugs (db/seed/<league>/franchises.csv), resolved through ctx.team(). */
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  status: GameStatus;
  /** "final" = the championship-deciding game or series games (Super Bowl, Finals, World Series, Cup Final). */
  type: GameType;
  /** Week label for football ("1".."18", "Wildcard", "Division", "Conference", "Superbowl"). */
  week?: string | null;
  /** Playoff round label when the source has one. */
  round?: string | null;
  venue?: string | null;
  neutralSite?: boolean;
  attendance?: number | null;
  /** "OT", "2OT", "SO", or extra innings count as "10" etc.; null for regulation. */
  overtime?: string | null;
  /**
   * A named part of a season that only some datasets hold (the NBA's 2020 bubble seeding games and
   * play-in): chosen on its own, apart from the season's regular season and postseason (see gamePart).
   */
  segment?: string | null;
  /** Runs, goals or points per period (innings for baseball) when the source has them; null = not played. */
  lineScore?: LineScore | null;
  /**
   * Each club's manager of the game, by the source's person id (Retrosheet's, which Lahman's People
   * table joins as retroID: PersonRecord.retroId); null where the source names none.
   */
  managers?: { home: string | null; away: string | null } | null;
};

export type LineScore = {
  away: Array<number | null>;
  home: Array<number | null>;
  /** Baseball's hits and errors, printed after the runs (R H E). */
  hits?: { away: number; home: number } | null;
  errors?: { away: number; home: number } | null;
};

/**
 * The part of a league-season whose games one dataset supplies: its regular season, its postseason,
 * or a named segment. Sources are chosen per part, so a regular-season dataset and a postseason
 * dataset of the same season can both be kept, never two datasets for the same part.
 */
export function gamePart(game: Pick<GameRecord, "type" | "segment">): string {
  if (game.segment) return `segment:${game.segment}`;
  return game.type === "regular" ? "regular" : "postseason";
}

/** A published team-season line (standings as the source prints them). */
export type TeamSeasonRecord = Origin & {
  league: LeagueSlug;
  season: number;
  team: string;
  wins: number;
  losses: number;
  ties?: number | null;
  overtimeLosses?: number | null;
  pointsFor?: number | null;
  pointsAgainst?: number | null;
  conference?: string | null;
  division?: string | null;
  divisionRank?: number | null;
  madePlayoffs?: boolean | null;
  /** League standings points (hockey). */
  points?: number | null;
  venue?: string | null;
  attendance?: number | null;
};

/** A person as a source knows them; `key` is unique per source: `${source}:${sourceId}`. */
export type PersonRecord = Origin & {
  key: string;
  firstName: string;
  /** Without a generational suffix: that is `suffix` (core/names.ts splitSuffix reads one off a full name). */
  lastName: string;
  /** "Jr.", "Sr.", "II", "III", "IV", "V" (core/names.ts); shown after the name and part of its key. */
  suffix?: string | null;
  birthDate?: string | null;
  birthCity?: string | null;
  birthState?: string | null;
  birthCountry?: string | null;
  deathDate?: string | null;
  college?: string | null;
  heightInches?: number | null;
  weightPounds?: number | null;
  hallOfFame?: boolean | null;
  /** True when the source records deaths: a blank death date then means the person was alive when it was compiled. */
  deathsRecorded?: boolean;
  /**
   * The day the source's people table was compiled (YYYY-MM-DD): of two records of one person, the newer
   * one's fields win (db/load/people-derived.ts mergePeople).
   */
  asOf?: string | null;
  /** True when the record only updates a person another record introduces: it adds no person on its own. */
  amends?: boolean;
  /** Retrosheet's id of the person (Lahman People.retroID): the game logs name managers by it. */
  retroId?: string | null;
};

export type PlayerRecord = Origin & {
  personKey: string;
  league: LeagueSlug;
  position?: string | null;
  firstSeason?: number | null;
  lastSeason?: number | null;
  draftYear?: number | null;
  draftRound?: number | null;
  draftPick?: number | null;
  /** Franchise slug of the drafting team. */
  draftTeam?: string | null;
  jerseyNumber?: string | null;
};

/** One player's season with one team (a roster entry), with that season's statistics. */
export type PlayerSeasonRecord = Origin & {
  personKey: string;
  league: LeagueSlug;
  season: number;
  /** Franchise slug, or null for a multi-team total line. */
  team: string | null;
  position?: string | null;
  jerseyNumber?: string | null;
  isStarter?: boolean | null;
  isCaptain?: boolean | null;
  /** The league the line was played in when not the player's league (e.g. "ABA"); kept apart from his totals. */
  otherLeague?: string | null;
  /** Statistic name -> value, names in snake_case matching the spec's career_stats (games_played, points, hits, home_runs, ...). */
  stats: Record<string, number>;
  /**
   * When two datasets hold the same player-season, the lines of the higher precedence win (0 when
   * unset): the official figures over figures rebuilt from play-by-play, a season's complete file over
   * one that stops in March. See mergeSeasonLines (db/load/people-derived.ts).
   */
  precedence?: number;
};

/**
 * One player's postseason line: a season's playoff figures with one team, by round where the source
 * splits them (Lahman's BattingPost: "WS", "ALCS", "NLDS1"), else the whole postseason (round null).
 * Kept apart from the season lines: no leader list, record or career total reads them (decision 0185).
 */
export type PlayerPostseasonRecord = Origin & {
  personKey: string;
  league: LeagueSlug;
  season: number;
  /** Franchise slug. */
  team: string;
  /** The source's round code, or null when its line is the whole postseason. */
  round: string | null;
  /** Statistic name -> value, named as the season lines name them (games_played, hits, goals, ...). */
  stats: Record<string, number>;
};

export type CoachStintRecord = Origin & {
  personKey: string;
  league: LeagueSlug;
  season: number;
  team: string;
  title: string;
  isHeadCoach: boolean;
  wins?: number | null;
  losses?: number | null;
  ties?: number | null;
  playoffWins?: number | null;
  playoffLosses?: number | null;
  /** 1 = the first of several head coaches that season, in the order they coached. */
  seasonOrder?: number | null;
  /** How the stint began or ended, as the source words it ("Fired after week 4"). */
  note?: string | null;
};

export type AwardRecord = Origin & {
  personKey: string;
  league: LeagueSlug;
  season: number;
  award: string;
};

/** A player's passing, rushing and receiving in one game (a box score line). */
export type PlayerGameStats = {
  completions: number;
  attempts: number;
  passingYards: number;
  passingTouchdowns: number;
  interceptions: number;
  sacks: number;
  sackYards: number;
  rushingAttempts: number;
  rushingYards: number;
  rushingTouchdowns: number;
  receptions: number;
  targets: number;
  receivingYards: number;
  receivingTouchdowns: number;
  /** On sacks, runs and catches together. */
  fumbles: number;
  fumblesLost: number;
};

/**
 * One player's line in one game. The source names no game: it is found by league, season, week (as
 * GameRecord.week writes it: "1".."17", "Wildcard", "Division", "Conference", "Superbowl") and the
 * player's team that day, each team playing once a week.
 */
export type PlayerGameRecord = Origin & {
  league: LeagueSlug;
  season: number;
  week: string;
  /** Franchise slug of the player's team in that game. */
  team: string;
  personKey: string;
  /** The source's own player id (the NFL's GSIS id). */
  sourcePlayerId: string;
  /** The name as the source writes it ("A.Peterson"). */
  name: string;
  stats: PlayerGameStats;
};

/**
 * One game of a seeded tournament whose source gives no date (the NCAA men's tournament): not a game of
 * the games table (a game there needs its date), read only by the brackets (decision 0179).
 */
export type TournamentGameRecord = Origin & {
  league: LeagueSlug;
  season: number;
  /** Teams left in the round: 64, 32, 16, 8, 4 (national semifinals), 2 (title game); 0 = a play-in game. */
  round: number;
  /** Franchise slugs; `winner` advanced (for a no contest, the team the source lists first). */
  winner: string;
  loser: string;
  winnerSeed: number | null;
  loserSeed: number | null;
  winnerScore: number | null;
  loserScore: number | null;
  /** Not played: one team advanced without a game (2021 Oregon-VCU). */
  noContest: boolean;
};

export type ImportSinks = {
  game(record: GameRecord): void;
  teamSeason(record: TeamSeasonRecord): void;
  person(record: PersonRecord): void;
  player(record: PlayerRecord): void;
  playerSeason(record: PlayerSeasonRecord): void;
  playerPostseason(record: PlayerPostseasonRecord): void;
  coachStint(record: CoachStintRecord): void;
  award(record: AwardRecord): void;
  playerGame(record: PlayerGameRecord): void;
  tournamentGame(record: TournamentGameRecord): void;
};

export type ImportContext = ImportSinks & {
  /** Absolute path of this dataset's folder. */
  dir: string;
  /**
   * The franchise slug for a team as the dataset names it in a season, through
   * db/seed/<league>/team-codes.csv. Null when nothing matches: the row is then reported as
   * unmatched with its file and line (the importer skips it; nothing is dropped silently).
   */
  team(league: LeagueSlug, code: string, season: number, where: Origin): string | null;
  /**
   * `team` for a dataset that names teams of several leagues (FBS and FCS programs in one file): the
   * first of `leagues` whose team-codes.csv maps the code, and that league. Null (reported as
   * unmatched once, under the first league) when none does.
   */
  teamIn(leagues: ReadonlyArray<LeagueSlug>, code: string, season: number, where: Origin): { slug: string; league: LeagueSlug } | null;
  /** Report a row the importer skips on purpose (e.g. a non-NHL league row), counted in the summary. */
  skip(where: Origin, reason: string): void;
  /** Stop the whole import: a malformed file. */
  fail(where: Origin, reason: string): ImportError;
  /** Rows read so far in the current file, for the progress bar. */
  progress(rowsRead: number, rowsTotal: number): void;
};

export type DatasetImporter = {
  /** Folder name under SPORTS_DATA_DIR, e.g. "lahman". */
  id: string;
  leagues: Array<LeagueSlug>;
  /** Public page where the dataset is published (for the README and data:fetch). */
  homepage: string;
  /** Raw download base URL (data:fetch appends each file name), e.g. a raw.githubusercontent.com address at the snapshot commit. */
  downloadBase: string | null;
  /** Files this importer reads, relative to the dataset folder. */
  files: Array<string>;
  licence: string;
  /** The attribution line the source asks for, shown on the data sources page; null when none is asked. */
  attribution: string | null;
  /**
   * For games: when two datasets cover the same part of a league-season (its regular season, its
   * postseason, or a named segment: see gamePart), the one with the higher priority is kept for
   * that whole part and the other's games of that part are counted as superseded.
   */
  gamePriority: number;
  /**
   * The `source` of db/seed/<league>/team-codes.csv whose codes this dataset writes, when it is not
   * the dataset's own id: Retrosheet's files all use one set of club codes (retrosheet-gamelogs).
   */
  teamCodes?: string;
  /**
   * The id of a dataset whose files this one reads again (the NFL award lists read the offense table's
   * NFL identity index, db/import/nfl-people.ts): when both are found, the import reads this one right
   * after it on the same thread, where what that dataset's read built is still held.
   */
  readsWith?: string;
  read(ctx: ImportContext): Promise<void>;
};
