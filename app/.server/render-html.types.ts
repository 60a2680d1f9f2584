/** What entry.server.tsx gives the renderer of its platform (render-html.server.ts or render-html.edge.ts). */
export type RenderHtmlOptions = {
  /** Aborts the render (React renders what is left as client-side fallbacks). */
  signal: AbortSignal;
  /** Called for every error React meets while rendering. */
  onError(error: unknown): void;
};

/**
 * The rendered document: its text (scanned for the CSP's script hashes) and, where the renderer wrote
 * UTF-8 bytes (Node), those bytes, so the response need not encode the text again (null on Workers).
 */
export type RenderedHtml = { html: string; bytes: Uint8Array<ArrayBuffer> | null };
