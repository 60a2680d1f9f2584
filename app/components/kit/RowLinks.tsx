// Many links in one table, list or grid (each standings row's team and Details links, a champion row,
// a franchise's season chips, the site's header and footer): plain <a href> elements, and one click
// handler on their container that navigates in the app as <Link> would (no full reload; `data-replace`
// and `data-keep-scroll` as Link's replace and preventScrollReset, on the link or, for every link inside,
// on an element around them). A <Link> is two components and a dozen hooks a link; a page of rows
// rendered them by the hundred on every uncached request. Without JavaScript they are plain links.
import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";

/** The page a link's click is on: `window.location`'s parts. */
export type CurrentLocation = { href: string; origin: string; pathname: string; search: string; hash: string };

/**
 * Where a clicked link goes in the app, or null when the browser should follow it itself: another
 * origin (a sister site, the admin, mailto:) or an in-page anchor ("#", "#main-content"). `current` is
 * true for a link to the page it is on, which replaces the history entry as <Link> does.
 */
export function inAppLink(rawHref: string, current: CurrentLocation): { path: string; current: boolean } | null {
  if (rawHref.startsWith("#")) return null;
  const url = new URL(rawHref, current.href);
  if (url.origin !== current.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return { path, current: path === `${current.pathname}${current.search}${current.hash}` };
}

export function useRowLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const link = inAppLink(anchor.getAttribute("href") ?? "", window.location);
      if (!link) return;
      event.preventDefault();
      navigate(link.path, {
        replace: link.current || anchor.closest("[data-replace]")?.getAttribute("data-replace") === "true",
        preventScrollReset: anchor.closest("[data-keep-scroll]")?.getAttribute("data-keep-scroll") === "true",
      });
    },
    [navigate],
  );
}
