// An error panel with a retry: a plain link to the page (works without JavaScript) that, with
// JavaScript, revalidates the page's data instead of reloading it.
import { Link, useLocation, useRevalidator } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "./Button";

export type ErrorPanelProps = {
  title: string;
  message?: ReactNode;
  /** Where the retry goes; the current page by default. */
  retryTo?: string;
  retryLabel?: string;
  /** Whether a retry re-runs the loaders in place (true) or reloads the whole document. */
  revalidateOnRetry?: boolean;
  /** Whether the panel offers a retry at all (false when the action is the only way on). */
  retry?: boolean;
  /** Another way on, shown before the retry (a link back to a list). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
};

export function ErrorPanel({
  title,
  message,
  retryTo,
  retryLabel = "Try Again",
  revalidateOnRetry = true,
  retry = true,
  action,
  headingLevel = 2,
  className = "",
}: ErrorPanelProps) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const target = retryTo ?? `${location.pathname}${location.search}`;
  const retryingHere = retryTo === undefined && revalidateOnRetry;

  return (
    <div role="alert" className={`flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center ${className}`}>
      <div aria-hidden="true" className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-800">
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path strokeLinecap="round" d="M12 8v5M12 16.5v.01M10.3 3.9L2.4 18a2 2 0 001.7 3h15.8a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z" />
        </svg>
      </div>
      <Heading className="text-lg font-semibold text-red-900">{title}</Heading>
      {message ? <p className="mt-2 max-w-md text-sm text-red-900">{message}</p> : null}
      {action || retry ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {action}
          {retry ? (
            <Link
              to={target}
              reloadDocument={!retryingHere}
              className={buttonClass("primary")}
              onClick={(event) => {
                if (!retryingHere) return;
                event.preventDefault();
                revalidator.revalidate();
              }}
            >
              {revalidator.state === "loading" ? "Retrying…" : retryLabel}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
