// A team-season's schedule and roster as the page's tables show them and as their CSV gives them: the
// columns they sort by (the page holds every row, so the loader sorts) and the rows of each CSV.
import type { RosterEntry, ScheduledGame } from "~/components/teams/types";
import { csvFilename, type CsvTable } from "./csv";
import { sortBy, type SortDir, type SortKeys } from "./table-sort";
import { gameResult, isHomeGame } from "./team-labels";

export const SCHEDULE_SORTS = ["date", "opponent", "result"] as const;
export type ScheduleSort = (typeof SCHEDULE_SORTS)[number];
export const ROSTER_SORTS = ["number", "name", "position"] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

export function opponentOf(game: ScheduledGame, teamId: number) {
  return isHomeGame(game, teamId)
    ? { name: game.away_team_name, abbreviation: game.away_team_abbreviation, slug: game.away_team_slug }
    : { name: game.home_team_name, abbreviation: game.home_team_abbreviation, slug: game.home_team_slug };
}

/** The team's margin (own minus other) of a completed game with both scores. */
function margin(game: ScheduledGame, teamId: number): number | null {
  if (game.home_score === null || game.away_score === null || gameResult(game, teamId).outcome === null) return null;
  return isHomeGame(game, teamId) ? game.home_score - game.away_score : game.away_score - game.home_score;
}

const scheduleKeys = (teamId: number): SortKeys<ScheduledGame, ScheduleSort> => ({
  date: (game) => `${game.game_date} ${game.game_time ?? ""}`,
  opponent: (game) => opponentOf(game, teamId).name,
  result: (game) => margin(game, teamId),
});

export function rosterName(entry: RosterEntry): string {
  const person = entry.player.person;
  return person.full_name || `${person.first_name} ${person.last_name}`.trim();
}

const ROSTER_KEYS: SortKeys<RosterEntry, RosterSort> = {
  number: (entry) => (entry.jersey_number !== null && /^\d+$/.test(entry.jersey_number) ? Number(entry.jersey_number) : entry.jersey_number),
  name: (entry) => entry.player.person.last_name || rosterName(entry),
  position: (entry) => entry.position ?? entry.player.primary_position_name,
};

const isScheduleSort = (sort: string): sort is ScheduleSort => (SCHEDULE_SORTS as ReadonlyArray<string>).includes(sort);
const isRosterSort = (sort: string): sort is RosterSort => (ROSTER_SORTS as ReadonlyArray<string>).includes(sort);

/** The schedule in the URL's sort (a roster column leaves it by date). */
export function sortSchedule(games: ReadonlyArray<ScheduledGame>, teamId: number, sort: string, dir: SortDir): Array<ScheduledGame> {
  return sortBy(games, scheduleKeys(teamId), isScheduleSort(sort) ? sort : "", dir);
}

export function sortRoster(roster: ReadonlyArray<RosterEntry>, sort: string, dir: SortDir): Array<RosterEntry> {
  return sortBy(roster, ROSTER_KEYS, isRosterSort(sort) ? sort : "", dir);
}

export function scheduleCsv(games: ReadonlyArray<ScheduledGame>, teamId: number, name: string, year: number): CsvTable {
  return {
    filename: csvFilename(name, year, "schedule"),
    columns: [
      { key: "week", label: "Week" },
      { key: "date", label: "Date" },
      { key: "type", label: "Game type" },
      { key: "site", label: "Home/Away" },
      { key: "opponent", label: "Opponent" },
      { key: "location", label: "Location" },
      { key: "result", label: "Result" },
      { key: "overtime", label: "Overtime" },
    ],
    rows: games.map((game) => {
      const home = isHomeGame(game, teamId);
      return {
        week: game.week ?? game.round,
        date: game.game_date,
        type: game.game_type,
        site: game.neutral_site ? "Neutral" : home ? "Home" : "Away",
        opponent: opponentOf(game, teamId).name,
        location: game.venue_name,
        result: gameResult(game, teamId).label,
        overtime: game.overtime,
      };
    }),
  };
}

export function rosterCsv(roster: ReadonlyArray<RosterEntry>, name: string, year: number): CsvTable {
  return {
    filename: csvFilename(name, year, "roster"),
    columns: [
      { key: "number", label: "#" },
      { key: "name", label: "Name" },
      { key: "position", label: "Position" },
      { key: "captain", label: "Captain" },
      { key: "starter", label: "Starter" },
      { key: "active", label: "Active" },
      { key: "slug", label: "Player slug" },
    ],
    rows: roster.map((entry) => ({
      number: entry.jersey_number,
      name: rosterName(entry),
      position: entry.position ?? entry.player.primary_position_name,
      captain: entry.is_captain ? "yes" : "",
      starter: entry.is_starter ? "yes" : "",
      active: entry.player.is_active ? "yes" : "",
      slug: entry.player.slug,
    })),
  };
}
