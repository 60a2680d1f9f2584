// /robots.txt: everything may be crawled except the debug page; names this site's sitemap.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { cacheControlFor } from "@core/cache-classes";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = `User-agent: *\nDisallow: /debug\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControlFor("static") } });
}
