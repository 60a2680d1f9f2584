// Season statuses as a page shows them.
import type { BadgeTone } from "~/components/ui/Badge";

export const SEASON_STATUS_LABELS = { active: "Active", completed: "Completed", upcoming: "Upcoming", cancelled: "Cancelled" } as const;
export const SEASON_STATUS_TONES: Record<keyof typeof SEASON_STATUS_LABELS, BadgeTone> = {
  active: "success",
  completed: "neutral",
  upcoming: "info",
  cancelled: "warning",
};

/**
 * A season's status as its badge reads it: a cancelled season we hold games of was played without its
 * title (the 1994 MLB season, the World Series not held): "Title not held"; one we hold none of,
 * "Cancelled" (the 2004-05 NHL lockout).
 */
export function seasonStatusLabel(season: { status: keyof typeof SEASON_STATUS_LABELS; games_count: number }): string {
  if (season.status === "cancelled" && season.games_count > 0) return "Title not held";
  return SEASON_STATUS_LABELS[season.status];
}

/**
 * What a season's champion line says when no champion is shown: "Not held" for a season whose title
 * was not held (as the championship pages say), "To be decided" while it is played or to come, and
 * "Not in our data" for a completed season whose champion we do not hold.
 */
export function noChampionLabel(status: keyof typeof SEASON_STATUS_LABELS): string {
  if (status === "cancelled") return "Not held";
  if (status === "active" || status === "upcoming") return "To be decided";
  return "Not in our data";
}
