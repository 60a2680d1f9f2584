// Season statuses as a page shows them.
import type { BadgeTone } from "~/components/ui/Badge";

export const SEASON_STATUS_LABELS = { active: "Active", completed: "Completed", upcoming: "Upcoming" } as const;
export const SEASON_STATUS_TONES: Record<keyof typeof SEASON_STATUS_LABELS, BadgeTone> = {
  active: "success",
  completed: "neutral",
  upcoming: "info",
};
