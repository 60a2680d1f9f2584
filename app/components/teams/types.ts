// The Sports API shapes the team pages render, as plain types (no server code reaches the browser).
export type { RosterEntry, ScheduledGame, Team, TeamChampionship, TeamCoverage, TeamDetail, TeamEra, TeamFacets, TeamSeason, TeamStats } from "@api/model";

/** A team season as the pages show it: start year, sport-aware label, title won. */
export type SeasonLink = { startYear: number; label: string; championshipWon: boolean; teamName: string | null };
