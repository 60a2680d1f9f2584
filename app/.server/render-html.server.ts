// The whole document as one string and its UTF-8 bytes, rendered with React's Node stream (the edge build swaps this module
// for render-html.edge.ts, see vite.config.ts). React's Node writer encodes its chunks into one reused
// buffer; the Web-stream writer allocated a TextEncoder result per chunk, 10-15 % of a render here.
import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { RenderedHtml, RenderHtmlOptions } from "./render-html.types";
import { installRememberedMatches } from "./route-matches.server";

// Remix's and React Router's route matching, remembered per route table and path (decision 0200).
installRememberedMatches();

export function renderHtml(element: ReactElement, { signal, onError }: RenderHtmlOptions): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        const bytes = Buffer.concat(chunks);
        resolve({ html: bytes.toString("utf8"), bytes });
        done();
      },
    });
    sink.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError,
    });
    if (signal.aborted) abort(signal.reason);
    else signal.addEventListener("abort", () => abort(signal.reason), { once: true });
  });
}

/** The inline scripts' CSP hashes on Node: node:crypto's digest, synchronous (security-headers.ts). */
export function sha256Base64(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}
