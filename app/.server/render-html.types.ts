/** What entry.server.tsx gives the renderer of its platform (render-html.server.ts or render-html.edge.ts). */
export type RenderHtmlOptions = {
  /** Aborts the render (React renders what is left as client-side fallbacks). */
  signal: AbortSignal;
  /** Called for every error React meets while rendering. */
  onError(error: unknown): void;
};
