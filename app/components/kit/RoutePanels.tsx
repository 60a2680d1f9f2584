// The panels of a page route's error boundary (app/components/kit/RouteErrorBoundary.tsx loads this
// module only when a page fails, so pages that render fine do not carry it): a 404 shows the page's own
// 'Not Found' panel with its way back; any other failure the page's error panel with the message and a
// retry. Statuses come from app/.server/page-errors.ts; no stack trace ever reaches a fan.
import { isRouteErrorResponse, useLocation } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/EmptyState";
import { ErrorPanel } from "~/components/ui/ErrorPanel";
import { otherSiteOf } from "~/lib/other-site";
import type { ErrorPanels } from "./RouteErrorBoundary";

export const GENERIC_ERROR = "An error occurred.";

/** The message a thrown response carries ({ message } JSON or short text), if any. */
export function thrownMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const body: unknown = error.data;
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  if (typeof body === "string" && body.length > 0 && body.length <= 200 && !body.trimStart().startsWith("{")) return body;
  return null;
}

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function RoutePanels({ panels, error }: { panels: ErrorPanels; error: unknown }) {
  const location = useLocation();
  const status = errorStatus(error);
  if (status === 404) {
    // Another sport's page on a sport site: say which site has it and link to the same page there.
    const otherSite = isRouteErrorResponse(error) ? otherSiteOf(error.data) : null;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8" data-status={404}>
        <EmptyState
          role="alert"
          headingLevel={1}
          title={panels.notFound.title}
          description={otherSite ? `This page is not on this site: it is on the ${otherSite.name} site.` : panels.notFound.message}
          action={
            otherSite ? (
              <a href={otherSite.url} className="font-semibold text-primary-800 underline underline-offset-2">
                {`See it on the ${otherSite.name} site`}
              </a>
            ) : (
              <ButtonLink to={panels.notFound.backTo}>{panels.notFound.backLabel}</ButtonLink>
            )
          }
        />
      </div>
    );
  }
  const message = status === 400 ? (thrownMessage(error) ?? GENERIC_ERROR) : (panels.failure.message ?? thrownMessage(error) ?? GENERIC_ERROR);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" data-status={status}>
      {panels.heading ? <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-slate-900">{panels.heading}</h1> : null}
      <ErrorPanel title={panels.failure.title} message={message} retryTo={`${location.pathname}${location.search}`} revalidateOnRetry={false} />
    </div>
  );
}
