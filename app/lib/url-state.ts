// The URL-state kit's pure half, shared by every list page and by the browser: canonical URLs, links,
// page counts. Reading parameters with zod is in url-params.ts, which only loaders use (it keeps zod
// out of the browser's JavaScript).
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The last value each parameter was given (a checkbox after its hidden twin wins). */
export function lastValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of params) out[name] = value;
  return out;
}

type Value = string | number | boolean | null | undefined;

/** A search string ("?a=1&b=2" or "") with the values that differ from their defaults, in the given order. */
export function canonicalSearch(values: Record<string, Value>, defaults: Record<string, Value> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === "" || value === false) continue;
    if (defaults[name] !== undefined && String(defaults[name]) === String(value)) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The one link builder: the current search with parameters set, or removed (null, undefined, "").
 * Changing any filter drops `page` (a new filter starts at page 1) unless the change sets the page.
 */
export function hrefWith(
  search: string | URLSearchParams,
  changes: Record<string, Value>,
  { keepPage = false, pathname = "" }: { keepPage?: boolean; pathname?: string } = {},
): string {
  const next = new URLSearchParams(search);
  if (!keepPage && !("page" in changes)) next.delete("page");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "" || value === false) next.delete(name);
    else next.set(name, String(value));
  }
  const query = next.toString();
  return `${pathname}${query ? `?${query}` : pathname ? "" : "?"}`;
}

/** Parameters that change who sees a page, never what it shows: left out of canonical links. */
export const NON_CANONICAL_PARAMS: ReadonlySet<string> = new Set(["admin"]);

/** A normalised query for canonical links: empty values and non-canonical parameters dropped, one value a name, names sorted. */
export function normalisedQuery(search: string | URLSearchParams): string {
  const last = lastValues(new URLSearchParams(search));
  const names = Object.keys(last)
    .filter((name) => last[name] !== "" && !NON_CANONICAL_PARAMS.has(name))
    .sort();
  const params = new URLSearchParams();
  for (const name of names) params.set(name, last[name]);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The page count of a list; at least 1, so "Page 1 of 1" holds for an empty list. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
