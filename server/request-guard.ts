// Refuses, before any app code runs, request targets no page or endpoint can answer: malformed
// percent-encoding in the path (400), an overlong path or path segment (404: no page has such an
// address), an overlong query string (414) or parameter value (400). Each refusal is a small page
// (or JSON {detail} under /api/) that costs nothing to produce.
export const LIMITS = Object.freeze({
  /** Characters of the path (before "?"). */
  path: 1024,
  /** Characters of one path segment (a slug is far shorter). */
  segment: 200,
  /** Characters of the query string (after "?"). */
  query: 2048,
  /** Characters of one decoded parameter value. */
  value: 500,
  /** Characters of the query string of Remix's route manifest requests. */
  manifestQuery: 8192,
});

/** A refused target's status, page title and message. */
export type Refusal = { status: number; title: string; message: string };

// No text we store or look up holds a NUL character (PostgreSQL text cannot).
const NUL_REFUSAL: Refusal = { status: 400, title: "Bad Request", message: "The address contains a NUL character." };

/**
 * null when the target may reach the app, else the refusal.
 * `target` is the raw request target, e.g. "/teams?page=2".
 */
export function refuseTarget(target: string): Refusal | null {
  if (!target.startsWith("/")) return { status: 400, title: "Bad Request", message: "The request address is not a path." };
  const mark = target.indexOf("?");
  const path = mark === -1 ? target : target.slice(0, mark);
  const query = mark === -1 ? "" : target.slice(mark + 1);
  // Remix's lazy route discovery asks /__manifest for every link of a page at once, in URLs it keeps
  // under 7,680 characters.
  const queryLimit = path === "/__manifest" ? LIMITS.manifestQuery : LIMITS.query;
  if (query.length > queryLimit) {
    return { status: 414, title: "Address Too Long", message: `The query string is longer than ${queryLimit} characters.` };
  }
  if (path.length > LIMITS.path) return { status: 404, title: "Page Not Found", message: "No page has an address this long." };
  for (const segment of path.split("/")) {
    if (segment.length > LIMITS.segment) return { status: 404, title: "Page Not Found", message: "No page has an address this long." };
    if (!segment.includes("%")) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { status: 400, title: "Bad Request", message: "The address has a malformed percent-encoding." };
    }
    if (decoded.includes("\u0000")) return NUL_REFUSAL;
  }
  if (query) {
    for (const [name, value] of new URLSearchParams(query)) {
      if (value.length > LIMITS.value || name.length > LIMITS.value) {
        return { status: 400, title: "Bad Request", message: `A parameter is longer than ${LIMITS.value} characters.` };
      }
      if (value.includes("\u0000") || name.includes("\u0000")) return NUL_REFUSAL;
    }
  }
  return null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The refusal as a response body and headers: JSON under /api/, else a small self-contained page.
 */
export function refusalResponse(
  target: string,
  refusal: Refusal,
  extraHeaders: Record<string, string> = {},
): { status: number; headers: Record<string, string>; body: Buffer } {
  const headers = { "cache-control": "private, no-store", ...extraHeaders };
  if (target.startsWith("/api/")) {
    return {
      status: refusal.status,
      headers: { ...headers, "content-type": "application/json; charset=utf-8" },
      body: Buffer.from(JSON.stringify({ detail: refusal.message })),
    };
  }
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(refusal.title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{margin-top:0;font-size:1.5rem}a{color:#1d4ed8}</style></head>
<body><main role="alert"><h1>${escapeHtml(refusal.title)}</h1><p>${escapeHtml(refusal.message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  return {
    status: refusal.status,
    headers: {
      ...headers,
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
    body: Buffer.from(html),
  };
}
