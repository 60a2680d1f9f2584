// What the team pages show when their loader throws: the spec's 'Team Not Found' panel (404) or the error's message.
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { TeamNotFound, TeamsLoadError } from "./primitives";

/** The message a thrown response or error carries, if any. */
export function errorMessage(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
    return null;
  }
  if (error instanceof Error) return error.message;
  return null;
}

export function TeamsDirectoryErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-slate-900">All Teams</h1>
      <TeamsLoadError message={errorMessage(error)} retryHref={`${location.pathname}${location.search}`} />
    </div>
  );
}

export function TeamDetailErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <TeamNotFound
        message={notFound ? null : errorMessage(error)}
        retryHref={notFound ? undefined : `${location.pathname}${location.search}`}
      />
    </div>
  );
}
