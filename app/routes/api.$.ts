// The Sports API over HTTP at /api/...: the same handler the pages call in process, with
// Cache-Control by cache class and an ETag answered with 304.
import { createHash } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { handleApiRequest } from "../../api/handler";
import { getDatabase } from "~/.server/db.server";
import { applySecurityHeaders } from "~/.server/security-headers";

function etagOf(body: string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const response = await handleApiRequest(request, await getDatabase());
  const body = await response.text();
  const headers = new Headers(response.headers);
  applySecurityHeaders(headers);
  if (response.status === 200) {
    const etag = etagOf(body);
    headers.set("ETag", etag);
    const ifNoneMatch = request.headers.get("If-None-Match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(request.method === "HEAD" ? null : body, { status: response.status, headers });
}

export async function action({ request }: LoaderFunctionArgs) {
  return handleApiRequest(request, await getDatabase());
}
