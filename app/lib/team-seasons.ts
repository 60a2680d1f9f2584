// Which of a franchise's seasons its 'Available Seasons' grid lists before "Show all": the latest ones,
// every title season and the season shown, so a 100-season franchise does not send 100 links a page.

/** The `seasons` URL value that lists every season. */
export const ALL_SEASONS = "all";
/** How many of the latest seasons the grid lists by default. */
export const RECENT_SEASONS = 30;

/** `seasons`: newest first, as the team page holds them. */
export function shownSeasons<S extends { startYear: number; championshipWon: boolean }>(
  seasons: ReadonlyArray<S>,
  showAll: boolean,
  currentYear: number | null,
): Array<S> {
  if (showAll) return [...seasons];
  return seasons.filter((season, index) => index < RECENT_SEASONS || season.championshipWon || season.startYear === currentYear);
}
