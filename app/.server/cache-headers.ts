// Cache-Control for pages: each route states its own, and the document takes the most conservative
// value of every directive across the matched routes.
import type { HeadersFunction } from "@remix-run/node";

export const PRIVATE_NO_STORE = "private, no-store";

type Directives = Map<string, string | true>;

function parse(value: string | null): Directives | null {
  if (!value) return null;
  const directives: Directives = new Map();
  for (const part of value.split(",")) {
    const [rawName, rawValue] = part.trim().split("=");
    if (!rawName) continue;
    directives.set(rawName.toLowerCase(), rawValue === undefined ? true : rawValue);
  }
  return directives;
}

const NUMERIC = ["max-age", "s-maxage", "stale-while-revalidate", "stale-if-error"];

/** The most conservative combination of two Cache-Control values. */
export function mergeCacheControl(a: string | null, b: string | null): string | null {
  const left = parse(a);
  const right = parse(b);
  if (!left) return b;
  if (!right) return a;
  if (left.has("no-store") || right.has("no-store")) return PRIVATE_NO_STORE;
  const merged: Directives = new Map();
  const isPrivate = left.has("private") || right.has("private");
  merged.set(isPrivate ? "private" : "public", true);
  for (const name of NUMERIC) {
    const values = [left.get(name), right.get(name)].filter((v): v is string => typeof v === "string").map(Number);
    // A directive only one side has does not survive: the other side did not allow it.
    if (values.length === 2) merged.set(name, String(Math.min(...values)));
    else if (name === "max-age" && values.length === 1) merged.set(name, "0");
  }
  for (const flag of ["must-revalidate", "no-cache"]) {
    if (left.has(flag) || right.has(flag)) merged.set(flag, true);
  }
  if (isPrivate) merged.delete("s-maxage");
  return [...merged].map(([name, value]) => (value === true ? name : `${name}=${value}`)).join(", ");
}

/**
 * A document's Cache-Control: shared caches keep it for the class's time (s-maxage), browsers
 * revalidate every time (max-age=0), so a fan who just picked a season or opened the admin link never
 * sees an older copy of the page from their own browser cache. Private values pass unchanged.
 */
export function documentCacheControl(value: string | null): string | null {
  if (!value || !/\bpublic\b/.test(value)) return value;
  return value.replace(/\bmax-age=\d+/, "max-age=0");
}

/** The `headers` export of every page route: its loader's Cache-Control merged with its parents'. */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers();
  const own = errorHeaders?.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  const parent = parentHeaders.get("Cache-Control");
  const merged = documentCacheControl(parent ? mergeCacheControl(parent, own) : own);
  if (merged) headers.set("Cache-Control", merged);
  const setCookie = loaderHeaders.get("Set-Cookie");
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return headers;
};
