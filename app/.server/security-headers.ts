// Security headers for every response, and a Content-Security-Policy built from the hashes of the
// inline scripts a page carries, so the policy stays valid when the HTML is cached and replayed.
// Web Crypto by default, so the same code runs on Node and on Cloudflare Workers; the Node build passes
// node:crypto's synchronous digest (render-html.server.ts), which costs a render far less than a Web
// Crypto job (decision 0194).

// A script element with a src, or a data block (a type that is not JavaScript, such as the pages' JSON-LD), is
// not an inline script the policy must allow: the browser never runs a data block, so its hash is not listed.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const JAVASCRIPT_TYPE = /^(module|(text|application)\/(javascript|ecmascript)|text\/(jscript|livescript))$/i;

/** Whether a script element with these attributes runs: no type, an empty one, a JavaScript MIME type or module. */
function runs(attributes: string): boolean {
  const type = SCRIPT_TYPE.exec(attributes)?.[1];
  return type === undefined || JAVASCRIPT_TYPE.test(type);
}

function base64(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Most of a page's inline scripts are the same on every page (scroll restoration, the route manifest of
 * a route, the stream's close): their hashes are kept, so a render digests only the scripts that carry
 * its own data. Bounded: the oldest half goes when it is full; a body over SHORT_SCRIPT is not kept.
 */
const KNOWN_HASHES = new Map<string, string>();
const KNOWN_HASHES_MAX = 500;
const SHORT_SCRIPT = 4096;

/** A text's SHA-256 digest in base64, as the CSP's hash sources write it. */
export type Sha256Base64 = (text: string) => string | Promise<string>;

const encoder = new TextEncoder();

export async function webCryptoSha256(text: string): Promise<string> {
  return base64(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

async function scriptHash(body: string, sha256: Sha256Base64): Promise<string> {
  const known = KNOWN_HASHES.get(body);
  if (known) return known;
  const hash = `'sha256-${await sha256(body)}'`;
  if (body.length <= SHORT_SCRIPT) {
    if (KNOWN_HASHES.size >= KNOWN_HASHES_MAX) {
      for (const key of [...KNOWN_HASHES.keys()].slice(0, KNOWN_HASHES_MAX / 2)) KNOWN_HASHES.delete(key);
    }
    KNOWN_HASHES.set(body, hash);
  }
  return hash;
}

export async function inlineScriptHashes(html: string, sha256: Sha256Base64 = webCryptoSha256): Promise<Array<string>> {
  const bodies = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (match[2] && runs(match[1] ?? "")) bodies.add(match[2]);
  }
  return Promise.all([...bodies].map((body) => scriptHash(body, sha256)));
}

export function contentSecurityPolicy(scriptHashes: ReadonlyArray<string>, isDevelopment = false): string {
  const scriptSources = ["'self'", ...scriptHashes];
  if (isDevelopment) scriptSources.push("'unsafe-inline'", "'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${isDevelopment ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response gets (the CSP is added to documents only). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}
