// Whether the rows a server rendered may still be in the document: in the browser, until the first
// client-side navigation. A component that mounts before then (during hydration, or later when a lazy
// view's chunk arrives and its server HTML hydrates) finds its server HTML in place. The root layout
// notes the navigations while it renders, before the pages below it (decision 0191).
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

let firstKey: string | null = null;
let navigated = false;

export function serverHtmlInDocument(): boolean {
  return typeof document !== "undefined" && !navigated;
}

/** The root layout calls this on every render: a location other than the document's first is a navigation. */
export function useNoteNavigations(): void {
  const { key } = useLocation();
  if (typeof document === "undefined") return;
  firstKey ??= key;
  if (key !== firstKey) navigated = true;
}

/**
 * The root layout calls this once: when its effect runs, every component of the page has hydrated (a
 * parent's effects run after its children's), and `<html data-hydrated>` says so to scripts and tests.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
