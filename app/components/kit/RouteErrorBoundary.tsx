// The one error boundary for page routes: a 404 shows the page's own 'Not Found' panel with its way
// back; any other failure (503 from the error path) the page's error panel with the message and a
// retry. Statuses come from app/.server/page-errors.ts; no stack trace ever reaches a fan.
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/EmptyState";
import { ErrorPanel } from "~/components/ui/ErrorPanel";

export const GENERIC_ERROR = "An error occurred.";

export type ErrorPanels = {
  notFound: { title: string; message: string; backTo: string; backLabel: string };
  failure: { title: string; message?: string };
  /** The page heading above a failure panel (a list page keeps its title). */
  heading?: string;
};

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
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8" data-status={404}>
        <EmptyState
          role="alert"
          headingLevel={1}
          title={panels.notFound.title}
          description={panels.notFound.message}
          action={<ButtonLink to={panels.notFound.backTo}>{panels.notFound.backLabel}</ButtonLink>}
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

/** The route's `ErrorBoundary` export. */
export function routeErrorBoundary(panels: ErrorPanels) {
  return function RouteErrorBoundary() {
    const error = useRouteError();
    return <RoutePanels panels={panels} error={error} />;
  };
}
