// While a season is being played its standings refresh every 5 minutes: with JavaScript the page's
// data revalidates (paused while the tab is hidden); without it a meta refresh reloads the page.
import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/** The spec's background refresh of current standings. */
export const STANDINGS_REFRESH_SECONDS = 5 * 60;

export function LiveRefresh({ seconds = STANDINGS_REFRESH_SECONDS }: { seconds?: number }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [revalidator, seconds]);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
