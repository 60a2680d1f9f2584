// The season a championship page shows: ?season= in the URL wins, then the fan's cookie (the page is then private), then the default.
import { readSelectedSeason } from "~/.server/cookies";
import { defaultSeason, parseSeason } from "../../core/seasons";

export type SelectedSeason = { season: number; cookieDependent: boolean; fromUrl: boolean };

export async function selectedSeason(request: Request, url: URL): Promise<SelectedSeason> {
  const fromUrl = parseSeason(url.searchParams.get("season"));
  if (fromUrl !== null) return { season: fromUrl, cookieDependent: false, fromUrl: true };
  const fromCookie = await readSelectedSeason(request);
  if (fromCookie !== null) return { season: fromCookie, cookieDependent: true, fromUrl: false };
  return { season: defaultSeason(), cookieDependent: false, fromUrl: false };
}
