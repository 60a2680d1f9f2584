// A game's status badge in the spec's colours: live green, scheduled primary, postponed warning, final secondary.
import { Badge } from "~/components/ui/Badge";
import { isShownGameStatus } from "@core/game-status";
import { STATUS_BADGE } from "~/lib/scores/game-status";

export function GameStatusBadge({ status, detail }: { status: string; detail?: string | null }) {
  const badge = isShownGameStatus(status) ? STATUS_BADGE[status] : { tone: "neutral" as const, label: status };
  // The feed's own word where it says more than ours ("Canceled" for a game that will not be played).
  const label = status === "postponed" && detail && detail !== badge.label ? detail : badge.label;
  return (
    <span data-status={status}>
      <Badge tone={badge.tone}>
        {status === "live" ? <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 animate-pulse rounded-full bg-emerald-600" /> : null}
        {label}
      </Badge>
    </span>
  );
}
