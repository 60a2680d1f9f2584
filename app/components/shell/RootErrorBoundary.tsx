// The root error boundary: a Not Found page for 404s, the status and message for other errors, never a
// stack trace. It renders inside the document Layout and, when the root data loaded, inside the shell.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { RootShell } from "./AppShell";

export const NOT_FOUND_TITLE = "Page Not Found";
export const GENERIC_ERROR_MESSAGE = "An error occurred.";

type ErrorDescription = { status: number; title: string; message: string };

function describe(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        status: 404,
        title: NOT_FOUND_TITLE,
        message: "The page you are looking for does not exist or has moved.",
      };
    }
    const text = typeof error.data === "string" && error.data.length <= 200 ? error.data : "";
    return {
      status: error.status,
      title: `${error.status} ${error.statusText || "Error"}`.trim(),
      message: text || GENERIC_ERROR_MESSAGE,
    };
  }
  // A thrown Error's message may carry internals; the page says only that something went wrong.
  return { status: 500, title: "500 Internal Server Error", message: GENERIC_ERROR_MESSAGE };
}

function ErrorContent({ error }: { error: ErrorDescription }) {
  return (
    <section aria-labelledby="error-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" data-status={error.status}>
      <p className="text-6xl font-extrabold text-primary-700" aria-hidden="true">
        {error.status}
      </p>
      <h1 id="error-title" className="mt-4 text-3xl font-bold text-slate-900">
        {error.title}
      </h1>
      <p className="mt-3 text-base text-slate-700">{error.message}</p>
      <Link
        to="/"
        className="mt-8 rounded-md bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
      >
        Go to Home
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  const error = describe(useRouteError());
  return (
    <RootShell>
      <ErrorContent error={error} />
    </RootShell>
  );
}
