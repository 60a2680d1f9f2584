// How the championship loaders treat a failed Sports API call: 404 becomes a thrown 404 Response, anything else a message to show.
import { PRIVATE_NO_STORE } from "~/.server/cache-headers";
import { UpstreamError } from "~/.server/sports-api.server";

export type LoadFailure = { message: string; status: number };

/** A 404 from the API is thrown as a 404 Response (the route's ErrorBoundary); other failures are returned. */
export function failureOf(error: unknown, { notFoundThrows }: { notFoundThrows: boolean }): LoadFailure {
  if (error instanceof UpstreamError) {
    if (error.status === 404 && notFoundThrows) {
      throw new Response("Not Found", { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
    }
    return { message: error.message, status: error.status >= 500 ? error.status : 502 };
  }
  if (error instanceof Response) throw error;
  return { message: error instanceof Error ? error.message : "The Sports API could not be reached.", status: 500 };
}

export const failureHeaders = { "Cache-Control": PRIVATE_NO_STORE };
