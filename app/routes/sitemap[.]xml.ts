// /sitemap.xml: every page of this site on its own host (an index of files when over 50,000 URLs).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteSitemap } from "~/.server/sitemap";
import { requestSite } from "~/.server/site.server";
import { emptySectionsOf } from "~/.server/site-sections";
import { sportsApi } from "~/.server/sports-api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const origin = new URL(request.url).origin;
  try {
    const body = await siteSitemap(api, origin, await emptySectionsOf(request, site));
    return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": api.client.cacheControl() } });
  } catch {
    return new Response("The sitemap could not be built right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain", "Cache-Control": "private, no-store", "Retry-After": "60" },
    });
  }
}
