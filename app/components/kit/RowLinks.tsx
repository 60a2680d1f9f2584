// Many links in one table, list or grid (each standings row's team and Details links, a champion row,
// a franchise's season chips): plain <a href> elements, and one click handler on their container that
// navigates in the app as <Link> would (no full reload; `data-replace` and `data-keep-scroll` as Link's
// replace and preventScrollReset, on the link or, for every link inside, on an element around them). A <Link> is two components and a dozen hooks a link; a page of rows
// rendered them by the hundred on every uncached request. Without JavaScript they are plain links.
import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";

export function useRowLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`, {
        replace: anchor.closest("[data-replace]")?.getAttribute("data-replace") === "true",
        preventScrollReset: anchor.closest("[data-keep-scroll]")?.getAttribute("data-keep-scroll") === "true",
      });
    },
    [navigate],
  );
}
