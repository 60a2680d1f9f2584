// How standings read on a page: the spec's rank colours, playoff-position labels, the columns a
// sport shows, and the win percentage as fans write it.
import { hockeyRecordColumns } from "@core/standings";
import type { SportSlug } from "@core/sports";

export type RankTone = "primary" | "success" | "secondary" | "grey";

/** The spec's rank colours: 1 primary, up to 3 success, up to 8 secondary, otherwise grey. */
export function rankTone(rank: number): RankTone {
  if (rank === 1) return "primary";
  if (rank <= 3) return "success";
  if (rank <= 8) return "secondary";
  return "grey";
}

export const RANK_TONE_CLASSES: Record<RankTone, string> = {
  primary: "bg-primary-600 text-white",
  success: "bg-emerald-600 text-white",
  secondary: "bg-slate-600 text-white",
  grey: "bg-slate-200 text-slate-800",
};

export const PLAYOFF_POSITION_LABELS = {
  champion: "Champion",
  playoffs: "Playoffs",
  bubble: "On the bubble",
  eliminated: "Eliminated",
} as const;

/** The rule the bubble follows, shown beside the tables. */
export const BUBBLE_RULE =
  "On the bubble: missed the playoffs by the smallest margin in its conference (games behind the last playoff team; points in hockey).";

/** The spec's defaults: rank falls back to position, then to the row's place plus one. */
export function displayRank(row: { rank?: number | null; position?: number | null }, index: number): number {
  return row.rank ?? row.position ?? index + 1;
}

/** ".625", "1.000". */
export function percentage(value: number): string {
  const fixed = value.toFixed(3);
  return fixed.startsWith("0") ? fixed.slice(1) : fixed;
}

/** Games behind are counted within a division, else a conference (core/standings.ts gamesBehindGroup); never across a whole league. */
export const GAMES_BEHIND_RULE =
  "GB: games behind the leader of the division (div.), or of the conference or league of two (conf.) where the season had no divisions; not shown for a season whose alignment is not known.";

/** GB's column: the group games behind are counted in, or false for none (hockey ranks by points). */
export type StandingColumns = { ties: boolean; otLosses: boolean; points: boolean; gamesBehind: "division" | "conference" | false };

/** Columns by sport: W, L, T or OTL, PCT, GB (where a division or conference is known) or points. */
export function standingColumns(sport: SportSlug, season: number, anyTies: boolean, behindIn: "division" | "conference" | null = "division"): StandingColumns {
  if (sport === "hockey") {
    const hockey = hockeyRecordColumns(season);
    return { ties: hockey.ties, otLosses: hockey.otLosses, points: true, gamesBehind: false };
  }
  return { ties: sport === "football" || (anyTies && sport !== "baseball"), otLosses: false, points: false, gamesBehind: behindIn ?? false };
}

/** "W3" / "L2", or a dash. */
export function streakText(streak: number, type: string | null): string {
  if (!type || streak === 0) return "—";
  return `${type === "win" ? "W" : "L"}${streak}`;
}
