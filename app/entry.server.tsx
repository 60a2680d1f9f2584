// Server rendering on Node and on Cloudflare Workers alike (Web streams, Web Crypto, no node:
// built-ins): the whole document is rendered before it is sent, so the Content-Security-Policy can list
// the hash of every inline script (the HTML may be cached, so no per-request nonce).
import { createRequestHandler, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server.browser";
import { backend } from "./.server/backend.server";
import { csvDownload } from "./.server/csv-download";
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
  const csv = csvDownload(request, responseStatusCode, responseHeaders, remixContext);
  if (csv) return csv;
  // Every client, bot or browser, gets the fully rendered document (see the comment at the top).
  let statusCode = responseStatusCode;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), RENDER_TIMEOUT_MS + 1000);
  let html: string;
  try {
    const stream = await renderToReadableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={RENDER_TIMEOUT_MS} />,
      {
        signal: abort.signal,
        onError(error: unknown) {
          statusCode = 500;
          if (process.env.NODE_ENV !== "test") console.error(error);
        },
      },
    );
    await stream.allReady;
    // React 18.3.1's stream writer can emit a stray NUL byte at a chunk boundary (facebook/react#31134);
    // HTML never contains one, so it is dropped.
    html = (await new Response(stream).text()).replaceAll("\u0000", "");
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

/** Called by server.mjs on SIGTERM/SIGINT: PGlite must be closed or its data folder stays locked. */
export const shutdown = () => backend.shutdown();

/**
 * What the Cloudflare worker (edge/worker.ts) takes from the build, so that it uses the build's own
 * copies of these modules (its env, its Remix runtime) rather than second copies of its own.
 */
export const workerHost = { setWorkerEnv, applySecurityHeaders, createRequestHandler };
