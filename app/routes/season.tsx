// Sets the fan's selected season (the selectedSeason cookie) from a GET or POST form (the header's
// picker, a season card's Set as Active Season) or a link, then sends the fan back where they were,
// with the season in the URL when that page reads it.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { selectedSeasonCookie } from "~/.server/cookies";
import { parseSeason } from "@core/seasons";

/** Only same-site paths: a redirect target from the query must not send the fan elsewhere. */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}

async function selectSeason(origin: string, form: { get(name: string): unknown }) {
  const value = (name: string) => {
    const raw = form.get(name);
    return typeof raw === "string" ? raw : null;
  };
  const season = parseSeason(value("season"));
  const back = new URL(safeRedirectPath(value("redirectTo")), origin);
  if (season === null) return redirect(back.pathname + back.search, { headers: { "Cache-Control": "private, no-store" } });
  if (back.searchParams.has("season")) back.searchParams.set("season", String(season));
  return redirect(back.pathname + back.search, {
    headers: {
      "Set-Cookie": await selectedSeasonCookie.serialize(String(season)),
      "Cache-Control": "private, no-store",
    },
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return selectSeason(url.origin, url.searchParams);
}

export async function action({ request }: ActionFunctionArgs) {
  return selectSeason(new URL(request.url).origin, await request.formData());
}
