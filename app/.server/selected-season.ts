// The season a page shows. A championship page always shows one (selectedSeason); a list with seasons
// (listSeason) shows the URL's, then the fan's cookie, then its own latest. Either way the URL's own
// `season` wins, and a page that followed the cookie is the fan's own: private, never shared (decision 0119).
import { readSelectedSeason } from "~/.server/cookies";
import { defaultSeason, parseSeason } from "@core/seasons";

export type SelectedSeason = { season: number; cookieDependent: boolean; fromUrl: boolean };

export async function selectedSeason(request: Request, url: URL): Promise<SelectedSeason> {
  const fromUrl = parseSeason(url.searchParams.get("season"));
  if (fromUrl !== null) return { season: fromUrl, cookieDependent: false, fromUrl: true };
  const fromCookie = await readSelectedSeason(request);
  if (fromCookie !== null) return { season: fromCookie, cookieDependent: true, fromUrl: false };
  return { season: defaultSeason(), cookieDependent: false, fromUrl: false };
}

/** The value of `season` that asks for a list's latest season whatever the cookie says. */
export const LATEST_SEASON = "latest";

export type ListSeason = {
  /** The season asked for, or null for the list's own latest. */
  season: number | null;
  /** Where it came from: the URL (a year, or "latest"/empty for the latest), the fan's cookie, or neither. */
  source: "url" | "cookie" | "none";
};

/**
 * A list's season: `?season=YYYY` wins; `?season=latest` (or an empty or unknown value, as a form's
 * "Latest season" sends) asks for the latest; without `season`, the fan's selectedSeason cookie.
 */
export async function listSeason(request: Request, url: URL): Promise<ListSeason> {
  const raw = url.searchParams.getAll("season").at(-1);
  if (raw !== undefined) return { season: /^\d{4}$/.test(raw) ? Number(raw) : null, source: "url" };
  const fromCookie = await readSelectedSeason(request);
  if (fromCookie !== null) return { season: fromCookie, source: "cookie" };
  return { season: null, source: "none" };
}
