// The season rules, in one place: default season, the list of seasons and labels. A title belongs to
// its season (docs/decisions/0020): it is keyed by the season's start year and labelled with seasonLabel.
import type { SportSlug } from "./sports";

export const SEASON_FLOOR = 1920;
export const SEASON_PICKER_SIZE = 20;
/** August (month index 7): from then on the new season is the default. */
export const SEASON_ROLLOVER_MONTH = 7;

/** Default season: the current year from August on, otherwise the previous year. */
export function defaultSeason(now: Date = new Date()): number {
  const year = now.getFullYear();
  return now.getMonth() >= SEASON_ROLLOVER_MONTH ? year : year - 1;
}

/** Every selectable season, newest first: default + 1 down to 1920. */
export function availableSeasons(now: Date = new Date()): Array<number> {
  const seasons: Array<number> = [];
  for (let year = defaultSeason(now) + 1; year >= SEASON_FLOOR; year--) seasons.push(year);
  return seasons;
}

/** The seasons the picker lists: the 20 most recent. */
export function pickerSeasons(now: Date = new Date()): Array<number> {
  return availableSeasons(now).slice(0, SEASON_PICKER_SIZE);
}

/** A season a URL or cookie names, when it is one we offer. */
export function parseSeason(value: string | null | undefined, now: Date = new Date()): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= SEASON_FLOOR && year <= defaultSeason(now) + 1 ? year : null;
}

/** Sports whose season runs across two calendar years and is named so ("2023-24"). */
export function seasonSpansTwoYears(sport: SportSlug | null | undefined): boolean {
  return sport !== "baseball" && sport !== "football";
}

/** The spanning label: start year, a hyphen, the last two digits of the next year. */
export function spanningLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/**
 * What fans call a season: "2023-24" in basketball and hockey (and on the multi-sport hub), "2023"
 * in football and baseball, whose seasons are named by the year they start.
 */
export function seasonLabel(startYear: number, sport: SportSlug | null | undefined): string {
  if (sport === undefined || sport === null) return spanningLabel(startYear);
  return seasonSpansTwoYears(sport) ? spanningLabel(startYear) : String(startYear);
}
