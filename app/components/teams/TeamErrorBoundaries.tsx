// What the team pages show when their loader throws: the spec's 'Team Not Found' panel (404) or the error's message.
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/EmptyState";
import { ErrorPanel } from "~/components/ui/ErrorPanel";
import { otherSiteOf, type OtherSite } from "~/lib/other-site";

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

/** Directory error: the error's message or the spec's default, and a retry that reloads the page. */
export function TeamsLoadError({ message, retryHref }: { message: string | null; retryHref: string }) {
  return <ErrorPanel title={message || "Failed to load teams data"} retryTo={retryHref} />;
}

/** Team detail: missing team or failure (then with the error's message and a retry that reloads the page). */
function TeamNotFound({ message, retryHref, otherSite }: { message?: string | null; retryHref?: string; otherSite?: OtherSite | null }) {
  return (
    <EmptyState
      role="alert"
      headingLevel={1}
      title="Team Not Found"
      description={
        otherSite ? `This team is not on this site: it is on the ${otherSite.name} site.` : message || "The team you are looking for does not exist."
      }
      action={
        <span className="flex flex-wrap justify-center gap-3">
          {otherSite ? (
            <a href={otherSite.url} className="font-semibold text-primary-800 underline underline-offset-2">
              {`See it on the ${otherSite.name} site`}
            </a>
          ) : null}
          <ButtonLink to="/teams">Back to Teams</ButtonLink>
          {retryHref ? (
            <ButtonLink to={retryHref} variant="secondary" reloadDocument>
              Try Again
            </ButtonLink>
          ) : null}
        </span>
      }
    />
  );
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
        otherSite={notFound ? otherSiteOf(error.data) : null}
        message={notFound ? null : errorMessage(error)}
        retryHref={notFound ? undefined : `${location.pathname}${location.search}`}
      />
    </div>
  );
}
