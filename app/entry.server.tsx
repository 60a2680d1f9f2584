// Server rendering: the whole document is rendered before it is sent, so the Content-Security-Policy
// can list the hash of every inline script (the HTML may be cached, so no per-request nonce).
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { csvDownload } from "./.server/csv-download";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
} from "./.server/security-headers";

const RENDER_TIMEOUT_MS = 10_000;
export const streamTimeout = RENDER_TIMEOUT_MS;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  void isbot; // every client gets the fully rendered document (see the comment at the top)
  const csv = csvDownload(request, responseStatusCode, responseHeaders, remixContext);
  if (csv) return csv;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={RENDER_TIMEOUT_MS} />,
      {
        onAllReady() {
          const body = new PassThrough();
          const chunks: Array<Buffer> = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            // React 18.3.1's stream writer can emit a stray NUL byte at a chunk boundary
            // (facebook/react#31134); HTML never contains one, so it is dropped.
            const html = Buffer.concat(chunks).toString("utf8").replaceAll("\u0000", "");
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy(inlineScriptHashes(html), process.env.NODE_ENV === "development"),
            );
            applySecurityHeaders(responseHeaders);
            resolve(new Response(html, { status: statusCode, headers: responseHeaders }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          if (process.env.NODE_ENV !== "test") console.error(error);
        },
      },
    );
    setTimeout(abort, RENDER_TIMEOUT_MS + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  return response;
};

/** Called by server.mjs on SIGTERM/SIGINT: PGlite must be closed or its data folder stays locked. */
export { closeDatabase as shutdown } from "./.server/db.server";
/** For server.mjs's test hooks (ALLOW_TEST_FAILURES=1 only): stall or crash the database. */
export { getDatabase } from "./.server/db.server";
