// The whole document as one string on Cloudflare Workers: React's Web-stream renderer (no node: built-ins).
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import type { RenderedHtml, RenderHtmlOptions } from "./render-html.types";

/** The inline scripts' CSP hashes on Workers: Web Crypto (security-headers.ts). */
export { webCryptoSha256 as sha256Base64 } from "./security-headers";

export async function renderHtml(element: ReactElement, { signal, onError }: RenderHtmlOptions): Promise<RenderedHtml> {
  const stream = await renderToReadableStream(element, { signal, onError });
  await stream.allReady;
  return { html: await new Response(stream).text(), bytes: null };
}
