// Player and coach status: what each status filter selects. What a page says is core/coverage.ts's
// careerStatusLabel; the status itself is computed at import by the one rule (career_status()):
//
// active: his last season is the latest season of a league that still plays, and our data reaches it;
// unknown: our data stops in his last season and the league has gone on since ("status unknown after
// 2019-20"); retired: he left before our data ends (the data cannot tell a retirement from a release), or
// the league no longer plays. "inactive" selects everyone not active. No dataset records injuries, so
// "injured" selects nobody. A coach's status adds, for a career that ended inside the data, how his
// source words it (fired, resigned), and interim for an active interim job (db/load/people-derived.sql).

export const PLAYER_STATUSES = ["active", "unknown", "inactive", "retired", "injured"] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const COACH_STATUSES = ["active", "unknown", "inactive", "retired", "interim", "fired", "resigned"] as const;
export type CoachStatus = (typeof COACH_STATUSES)[number];

/** The SQL condition a player status filter adds (on players p). */
export function playerStatusCondition(status: PlayerStatus): string {
  if (status === "active") return "p.is_active";
  if (status === "injured") return "false";
  if (status === "inactive") return "NOT p.is_active";
  return `p.career_status = '${status}'`;
}

/** The SQL condition a coach status filter adds (on coaches c). */
export function coachStatusCondition(status: CoachStatus): string {
  if (status === "active") return "c.is_active";
  if (status === "inactive") return "NOT c.is_active";
  return `c.status = '${status}'`;
}
