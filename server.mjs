// The production server: a node:http front that refuses bad request targets at once, answers pages
// and API calls from the document cache (server/document-cache.mjs) before the app runs, serves the
// build's static files, sets the security headers on every response, and shuts down cleanly.
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import { availableParallelism } from "node:os";
import { join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { cacheKey, DocumentCache } from "./server/document-cache.mjs";
import { RenderPool, RenderThreadError } from "./server/render-pool.mjs";
import { refusalResponse, refuseTarget } from "./server/request-guard.mjs";

const BASE_SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
};
const SITE_COOKIES = /(?:^|;\s*)(selectedSeason|adminAccess)=/;
const VALID_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;
const mode = process.env.NODE_ENV ?? "production";
const trustProxy = process.env.TRUST_PROXY === "1";
const testFaults = process.env.ALLOW_TEST_FAILURES === "1";

const build = await import("./build/server/index.js");
const handleRemix = createRequestHandler(build, mode);

// Pages render on RENDER_THREADS worker threads (default: one per core; 0 renders on this thread), the
// API, the database, the live feed and everything but page reads stay here (decision 0087).
const renderThreads = Math.max(0, Math.min(16, Number(process.env.RENDER_THREADS ?? availableParallelism()) || 0));
const renderPool =
  renderThreads > 0 ? new RenderPool({ size: renderThreads, mode, answerApiCalls: (port) => build.entry.module.answerApiCalls(port) }) : null;

const cache = new DocumentCache({
  maxBytes: Number(process.env.DOCUMENT_CACHE_MB ?? 64) * 1024 * 1024,
  onBackgroundError: (key, error) => console.warn(`document cache: background render of ${key} failed:`, error instanceof Error ? error.message : error),
});
const purgeTimer = setInterval(() => cache.purge(), 60_000);
purgeTimer.unref();
/**
 * The hook an import or the live feed calls when data changes, in this process:
 * globalThis.__documentCacheInvalidate({ site: "nfl", pathPrefix: "/scores" }) (or { host }, or nothing for all).
 */
globalThis.__documentCacheInvalidate = (filter) => cache.invalidate(filter);
// The live feed (in this process) changed games: drop the pages and API answers that show them. The
// home page shows recent results too, so the listed path prefixes start with "/": the whole cache goes.
build.entry.module.onGamesChanged?.(({ games, paths }) => {
  renderPool?.broadcast({ type: "games-changed", games });
  for (const pathPrefix of paths) cache.invalidate({ pathPrefix });
  cache.invalidate({ pathPrefix: "/api/" });
});

// Static files: the hashed assets for a year, the rest of build/client for an hour, gzip on the fly.
const staticFiles = express();
staticFiles.disable("x-powered-by");
staticFiles.use(compression());
staticFiles.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
staticFiles.use(express.static("build/client", { maxAge: "1h", index: false }));
const STATIC_PATHS = new Set(listFiles("build/client").map((file) => `/${relative("build/client", file).split(sep).join("/")}`));

function listFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? listFiles(join(folder, item.name)) : [join(folder, item.name)],
  );
}

function isStatic(path) {
  return path.startsWith("/assets/") || STATIC_PATHS.has(path);
}

const SECURITY_HEADER_ENTRIES = Object.entries(BASE_SECURITY_HEADERS);

function withSecurityHeaders(headers) {
  for (const [name, value] of SECURITY_HEADER_ENTRIES) if (headers[name] === undefined) headers[name] = value;
  return headers;
}

function send(response, status, headers, body) {
  response.writeHead(status, withSecurityHeaders(headers));
  response.end(body ?? undefined);
}

function requestHost(request) {
  const forwarded = trustProxy ? request.headers["x-forwarded-host"] : undefined;
  return String(forwarded || request.headers.host || "localhost");
}

/** The request's absolute URL, as the app sees it (behind a trusted proxy, its scheme and host). */
function requestUrl(request) {
  const protocol = trustProxy && request.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  return `${protocol}://${requestHost(request)}${request.url}`;
}

/** The request's headers as name-value pairs (a repeated header once per value). */
function headerPairs(request) {
  const pairs = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push([name, item]);
    else pairs.push([name, value]);
  }
  return pairs;
}

/** The Fetch API request Remix takes, for a GET render (shared) or the client's own request. */
function webRequest(request, { method, signal }) {
  const init = { method, headers: new Headers(headerPairs(request)), signal };
  if (method !== "GET" && method !== "HEAD") {
    init.body = Readable.toWeb(request);
    init.duplex = "half";
  }
  return new Request(requestUrl(request), init);
}

/** Remix's answer to a request, rendered on this thread. */
async function renderHere(request, init) {
  const answer = await handleRemix(webRequest(request, init));
  return { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
}

/** Page reads go to a render thread when there are any; the API (it needs the database) stays here. */
function rendersOnThread(request, method) {
  return renderPool?.usable === true && (method === "GET" || method === "HEAD") && !(request.url ?? "/").startsWith("/api/");
}

async function renderAnswer(request, init) {
  if (!rendersOnThread(request, init.method)) return renderHere(request, init);
  try {
    return await renderPool.render({
      url: requestUrl(request),
      method: init.method,
      headers: headerPairs(request),
      signal: init.signal,
    });
  } catch (error) {
    // The thread died under this render (it is being replaced): this thread renders it instead.
    if (error instanceof RenderThreadError && !init.signal?.aborted) return renderHere(request, init);
    throw error;
  }
}

async function handleApp(request, response) {
  const method = request.method ?? "GET";
  const readOnly = method === "GET" || method === "HEAD";
  const cookie = request.headers.cookie ?? "";
  // Pages that read the fan's cookies, anything but a read, and test-fault requests go to the app.
  // (With ALLOW_TEST_FAILURES=1, `x-document-cache: bypass` lets the benchmarks measure uncached rendering.)
  const bypass =
    !readOnly ||
    SITE_COOKIES.test(cookie) ||
    request.headers.authorization !== undefined ||
    (testFaults && (request.headers["x-test-upstream"] !== undefined || request.headers["x-document-cache"] === "bypass"));
  const render = async () => {
    // Only a request's own render stops when its client leaves: a shared render serves others too.
    let signal;
    if (bypass) {
      const controller = new AbortController();
      response.on("close", () => {
        if (!response.writableFinished) controller.abort();
      });
      signal = controller.signal;
    }
    return renderAnswer(request, bypass ? { method, signal } : { method: "GET", signal: undefined });
  };
  const served = await cache.serve(
    {
      key: cacheKey(requestHost(request), request.url ?? "/"),
      method,
      acceptEncoding: request.headers["accept-encoding"] ?? null,
      ifNoneMatch: request.headers["if-none-match"] ?? null,
      bypass,
    },
    render,
  );
  if (response.destroyed) return;
  send(response, served.status, served.headers, served.body);
}

async function handleTestHook(url, response) {
  const database = await build.entry.module.getDatabase();
  if (url.searchParams.has("stall")) {
    const ms = Math.min(30_000, Number(url.searchParams.get("stall")) || 1000);
    // Under the statement timeout like any query: a stall longer than it ends in a thread restart.
    void database.query(`SELECT pg_sleep(${ms / 1000})`).catch(() => undefined);
  } else if (url.searchParams.has("crash")) {
    database.simulateCrash?.();
  } else if (url.searchParams.has("invalidate")) {
    cache.invalidate();
  }
  send(response, 202, { "content-type": "application/json", "cache-control": "no-store" }, Buffer.from('{"ok":true}'));
}

/** ?stop=1 stops a render thread as a crash would; the answer says how many threads there are. */
async function handleRenderThreadHook(url, response) {
  if (url.searchParams.has("stop")) await renderPool?.stopOne();
  const body = JSON.stringify(renderPool?.status() ?? { threads: 0, ready: 0 });
  send(response, 200, { "content-type": "application/json", "cache-control": "no-store" }, Buffer.from(body));
}

async function handle(request, response) {
  const target = request.url ?? "/";
  const refusal = refuseTarget(target);
  if (refusal) {
    const answer = refusalResponse(target, refusal);
    return send(response, answer.status, answer.headers, request.method === "HEAD" ? null : answer.body);
  }
  if (!VALID_HOST.test(requestHost(request))) {
    const answer = refusalResponse(target, { status: 400, title: "Bad Request", message: "The Host header is not valid." });
    return send(response, answer.status, answer.headers, answer.body);
  }
  const path = target.split("?")[0];
  if (testFaults && path === "/__test/database") return handleTestHook(new URL(target, "http://localhost"), response);
  if (testFaults && path === "/__test/render-threads") return handleRenderThreadHook(new URL(target, "http://localhost"), response);
  if (isStatic(path)) {
    const writeHead = response.writeHead;
    response.writeHead = function writeHeadWithSecurityHeaders(...args) {
      for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) if (!response.hasHeader(name)) response.setHeader(name, value);
      return writeHead.apply(this, args);
    };
    return staticFiles(request, response);
  }
  return handleApp(request, response);
}

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    // Anything that escapes the app still gets a plain answer, never a stack trace.
    console.error(error);
    if (response.headersSent) return response.destroy();
    send(response, 500, { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" }, "An error occurred.");
  });
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.requestTimeout = 30_000;

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
server.listen(port, host, () => {
  console.log(`Serving on http://localhost:${port} (hub) and http://nfl.localhost:${port} (NFL site)`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close();
  server.closeIdleConnections?.();
  try {
    await renderPool?.close();
    await build.entry.module.shutdown?.();
  } finally {
    process.exit(0);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
