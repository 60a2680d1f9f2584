// The Cloudflare Worker: static files from the assets binding, everything else through the Remix app
// built by `npm run edge:build` (build-edge/server), with the same security headers as the Node server.
// The app is loaded on the first request, after the worker's env has been handed to it; the worker
// takes the Remix runtime and the header rule from the build (app/entry.server.tsx's host), so
// each module exists once in the bundle.
import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";

export type Env = {
  /** The built client files (wrangler.toml [assets]). */
  ASSETS: Fetcher;
  /** The Sports API server's origin, e.g. https://api.championshiphistory.com (its /api/... answers). */
  SPORTS_API_URL?: string;
  [name: string]: unknown;
};

type WorkerHost = {
  setWorkerEnv(values: Record<string, unknown>): void;
  applySecurityHeaders(headers: Headers): void;
  createRequestHandler(build: ServerBuild, mode?: string): (request: Request, loadContext?: AppLoadContext) => Promise<Response>;
};

type App = { host: WorkerHost; handle: (request: Request, loadContext: AppLoadContext) => Promise<Response> };

let app: Promise<App> | null = null;

function loadApp(env: Env): Promise<App> {
  app ??= (async () => {
    // @ts-expect-error the server build is JavaScript written by `npm run edge:build`
    const build = (await import("../build-edge/server/index.js")) as ServerBuild;
    const host = (build.entry.module as unknown as { host: WorkerHost }).host;
    host.setWorkerEnv(env);
    return { host, handle: host.createRequestHandler(build, "production") };
  })();
  app.catch(() => (app = null));
  return app;
}

/** Paths that may be files: the hashed build assets and anything with an extension (icons, logos). */
function mayBeAsset(pathname: string): boolean {
  return pathname.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf("/")));
}

async function staticFile(request: Request, env: Env): Promise<Response | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { pathname } = new URL(request.url);
  if (!mayBeAsset(pathname)) return null;
  const response = await env.ASSETS.fetch(request);
  if (response.status === 404) return null;
  const headers = new Headers(response.headers);
  if (response.ok) {
    headers.set("Cache-Control", pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600");
  }
  return new Response(response.body, { status: response.status, headers });
}

function withHeaders(response: Response, host: WorkerHost | null): Response {
  const headers = new Headers(response.headers);
  if (host) host.applySecurityHeaders(headers);
  else headers.set("X-Content-Type-Options", "nosniff");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export default {
  async fetch(request, env, ctx) {
    let host: WorkerHost | null = null;
    try {
      const loaded = await loadApp(env);
      host = loaded.host;
      const file = await staticFile(request, env);
      if (file) return withHeaders(file, host);
      const loadContext = { cloudflare: { env, ctx, cf: request.cf } } as unknown as AppLoadContext;
      return withHeaders(await loaded.handle(request, loadContext), host);
    } catch (error) {
      // Anything that escapes Remix still gets a plain answer, never a stack trace.
      console.error(error);
      const failure = new Response("An error occurred.", { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
      return withHeaders(failure, host);
    }
  },
} satisfies ExportedHandler<Env>;
