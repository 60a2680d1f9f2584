// Server rendering on Node and on Cloudflare Workers alike (Web Crypto, no node: built-ins here; each
// platform's React stream is in render-html.server.ts / render-html.edge.ts): the whole document is
// rendered before it is sent, so the Content-Security-Policy can list the hash of every inline script
// (the HTML may be cached, so no per-request nonce).
import { createRequestHandler, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { backend } from "./.server/backend.server";
import { csvDownload } from "./.server/csv-download";
import { renderHtml, sha256Base64 } from "./.server/render-html.server";
import { setWorkerEnv } from "./.server/env";
import type { AppHost } from "./.server/host";
import { invalidateGames } from "./.server/live/game-changes.server";
import { applySecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./.server/security-headers";

const RENDER_TIMEOUT_MS = 10_000;
export const streamTimeout = RENDER_TIMEOUT_MS;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // Every client, bot or browser, gets the fully rendered document (see the comment at the top).
  const csv = csvDownload(request, responseStatusCode, responseHeaders, remixContext);
  if (csv) return csv;
  let statusCode = responseStatusCode;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), RENDER_TIMEOUT_MS + 1000);
  let html: string;
  // The document's bytes as the renderer wrote them (Node), sent as they are unless the text had to change.
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    ({ html, bytes } = await renderHtml(<RemixServer context={remixContext} url={request.url} abortDelay={RENDER_TIMEOUT_MS} />, {
      signal: abort.signal,
      onError(error: unknown) {
        statusCode = 500;
        if (process.env.NODE_ENV !== "test") console.error(error);
      },
    }));
    // React 18.3.1's stream writer can emit a stray NUL byte at a chunk boundary (facebook/react#31134);
    // HTML never contains one, so it is dropped.
    if (html.includes("\u0000")) {
      html = html.replaceAll("\u0000", "");
      bytes = null;
    }
  } finally {
    clearTimeout(timer);
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(await inlineScriptHashes(html, sha256Base64), process.env.NODE_ENV === "development"));
  applySecurityHeaders(responseHeaders);
  return new Response(bytes ?? html, { status: statusCode, headers: responseHeaders });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  return response;
};

/**
 * What the host of this build takes from it (app/.server/host.ts): the Node server process
 * (server/process.ts, its render threads) or the Cloudflare worker (edge/worker.ts).
 */
export const host: AppHost = {
  backend,
  invalidateGames: (games) => invalidateGames(games, backend.clientCache()),
  setWorkerEnv,
  applySecurityHeaders,
  createRequestHandler,
};
