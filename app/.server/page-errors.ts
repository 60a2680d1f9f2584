// The one error path of every page loader: a failure becomes a thrown Response that the route's
// ErrorBoundary shows as the spec's panel, with the right status. Never a 200 with an error body,
// never a 500: not found is 404, an upstream or database failure 503 with Retry-After. Degraded
// answers are never stored by a shared cache.
import { redirect } from "@remix-run/node";
import { PRIVATE_NO_STORE } from "./cache-headers";
import { UpstreamError } from "./upstream/client.server";
import { hrefWith } from "~/lib/url-state";

export const RETRY_AFTER_SECONDS = 30;

export type FailureBody = { message: string };

function failureResponse(status: number, message: string): Response {
  const headers: Record<string, string> = { "Cache-Control": PRIVATE_NO_STORE, "Content-Type": "application/json" };
  if (status === 503) headers["Retry-After"] = String(RETRY_AFTER_SECONDS);
  return new Response(JSON.stringify({ message } satisfies FailureBody), { status, headers });
}

/** A page whose subject does not exist: the route's 'Not Found' panel with a 404. */
export function notFound(message = "Not Found"): never {
  throw failureResponse(404, message);
}

/** A bad request a page cannot show (a malformed path): a 400 panel. */
export function badRequest(message: string): never {
  throw failureResponse(400, message);
}

/** Maps any loader failure to the Response the error boundary shows. Responses (redirects, 404s) pass. */
export function pageFailure(error: unknown): never {
  if (error instanceof Response) throw error;
  if (error instanceof UpstreamError) {
    if (error.status === 404) notFound(error.message);
    if (error.status === 400) badRequest(error.message);
    throw failureResponse(503, error.message);
  }
  console.error(error);
  throw failureResponse(503, "The data could not be loaded. Please try again in a moment.");
}

/** Runs a loader's work through the error path. */
export async function loadPage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    pageFailure(error);
  }
}

/** One rule for a page number past the end of a list: redirect to its last page. */
export function ensurePageInRange(url: URL, page: number, pages: number): void {
  if (page <= pages) return;
  throw redirect(`${url.pathname}${hrefWith(url.searchParams, { page: pages > 1 ? pages : null })}`, {
    headers: { "Cache-Control": PRIVATE_NO_STORE },
  });
}

/**
 * For a page that still shows most of itself when one part fails (the home page's figures): the
 * message for that part's panel and the response's status and headers (503, private, Retry-After).
 */
export function partialFailure(error: unknown): { message: string; init: { status: number; headers: Record<string, string> } } {
  if (error instanceof Response) throw error;
  const message = error instanceof UpstreamError ? error.message : "The data could not be loaded. Please try again in a moment.";
  if (!(error instanceof UpstreamError)) console.error(error);
  return {
    message,
    init: { status: 503, headers: { "Cache-Control": PRIVATE_NO_STORE, "Retry-After": String(RETRY_AFTER_SECONDS) } },
  };
}
