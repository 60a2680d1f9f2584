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
 * What a season's champion line says when no champion is shown: "Not held" for a season whose title
 * was not held (as the championship pages say), "To be decided" while it is played or to come, and
 * "Not in our data" for a completed season whose champion we do not hold.
 */
export function noChampionLabel(status: keyof typeof SEASON_STATUS_LABELS): string {
  if (status === "cancelled") return "Not held";
  if (status === "active" || status === "upcoming") return "To be decided";
  return "Not in our data";
}
