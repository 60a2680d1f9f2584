// How a game's status is shown: the spec's badge colours (live green, scheduled primary, postponed
// warning, final secondary), its words, and how often a page showing it refreshes itself.
import type { BadgeTone } from "~/components/ui/Badge";
import { NO_RESULT_LABEL, type ShownGameStatus } from "@core/game-status";

export const STATUS_BADGE: Readonly<Record<ShownGameStatus, { tone: BadgeTone; label: string }>> = {
  live: { tone: "success", label: "Live" },
  scheduled: { tone: "primary", label: "Scheduled" },
  postponed: { tone: "warning", label: "Postponed" },
  final: { tone: "secondary", label: "Final" },
  // A fixture of a day gone by (core/game-status.ts): never shown as upcoming.
  no_result: { tone: "warning", label: NO_RESULT_LABEL },
};

/** Seconds between refreshes of a page showing live games (30) or today's games (120); spec part 2 §7. */
export const LIVE_REFRESH_S = 30;
export const TODAY_REFRESH_S = 120;

/**
 * How often a page refreshes: every 30 s while it shows a live game, every 2 minutes while it shows
 * today's games (they may start or end), never for a day that is over or not yet come.
 */
export function refreshSeconds(games: ReadonlyArray<{ status: string; game_date: string }>, today: string): number | null {
  const pace = refreshPace(games, today);
  return pace === "live" ? LIVE_REFRESH_S : pace === "upcoming" ? TODAY_REFRESH_S : null;
}

/**
 * Whether games may still change: "live" with a game in progress, "upcoming" with a game of today not
 * yet started, else null (a final, a postponement or another day's game never changes by itself).
 */
export function refreshPace(games: ReadonlyArray<{ status: string; game_date: string }>, today: string): "live" | "upcoming" | null {
  if (games.some((game) => game.status === "live")) return "live";
  return games.some((game) => game.status === "scheduled" && game.game_date === today) ? "upcoming" : null;
}

/**
 * A finished game's status in words, with its overtime as the data marks it: "Final", "Final/OT",
 * "Final/2OT", "Final/SO"; extra innings for baseball ("Final/10").
 */
export function finalLabel(overtime: string | null | undefined): string {
  return overtime ? `${STATUS_BADGE.final.label}/${overtime}` : STATUS_BADGE.final.label;
}

/** A score as shown: a dash before the game has a score. */
export function scoreText(status: string, score: number | null): string {
  if (status === "scheduled" || status === "postponed" || status === "no_result" || score === null) return "–";
  return String(score);
}

/** "Q2 5:32", "P3 8:41", "Top 7th"-less: the period and the time remaining, as far as the feed gave them. */
export function liveClock(sport: string, period: number | null, timeRemaining: string | null): string {
  const prefix = sport === "hockey" ? "P" : sport === "baseball" ? "Inning " : sport === "basketball" || sport === "football" ? "Q" : "Period ";
  const parts = [period === null ? null : `${prefix}${period}`, timeRemaining].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" ") : "In progress";
}

/**
 * The line under a game card's teams: the live clock, the start time (`time`, already formatted) of a
 * game to come, "Final" with its overtime, a postponement as the feed words it. A fixture of a day gone
 * by without a result says only what its badge says (issue 31, class 8): it was never postponed as far as
 * we know, so it is not called so.
 */
export function gameWhenText(
  game: { status: string; overtime?: string | null; status_detail?: string | null; period?: number | null; time_remaining?: string | null },
  sport: string,
  time: string | null,
): string {
  switch (game.status) {
    case "live":
      return liveClock(sport, game.period ?? null, game.time_remaining ?? null);
    case "scheduled":
      return time ?? "Time to be announced";
    case "final":
      return finalLabel(game.overtime);
    case "postponed":
      return game.status_detail ?? STATUS_BADGE.postponed.label;
    case "no_result":
      return time ? `Was scheduled for ${time}` : "No result recorded";
    default:
      return game.status_detail ?? "";
  }
}
