// The Sports API over HTTP at /api/...: on Node the same handler the pages call in process, with
// Cache-Control by cache class and an ETag answered with 304; at the edge, the API server's answers.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { backend } from "~/.server/backend.server";
import { applySecurityHeaders } from "~/.server/security-headers";

async function answer(request: Request): Promise<Response> {
  const response = await backend.serveApi(request);
  const headers = new Headers(response.headers);
  applySecurityHeaders(headers);
  return new Response(response.body, { status: response.status, headers });
}

export async function loader({ request }: LoaderFunctionArgs) {
  return answer(request);
}

export async function action({ request }: LoaderFunctionArgs) {
  return answer(request);
}
