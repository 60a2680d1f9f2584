// The last-resort error page: a 404 says the page was not found; anything else says what happened,
// never with a stack trace.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-slate-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{notFound ? "Page Not Found" : "An error occurred."}</h1>
      <p className="mt-4 text-slate-700">
        {notFound ? "The page you are looking for does not exist." : "Something went wrong while loading this page."}
      </p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-slate-900 px-4 py-2 font-semibold text-white">
        Go home
      </Link>
    </main>
  );
}
