// Scores that refresh by themselves: with JavaScript, Remix's revalidator re-runs the page's loaders
// every 30 s (a live game) or 2 minutes (today's games), paused while the tab is hidden and run at once
// when it shows again; without it, a meta refresh in <noscript> reloads the page at the same pace.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { formatClockTime } from "~/lib/scores/format";

export function useLiveRefresh(seconds: number | null): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const state = useRef(revalidator.state);
  state.current = revalidator.state;

  useEffect(() => {
    if (seconds === null) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const run = () => {
      if (state.current === "idle") revalidate.current();
    };
    const start = () => {
      if (timer === null) timer = setInterval(run, seconds * 1000);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        run();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [seconds]);
}

/** "Updated 19:31:05 ET" and how often the page refreshes; the meta refresh for browsers without JavaScript. */
export function LiveRefreshNote({ seconds, updatedAt }: { seconds: number | null; updatedAt: string }) {
  useLiveRefresh(seconds);
  return (
    <p className="text-sm text-slate-600" data-testid="updated-note">
      <span aria-live="polite">{`Updated ${formatClockTime(new Date(updatedAt))} ET`}</span>
      {seconds !== null ? <span>{` · refreshes every ${seconds >= 60 ? `${seconds / 60} minutes` : `${seconds} seconds`}`}</span> : null}
      {seconds !== null ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(seconds)} />
        </noscript>
      ) : null}
    </p>
  );
}
