// The client build's scripts and stylesheets as the build compressed them (vite.precompress.ts, decision
// 0202): read once when the server starts, sent as they are to a browser that takes brotli or gzip, with
// the hashed assets' year-long immutable caching. A file without its compressed copies (a build from
// before they existed) is left to express.static and the compression middleware.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { preferredEncoding } from "./document-cache";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
};

type Asset = { type: string; br: Buffer; gzip: Buffer; etag: string };

/** URL path (`/assets/name.js`) to its compressed bodies, for every asset the build compressed. */
export function loadPrecompressedAssets(assetsDir: string, urlPrefix = "/assets/"): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(assetsDir)) return assets;
  for (const name of readdirSync(assetsDir)) {
    const type = CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)];
    const file = join(assetsDir, name);
    if (!type || !existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) continue;
    const etag = `"${createHash("sha1").update(readFileSync(file)).digest("base64url")}`;
    assets.set(`${urlPrefix}${name}`, { type, br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`), etag });
  }
  return assets;
}

/**
 * Answers a GET or HEAD of a precompressed asset in the encoding the browser prefers; returns false
 * (nothing sent) for anything else: another file, or a browser that takes neither encoding.
 */
export function sendPrecompressed(assets: ReadonlyMap<string, Asset>, request: IncomingMessage, response: ServerResponse, path: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const asset = assets.get(path);
  if (!asset) return false;
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (encoding === "identity") return false;
  const body = encoding === "br" ? asset.br : asset.gzip;
  const etag = `${asset.etag}-${encoding === "br" ? "br" : "gz"}"`;
  const headers = {
    "Content-Type": asset.type,
    "Content-Encoding": encoding,
    "Content-Length": String(body.length),
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
    ETag: etag,
  };
  if (request.headers["if-none-match"] === etag) {
    response.writeHead(304, { "Cache-Control": headers["Cache-Control"], ETag: etag, Vary: headers.Vary });
    response.end();
    return true;
  }
  response.writeHead(200, headers);
  response.end(request.method === "HEAD" ? undefined : body);
  return true;
}
