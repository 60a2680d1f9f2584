// Server rendering on Node and on Cloudflare Workers alike (Web Crypto, no node: built-ins here; each
// platform's React stream is in render-html.server.ts / render-html.edge.ts): the whole document is
// rendered before it is sent, so the Content-Security-Policy can list the hash of every inline script
// (the HTML may be cached, so no per-request nonce).
import { createRequestHandler, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { backend, type Backend } from "./.server/backend.server";
import { csvDownload } from "./.server/csv-download";
import { renderHtml } from "./.server/render-html.server";
import { setWorkerEnv } from "./.server/env";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
} from "./.server/security-headers";

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
  try {
    html = await renderHtml(<RemixServer context={remixContext} url={request.url} abortDelay={RENDER_TIMEOUT_MS} />, {
      signal: abort.signal,
      onError(error: unknown) {
        statusCode = 500;
        if (process.env.NODE_ENV !== "test") console.error(error);
      },
    });
    // React 18.3.1's stream writer can emit a stray NUL byte at a chunk boundary (facebook/react#31134);
    // HTML never contains one, so it is dropped.
    if (html.includes("\u0000")) html = html.replaceAll("\u0000", "");
  } finally {
    clearTimeout(timer);
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(await inlineScriptHashes(html), process.env.NODE_ENV === "development"),
  );
  applySecurityHeaders(responseHeaders);
  return new Response(html, { status: statusCode, headers: responseHeaders });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  return response;
};

/** Called by server.mjs on SIGTERM/SIGINT: the live feed stops, then PGlite is closed (or its data folder stays locked). */
export const shutdown = () => backend.shutdown();

/** For server.mjs's test hooks (ALLOW_TEST_FAILURES=1 only): stall or crash the database (Node only). */
export const getDatabase = () => backend.database();

/** A page cache (server.mjs) subscribes here to drop the pages that show a game the live feed changed. */
export { onGamesChanged } from "./.server/live/game-changes.server";

/** For server.mjs's render threads: the main thread answers their API calls on a port... */
export const answerApiCalls: Backend["answerApiCalls"] = (port) => backend.answerApiCalls(port);
/** ...and each thread drops its own client-cache entries for the games the main thread's live feed changed. */
export { invalidateGames } from "./.server/live/game-changes.server";

/**
 * What the Cloudflare worker (edge/worker.ts) takes from the build, so that it uses the build's own
 * copies of these modules (its env, its Remix runtime) rather than second copies of its own.
 */
export const workerHost = { setWorkerEnv, applySecurityHeaders, createRequestHandler };
