// /sitemap/<section>-<n>.xml: one file of the sitemap index.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapFile } from "~/.server/sitemap";
import { requestSite } from "~/.server/site.server";
import { emptySectionsOf } from "~/.server/site-sections";
import { sportsApi } from "~/.server/sports-api.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const origin = new URL(request.url).origin;
  try {
    const body = await sitemapFile(api, origin, params.file ?? "", await emptySectionsOf(request, site));
    if (body === null) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "private, no-store" } });
    return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": api.client.cacheControl() } });
  } catch {
    return new Response("The sitemap could not be built right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain", "Cache-Control": "private, no-store", "Retry-After": "60" },
    });
  }
}
