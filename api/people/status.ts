// Player and coach status: what the page says and what each status filter selects.
//
// A player is active when he played in the latest season his league's data reaches; anyone else is
// inactive, and "retired" selects the same people (the data cannot tell a retirement from a release).
// No dataset records injuries, so "injured" selects nobody. A coach's status comes from his latest
// stint (db/load/people-derived.sql): active (a job in the league's latest season), interim (an
// interim job then), fired or resigned (as his source words how it ended), else retired.

export const PLAYER_STATUSES = ["active", "inactive", "retired", "injured"] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const COACH_STATUSES = ["active", "inactive", "retired", "interim", "fired", "resigned"] as const;
export type CoachStatus = (typeof COACH_STATUSES)[number];

/** What a player's page says: Active or Inactive (the spec's two). */
export function playerStatusLabel(isActive: boolean): "Active" | "Inactive" {
  return isActive ? "Active" : "Inactive";
}

/** The SQL condition a player status filter adds (on players p). */
export function playerStatusCondition(status: PlayerStatus): string {
  if (status === "active") return "p.is_active";
  if (status === "injured") return "false";
  return "NOT p.is_active";
}

/** The SQL condition a coach status filter adds (on coaches c). */
export function coachStatusCondition(status: CoachStatus): string {
  if (status === "active") return "c.is_active";
  if (status === "inactive") return "NOT c.is_active";
  return `c.status = '${status}'`;
}

/** What a coach's page says: Active or Inactive. */
export function coachStatusLabel(isActive: boolean): "Active" | "Inactive" {
  return isActive ? "Active" : "Inactive";
}
