// The team pages' display rules, once: card fallbacks, header abbreviation, records, eras and game results.
import { seasonRuns } from "@core/coverage";
import { NO_RESULT_LABEL } from "@core/game-status";

/** What a team card or header needs to derive its labels; every field may be missing in the data. */
export type TeamLabelSource = {
  name: string;
  short_name?: string | null;
  abbreviation?: string | null;
  city?: string | null;
  state?: string | null;
  founded_year?: number | null;
  championships_won?: number | null;
  conference?: { name: string } | null;
  division?: { name: string } | null;
};

export const NOT_AVAILABLE = "N/A";

function present(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** Directory card: the abbreviation, else the first 2 letters of the short name, else of the name. */
export function cardAbbreviation(team: TeamLabelSource): string {
  if (present(team.abbreviation)) return team.abbreviation.trim();
  if (present(team.short_name)) return team.short_name.trim().slice(0, 2);
  return team.name.trim().slice(0, 2);
}

/** Team header: the abbreviation, else the first 3 letters of the name in capitals. */
export function headerAbbreviation(team: TeamLabelSource): string {
  if (present(team.abbreviation)) return team.abbreviation.trim();
  return team.name.trim().slice(0, 3).toUpperCase();
}

/** City plus state ("Green Bay, WI"); whichever is known, or an empty string. */
export function teamLocation(team: Pick<TeamLabelSource, "city" | "state">): string {
  return [team.city, team.state]
    .filter(present)
    .map((part) => part.trim())
    .join(", ");
}

/** Directory card: the division, else the conference, else N/A. */
export function divisionLabel(team: Pick<TeamLabelSource, "division" | "conference">): string {
  if (team.division && present(team.division.name)) return team.division.name;
  if (team.conference && present(team.conference.name)) return team.conference.name;
  return NOT_AVAILABLE;
}

/** Founded year, N/A when missing. */
export function foundedLabel(team: Pick<TeamLabelSource, "founded_year">): string {
  return typeof team.founded_year === "number" ? String(team.founded_year) : NOT_AVAILABLE;
}

/** Championships won, 0 when missing. */
export function championshipsWon(team: Pick<TeamLabelSource, "championships_won">): number {
  return typeof team.championships_won === "number" ? team.championships_won : 0;
}

/** A win-loss record, with ties and overtime losses only when there were any: "12-4", "9-6-1", "53-22-7" (core/standings.ts). */
export { record as recordLabel } from "@core/standings";

/** A win percentage as fans write it: ".625", "1.000". */
export function winPercentageLabel(value: number | null | undefined): string {
  if (typeof value !== "number" || Number.isNaN(value)) return NOT_AVAILABLE;
  const fixed = value.toFixed(3);
  return fixed.startsWith("0") ? fixed.slice(1) : fixed;
}

/** A streak as "W3" / "L2"; empty when unknown. */
export function streakLabel(streak: number | null | undefined, type: string | null | undefined): string {
  if (!streak || !type) return "";
  return `${type.trim().charAt(0).toUpperCase()}${streak}`;
}

/** The years of one franchise era: "1967–2007", "2008–present", or "" when nothing is known. */
export function eraYearsLabel(firstSeason: number | null | undefined, lastSeason: number | null | undefined): string {
  if (typeof firstSeason !== "number" && typeof lastSeason !== "number") return "";
  const from = typeof firstSeason === "number" ? String(firstSeason) : "?";
  const to = typeof lastSeason === "number" ? String(lastSeason) : "present";
  return from === to ? from : `${from}–${to}`;
}

/** One era in a sentence: "Seattle SuperSonics, Seattle, 1967–2007". */
export function eraSummary(era: { name: string; city?: string | null; first_season?: number | null; last_season?: number | null }): string {
  return [era.name, era.city, eraYearsLabel(era.first_season, era.last_season)].filter(present).join(", ");
}

/** What the points of a game are called in a sport. */
export function scoringUnit(sport: string | null | undefined): string {
  if (sport === "baseball") return "Runs";
  if (sport === "hockey") return "Goals";
  return "Points";
}

/** The first few of a list and how many more there are ("+N more championships"). */
export function preview<T>(items: Array<T>, size: number): { shown: Array<T>; more: number } {
  return { shown: items.slice(0, size), more: Math.max(0, items.length - size) };
}

export function moreChampionshipsLabel(more: number): string {
  return `+${more} more championships`;
}

/** The fields of a game the result rule needs. */
export type ResultGame = {
  status: string;
  home_team: number;
  away_team: number;
  home_score: number | null;
  away_score: number | null;
};

export type GameOutcome = "W" | "L" | "T";

export type GameResult = { outcome: GameOutcome | null; label: string };

/** A game is over when the data says final (the earlier API said completed). */
export function isCompleted(status: string): boolean {
  const normalized = status.trim().toLowerCase();
  return normalized === "final" || normalized === "completed";
}

/** Is the team the home side of this game? */
export function isHomeGame(game: Pick<ResultGame, "home_team">, teamId: number): boolean {
  return game.home_team === teamId;
}

/**
 * The team's result of one game (spec §4): a completed game shows W when the team's own score is
 * greater, L when lower, otherwise T, with the score (team's first): "W 35-10"; a scheduled game shows
 * 'Upcoming' (the API calls a fixture of a day gone by "no_result": "Result not in our data"); any other status is shown as is. A completed game without both scores shows "Final".
 */
export function gameResult(game: ResultGame, teamId: number): GameResult {
  const status = game.status.trim();
  if (isCompleted(status)) {
    if (game.home_score === null || game.away_score === null) return { outcome: null, label: "Final" };
    const home = isHomeGame(game, teamId);
    const own = home ? game.home_score : game.away_score;
    const other = home ? game.away_score : game.home_score;
    const outcome: GameOutcome = own > other ? "W" : own < other ? "L" : "T";
    return { outcome, label: `${outcome} ${own}-${other}` };
  }
  if (status.toLowerCase() === "scheduled") return { outcome: null, label: "Upcoming" };
  if (status === "no_result") return { outcome: null, label: NO_RESULT_LABEL };
  return { outcome: null, label: status };
}

/** Beyond this many runs of seasons a list of them is too long to read: the span is given, with its gaps said. */
const SEASON_RUNS_LISTED = 4;

/**
 * The seasons we hold of a team, counted and never claimed continuous: "60 seasons (1960 to 2019)",
 * "3 seasons: 2001 to 2002, 2025", and past four runs "11 seasons between 1963-64 and 2014-15, with
 * gaps" (Duke in the title games we hold, beside its first season 1905-06). Not a franchise's age.
 */
export function seasonsHeldLabel(seasons: ReadonlyArray<number>, seasonLabel: (year: number) => string): string {
  const runs = seasonRuns(seasons);
  if (runs.length === 0) return NOT_AVAILABLE;
  const count = runs.reduce((n, [first, last]) => n + last - first + 1, 0);
  const counted = `${count} ${count === 1 ? "season" : "seasons"}`;
  const run = ([first, last]: [number, number]) => (first === last ? seasonLabel(first) : `${seasonLabel(first)} to ${seasonLabel(last)}`);
  if (runs.length === 1) return `${counted} (${run(runs[0])})`;
  if (runs.length <= SEASON_RUNS_LISTED) return `${counted}: ${runs.map(run).join(", ")}`;
  return `${counted} between ${seasonLabel(runs[0][0])} and ${seasonLabel(runs[runs.length - 1][1])}, with gaps`;
}
