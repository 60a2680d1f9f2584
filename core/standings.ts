// The standings rules, in one place: records and points by sport and era, win percentage, games
// behind, the order of a table, ranks and playoff positions. Used by the importer (which stores
// ranks and positions once), the API and the pages.
import type { SportSlug } from "./sports";

/** From 1999-2000 an overtime loss earns a point and is counted apart from losses. */
export const FIRST_OT_LOSS_SEASON = 1999;
/** From 2005-06 the shootout ends every tied game: no more ties. */
export const FIRST_SHOOTOUT_SEASON = 2005;

export type RecordCounts = { wins: number; losses: number; ties: number; otLosses: number };

/** Which columns a hockey season's record has: ties until 2004-05, overtime losses from 1999-2000. */
export function hockeyRecordColumns(season: number): { ties: boolean; otLosses: boolean } {
  return { ties: season < FIRST_SHOOTOUT_SEASON, otLosses: season >= FIRST_OT_LOSS_SEASON };
}

/** Whether a regular-season loss in overtime (or a shootout) is an overtime loss, worth a point. */
export function countsAsOvertimeLoss(sport: SportSlug, season: number, overtime: string | null | undefined): boolean {
  return sport === "hockey" && season >= FIRST_OT_LOSS_SEASON && !!overtime && overtime.trim() !== "";
}

/** Hockey standings points: two for a win, one for a tie or an overtime loss. Other sports: null. */
export function standingPoints(sport: SportSlug, counts: RecordCounts): number | null {
  return sport === "hockey" ? 2 * counts.wins + counts.ties + counts.otLosses : null;
}

/** Ties count as half a win over all games played (overtime losses are games lost). */
export function winPercentage(wins: number, losses: number, ties: number, otLosses = 0): number {
  const played = wins + losses + ties + otLosses;
  return played === 0 ? 0 : Math.round(((wins + ties / 2) / played) * 1000) / 1000;
}

/** Hockey's points percentage, the share of the points a team could have won: points / (2 x games). */
export function pointsPercentage(points: number, gamesPlayed: number): number {
  return gamesPlayed === 0 ? 0 : Math.round((points / (2 * gamesPlayed)) * 1000) / 1000;
}

/**
 * The group a team's games behind are counted in: its division, else its conference (a pennant race
 * in one league of two); none when the season's alignment is not known, so no games behind are shown
 * for one table of teams that played schedules of all lengths and no one race (the NFL of 1920-1932).
 */
export function gamesBehindGroup(row: { division: string | null; conference: string | null }): "division" | "conference" | null {
  return row.division ? "division" : row.conference ? "conference" : null;
}

/** Games behind a leader: half the difference in wins plus half the difference in losses. */
export function gamesBehind(leader: { wins: number; losses: number }, team: { wins: number; losses: number }): number {
  return (leader.wins - team.wins + (team.losses - leader.losses)) / 2;
}

/**
 * The one W-L formatter for counts without a season's rules: "10-3", with ties and overtime losses
 * only when there are some ("9-6-1", "45-28-9"). A team-season's record uses recordLine.
 */
export function record(wins: number, losses: number, ties: number | null = 0, otLosses: number | null = 0): string {
  let line = `${wins}-${losses}`;
  if (ties) line += `-${ties}`;
  if (otLosses) line += `-${otLosses}`;
  return line;
}

/**
 * record() in SQL, for the records the import and its reports write in the database: SQL expressions of
 * the counts in, a text expression out ("10-3", "9-6-1"; a null or zero tie count adds nothing).
 * tests/unit/record-sql.test.ts checks that the two agree.
 */
export function recordSql(wins: string, losses: string, ties?: string, otLosses?: string): string {
  const part = (count: string) => ` || CASE WHEN (${count}) > 0 THEN '-' || (${count}) ELSE '' END`;
  return `(${wins} || '-' || ${losses}${ties ? part(ties) : ""}${otLosses ? part(otLosses) : ""})`;
}

/**
 * The record as fans read it. Hockey: W-L-OTL from 2005-06, W-L-T before (W-L-T-OTL in 1999-2000 to
 * 2004-05, when both existed). Baseball: W-L. Football and basketball: W-L, or W-L-T when there were ties.
 */
export function recordLine(sport: SportSlug, season: number, counts: RecordCounts): string {
  const { wins, losses, ties, otLosses } = counts;
  if (sport === "hockey") {
    const columns = hockeyRecordColumns(season);
    const parts = [wins, losses];
    if (columns.ties) parts.push(ties);
    if (columns.otLosses) parts.push(otLosses);
    return parts.join("-");
  }
  // Baseball's tie games were replayed and are not part of a record (1906 Cubs 116-36).
  if (sport === "baseball") return `${wins}-${losses}`;
  return record(wins, losses, ties);
}

export type Rankable = RecordCounts & { name: string; points: number | null; gamesPlayed: number };

/** The order of a table: hockey by points (then wins, then fewer games played), the others by win percentage. */
export function compareStandings(sport: SportSlug) {
  return (a: Rankable, b: Rankable): number => {
    if (sport === "hockey") {
      const byPoints = (b.points ?? 0) - (a.points ?? 0) || b.wins - a.wins || a.gamesPlayed - b.gamesPlayed;
      if (byPoints !== 0) return byPoints;
    }
    return (
      winPercentage(b.wins, b.losses, b.ties, b.otLosses) - winPercentage(a.wins, a.losses, a.ties, a.otLosses) ||
      b.wins - a.wins ||
      a.losses - b.losses ||
      a.name.localeCompare(b.name)
    );
  };
}

export type PlayoffPosition = "champion" | "playoffs" | "bubble" | "eliminated";

export type PositionInput = Rankable & { wonTitle: boolean; madePlayoffs: boolean };

/** How far a team finished behind another: games behind, or points behind in hockey. */
export function marginBehind(sport: SportSlug, ahead: Rankable, team: Rankable): number {
  return sport === "hockey" ? (ahead.points ?? 0) - (team.points ?? 0) : gamesBehind(ahead, team);
}

/**
 * Postseason rounds that are not the playoffs: the NBA's play-in (its losers are not playoff teams;
 * their games count in neither the regular season nor the playoffs) and a college bowl game outside
 * the College Football Playoff (82 teams played a bowl in 2025; 12 played the playoff).
 */
export const PLAY_IN = "Play-In";
export const BOWL_GAME = "Bowl game";
export const ROUNDS_OUTSIDE_THE_PLAYOFFS: ReadonlyArray<string> = [PLAY_IN, BOWL_GAME];

/** Whether a game is a game of the playoffs proper: a postseason game whose round is not outside them. */
export function isPlayoffGame(game: { type: string; round: string | null | undefined }): boolean {
  return game.type !== "regular" && !ROUNDS_OUTSIDE_THE_PLAYOFFS.includes(game.round ?? "");
}

/** isPlayoffGame in SQL, for a games row aliased `alias` (tests/unit/standings-rules.test.ts checks they agree). */
export function playoffGameSql(alias: string): string {
  const outside = ROUNDS_OUTSIDE_THE_PLAYOFFS.map((round) => `'${round}'`).join(", ");
  return `(${alias}.game_type <> 'regular' AND coalesce(${alias}.round, '') NOT IN (${outside}))`;
}

/**
 * Whether a league-season's teams had a postseason to reach: a team other than the champion played in
 * it (a title game's loser, a series' loser). A title decided by the standings alone (the NFL of
 * 1920-1932) is no postseason, so nobody missed one.
 */
export function hadPostseason(teams: ReadonlyArray<Pick<PositionInput, "wonTitle" | "madePlayoffs">>): boolean {
  return teams.some((row) => row.madePlayoffs && !row.wonTitle);
}

/**
 * Playoff positions of one group that competed for the same playoff places (a conference, or the
 * league when no conference is known): champion (won the title), playoffs (played in the
 * postseason), bubble (missed the playoffs by the smallest margin of the group: the non-playoff
 * teams closest to the group's last playoff team, ties included), eliminated (the rest). A group
 * with no playoff team (a season in progress, or one whose postseason we do not hold) gets null:
 * nobody is shown as eliminated before the playoffs are known. A group whose only title was won in
 * the standings, with no postseason to miss (the NFL of 1920-1932), has its champion and nothing else.
 */
export function playoffPositions<T extends PositionInput>(
  sport: SportSlug,
  group: ReadonlyArray<T>,
  /** Whether the league-season had a postseason: a team besides the champion played in it (hadPostseason). */
  postseason: boolean = hadPostseason(group),
): Map<T, PlayoffPosition | null> {
  const positions = new Map<T, PlayoffPosition | null>();
  const inPlayoffs = group.filter((row) => row.wonTitle || row.madePlayoffs).sort(compareStandings(sport));
  const last = inPlayoffs.at(-1);
  if (!last || !postseason) {
    for (const row of group) positions.set(row, row.wonTitle ? "champion" : null);
    return positions;
  }
  const out = group.filter((row) => !row.wonTitle && !row.madePlayoffs);
  const margins = out.map((row) => marginBehind(sport, last, row));
  const smallest = margins.length > 0 ? Math.min(...margins) : Infinity;
  for (const row of group) positions.set(row, row.wonTitle ? "champion" : row.madePlayoffs ? "playoffs" : "eliminated");
  out.forEach((row, index) => {
    if (margins[index] === smallest) positions.set(row, "bubble");
  });
  return positions;
}

/** A team's last postseason series in the games we hold (db/load/derive-seasons.ts POSTSEASON_REACH). */
export type PostseasonReach = { round: string | null; opponent: string | null; wins: number; losses: number; ties: number };

/** "4-2", "4-0-1" with a tied game. */
function seriesScore(reach: PostseasonReach): string {
  return record(reach.wins, reach.losses, reach.ties);
}

/**
 * How far a team went, in words, from its last postseason series: "Won the World Series 4-1 over
 * New York Yankees", "Lost the NLCS 2-4 to Los Angeles Dodgers", "Lost the Divisional to Buffalo
 * Bills" (one game: no series score), "Lost its last playoff series 1-4 to ..." when the games do not
 * name the round. A series won without the title (the next round not in our data) says only that.
 */
export function postseasonResult(reach: PostseasonReach): string {
  const single = reach.wins + reach.losses + reach.ties === 1;
  const round = reach.round ? `the ${reach.round}` : single ? "its last playoff game" : "its last playoff series";
  const score = single ? "" : ` ${seriesScore(reach)}`;
  const opponent = reach.opponent ?? "an opponent not in our data";
  if (reach.wins > reach.losses) return `Won ${round}${score} over ${opponent}`;
  if (reach.wins < reach.losses) return `Lost ${round}${score} to ${opponent}`;
  return `Played ${round}${score} against ${opponent}; its result is not in our data`;
}
