// The Sports API shapes the team pages render, as plain types (no server code reaches the browser).
import type { z } from "zod";
import type * as schemas from "~/.server/upstream/schemas";

export type Team = z.infer<typeof schemas.team>;
export type TeamDetail = z.infer<typeof schemas.teamDetail>;
export type TeamEra = z.infer<typeof schemas.teamEra>;
export type TeamFacets = z.infer<typeof schemas.teamFacets>;
export type TeamChampionship = z.infer<typeof schemas.teamChampionship>;
export type TeamSeason = z.infer<typeof schemas.teamSeason>;
export type RosterEntry = z.infer<typeof schemas.rosterEntry>;
export type ScheduledGame = z.infer<typeof schemas.scheduledGame>;
export type TeamStats = z.infer<typeof schemas.teamStats>;
export type TeamCoverage = z.infer<typeof schemas.teamCoverage>;

/** A team season as the pages show it: start year, sport-aware label, title won. */
export type SeasonLink = { startYear: number; label: string; championshipWon: boolean; teamName: string | null };
