// A component loaded the first time a page renders it: its code is its own chunk, fetched only by the
// pages (or tabs) that show it, so a route with several views does not send every view to every page.
// Render it inside <Suspense>: on the server the document waits for it (render-html.server.ts renders
// on onAllReady, so the HTML is whole without JavaScript); on hydration React keeps the server's HTML
// until the chunk has loaded; on a navigation (a transition) the old view stays until it has.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await load() }));
}
