// Scrolls to the top when the path changes; a search-only change (a filter form) keeps the position,
// and back/forward keeps the position the browser restores.
import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (navigationType === "POP") return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigationType]);

  return null;
}
