// Sets the fan's selected season (the selectedSeason cookie) from a GET form or link, then sends the
// fan back where they were, with the season in the URL when that page reads it.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { selectedSeasonCookie } from "~/.server/cookies";
import { parseSeason } from "../../core/seasons";

/** Only same-site paths: a redirect target from the query must not send the fan elsewhere. */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const season = parseSeason(url.searchParams.get("season"));
  const back = new URL(safeRedirectPath(url.searchParams.get("redirectTo")), url.origin);
  if (season === null) return redirect(back.pathname + back.search, { headers: { "Cache-Control": "private, no-store" } });
  if (back.searchParams.has("season")) back.searchParams.set("season", String(season));
  return redirect(back.pathname + back.search, {
    headers: {
      "Set-Cookie": await selectedSeasonCookie.serialize(String(season)),
      "Cache-Control": "private, no-store",
    },
  });
}
