// Answers a page's own URL with `format=csv` from the route's `csvTable` export and its loader data,
// instead of rendering the document.
import type { EntryContext } from "@remix-run/node";
import { toCsv, wantsCsv, type CsvTable } from "~/lib/csv";
import { applySecurityHeaders } from "./security-headers";

/** A route's CSV: its table for the loader's data, or null when the page shows no table to export (a tab without one). */
type CsvModule = { csvTable?: (data: unknown) => CsvTable | null };

export function csvDownload(request: Request, status: number, headers: Headers, context: EntryContext): Response | null {
  if (status !== 200 || !wantsCsv(new URL(request.url))) return null;
  const leaf = context.staticHandlerContext.matches.at(-1);
  if (!leaf) return null;
  const module = context.routeModules[leaf.route.id] as CsvModule | undefined;
  const data = context.staticHandlerContext.loaderData[leaf.route.id];
  if (!module?.csvTable || data === undefined) return null;
  const table = module.csvTable(data);
  if (!table) return null;
  const out = new Headers();
  const cacheControl = headers.get("Cache-Control");
  if (cacheControl) out.set("Cache-Control", cacheControl);
  out.set("Content-Type", "text/csv; charset=utf-8");
  out.set("Content-Disposition", `attachment; filename="${table.filename}"`);
  applySecurityHeaders(out);
  return new Response(toCsv(table), { status: 200, headers: out });
}
