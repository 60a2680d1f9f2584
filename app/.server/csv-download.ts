// Answers a page's own URL with `format=csv` from the route's `csvTable` export and its loader data,
// instead of rendering the document.
import type { EntryContext } from "@remix-run/node";
import { toCsv, wantsCsv, type CsvRouteModule } from "~/lib/csv";
import { applySecurityHeaders } from "./security-headers";

export function csvDownload(request: Request, status: number, headers: Headers, context: EntryContext): Response | null {
  if (status !== 200 || !wantsCsv(new URL(request.url))) return null;
  const leaf = context.staticHandlerContext.matches.at(-1);
  if (!leaf) return null;
  const module = context.routeModules[leaf.route.id] as CsvRouteModule | undefined;
  const data: unknown = context.staticHandlerContext.loaderData[leaf.route.id];
  if (!module?.csvTable || data === undefined) return null;
  // The loader's data of the route that exported the table (the matched leaf): the type the export was written for.
  const table = module.csvTable(data as never);
  if (!table) return null;
  const out = new Headers();
  const cacheControl = headers.get("Cache-Control");
  if (cacheControl) out.set("Cache-Control", cacheControl);
  out.set("Content-Type", "text/csv; charset=utf-8");
  out.set("Content-Disposition", `attachment; filename="${table.filename}"`);
  applySecurityHeaders(out);
  return new Response(toCsv(table), { status: 200, headers: out });
}
