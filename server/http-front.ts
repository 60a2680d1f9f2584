// The production server's front: a node:http handler that refuses bad request targets at once,
// answers pages and API calls from the document cache before the app runs (renders go to a render
// thread when there are any), serves the build's static files, and sets the security headers on every
// response. Composed in server/process.ts.
import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import compression from "compression";
import express from "express";
import type { Database } from "../db/database";
import { cacheKey, type DocumentCache, type Rendered } from "./document-cache";
import { loadPrecompressedAssets, sendPrecompressed } from "./precompressed-assets";
import { RenderThreadError, type RenderPool } from "./render-pool";
import { refusalResponse, refuseTarget } from "./request-guard";
import type { ServerSettings } from "./settings";

const BASE_SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
};
const SECURITY_HEADER_ENTRIES = Object.entries(BASE_SECURITY_HEADERS);
const SITE_COOKIES = /(?:^|;\s*)(selectedSeason|adminAccess)=/;
const VALID_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

type Headers_ = Record<string, string | Array<string>>;
type RenderInit = { method: string; signal: AbortSignal | undefined };

export type FrontOptions = {
  settings: ServerSettings;
  /** Remix's request handler on this thread. */
  handleRemix: (request: Request) => Promise<Response>;
  renderPool: RenderPool | null;
  cache: DocumentCache;
  /** The database, for the test hooks (ALLOW_TEST_FAILURES=1). */
  database: () => Promise<Database>;
  /** The build's client files (static). */
  clientDir?: string;
};

function listFiles(folder: string): Array<string> {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => (item.isDirectory() ? listFiles(join(folder, item.name)) : [join(folder, item.name)]));
}

function withSecurityHeaders(headers: Headers_): Headers_ {
  for (const [name, value] of SECURITY_HEADER_ENTRIES) if (headers[name] === undefined) headers[name] = value;
  return headers;
}

function send(response: ServerResponse, status: number, headers: Headers_, body: Buffer | string | null): void {
  response.writeHead(status, withSecurityHeaders(headers));
  response.end(body ?? undefined);
}

/** The request's headers as name-value pairs (a repeated header once per value). */
function headerPairs(request: IncomingMessage): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push([name, item]);
    else pairs.push([name, value]);
  }
  return pairs;
}

/** The node:http handler: every request the server gets. */
export function createFront({ settings, handleRemix, renderPool, cache, database, clientDir = "build/client" }: FrontOptions) {
  const { trustProxy, testFaults } = settings;

  // Static files: the hashed assets for a year, the rest of build/client for an hour; scripts and styles as
  // the build compressed them, the rest compressed on the fly.
  const precompressed = loadPrecompressedAssets(join(clientDir, "assets"));
  const staticFiles = express();
  staticFiles.disable("x-powered-by");
  staticFiles.use(compression());
  staticFiles.use("/assets", express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  staticFiles.use(express.static(clientDir, { maxAge: "1h", index: false }));
  const staticPaths = new Set(listFiles(clientDir).map((file) => `/${relative(clientDir, file).split(sep).join("/")}`));
  const isStatic = (path: string) => path.startsWith("/assets/") || staticPaths.has(path);

  function requestHost(request: IncomingMessage): string {
    const forwarded = trustProxy ? request.headers["x-forwarded-host"] : undefined;
    return String(forwarded || request.headers.host || "localhost");
  }

  /** The request's absolute URL, as the app sees it (behind a trusted proxy, its scheme and host). */
  function requestUrl(request: IncomingMessage): string {
    const protocol = trustProxy && request.headers["x-forwarded-proto"] === "https" ? "https" : "http";
    return `${protocol}://${requestHost(request)}${request.url}`;
  }

  /** The Fetch API request Remix takes, for a GET render (shared) or the client's own request. */
  function webRequest(request: IncomingMessage, { method, signal }: RenderInit): Request {
    const init: RequestInit & { duplex?: "half" } = { method, headers: new Headers(headerPairs(request)), signal };
    if (method !== "GET" && method !== "HEAD") {
      init.body = Readable.toWeb(request) as NodeReadableStream as ReadableStream;
      init.duplex = "half";
    }
    return new Request(requestUrl(request), init);
  }

  /** Remix's answer to a request, rendered on this thread. */
  async function renderHere(request: IncomingMessage, init: RenderInit): Promise<Rendered> {
    const answer = await handleRemix(webRequest(request, init));
    return { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
  }

  /** Page reads go to a render thread when there are any; the API (it needs the database) stays here. */
  function renderThreadFor(request: IncomingMessage, method: string): RenderPool | null {
    const onThread = renderPool?.usable === true && (method === "GET" || method === "HEAD") && !(request.url ?? "/").startsWith("/api/");
    return onThread ? renderPool : null;
  }

  async function renderAnswer(request: IncomingMessage, init: RenderInit): Promise<Rendered> {
    const pool = renderThreadFor(request, init.method);
    if (!pool) return renderHere(request, init);
    try {
      return await pool.render({ url: requestUrl(request), method: init.method, headers: headerPairs(request), signal: init.signal });
    } catch (error) {
      // The thread died under this render (it is being replaced): this thread renders it instead.
      if (error instanceof RenderThreadError && !init.signal?.aborted) return renderHere(request, init);
      throw error;
    }
  }

  async function handleApp(request: IncomingMessage, response: ServerResponse): Promise<void> {
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
      let signal: AbortSignal | undefined;
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

  async function handleTestHook(url: URL, response: ServerResponse): Promise<void> {
    const db = await database();
    if (url.searchParams.has("stall")) {
      const ms = Math.min(30_000, Number(url.searchParams.get("stall")) || 1000);
      // Under the statement timeout like any query: a stall longer than it ends in a thread restart.
      void db.query(`SELECT pg_sleep(${ms / 1000})`).catch(() => undefined);
    } else if (url.searchParams.has("crash")) {
      db.simulateCrash?.();
    } else if (url.searchParams.has("invalidate")) {
      cache.invalidate();
    }
    send(response, 202, { "content-type": "application/json", "cache-control": "no-store" }, Buffer.from('{"ok":true}'));
  }

  /** ?stop=1 stops a render thread as a crash would; the answer says how many threads there are. */
  async function handleRenderThreadHook(url: URL, response: ServerResponse): Promise<void> {
    if (url.searchParams.has("stop")) await renderPool?.stopOne();
    const body = JSON.stringify(renderPool?.status() ?? { threads: 0, ready: 0 });
    send(response, 200, { "content-type": "application/json", "cache-control": "no-store" }, Buffer.from(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
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
      response.writeHead = function writeHeadWithSecurityHeaders(this: ServerResponse, ...args: Parameters<typeof writeHead>) {
        for (const [name, value] of SECURITY_HEADER_ENTRIES) if (!response.hasHeader(name)) response.setHeader(name, value);
        return writeHead.apply(this, args);
      } as typeof writeHead;
      if (sendPrecompressed(precompressed, request, response, path)) return;
      staticFiles(request as express.Request, response as express.Response);
      return;
    }
    return handleApp(request, response);
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    handle(request, response).catch((error: unknown) => {
      // Anything that escapes the app still gets a plain answer, never a stack trace.
      console.error(error);
      if (response.headersSent) return void response.destroy();
      send(response, 500, { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" }, "An error occurred.");
    });
  };
}
