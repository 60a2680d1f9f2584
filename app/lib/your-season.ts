// The fan's season as a list states it (app/components/kit/YourSeasonNote.tsx): shown only when the
// list followed the selectedSeason cookie, not the URL.
import { seasonLabel } from "@core/seasons";
import type { SportSlug } from "@core/sports";

export type YourSeason = {
  /** "2015-16", or "2015" in football and baseball. */
  label: string;
  /** Whether the list holds that season (else it shows its latest and says so). */
  held: boolean;
  /** The URL asked for it (a season the list does not hold); absent: the fan's cookie chose it. */
  chosenBy?: "url";
};

export function yourSeason(source: "url" | "cookie" | "none", season: number | null, sport: SportSlug | null, held: boolean): YourSeason | null {
  if (source !== "cookie" || season === null) return null;
  return { label: seasonLabel(season, sport), held };
}

/**
 * A season the URL asked for that the list does not hold (`/standings?season=2030`): the list shows its
 * latest and says so, never another season in silence (issue 31, class 8).
 */
export function askedSeasonNotHeld(source: "url" | "cookie" | "none", season: number | null, sport: SportSlug | null, held: boolean): YourSeason | null {
  if (source !== "url" || season === null || held) return null;
  return { label: seasonLabel(season, sport), held: false, chosenBy: "url" };
}
