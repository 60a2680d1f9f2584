// The typed Sports API client: site filters, sorted queries, retries, errors, shape checks, Cache-Control, and the HTTP transport.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ClientCache } from "~/.server/upstream/cache.server";
import { backgroundRetryDelay, createSportsClient, UpstreamError } from "~/.server/upstream/client.server";
import { remoteTransport, type Transport, type UpstreamResponse } from "~/.server/upstream/transport.server";
import { cacheControlFor } from "../../core/cache-classes";
import { cfb, hub, nfl } from "../../sites/sites";

const anything = z.unknown();
const pageShape = z.object({ count: z.number(), results: z.array(z.object({ slug: z.string() })) });

type FakeTransport = Transport & { calls: Array<string> };

/** A transport that answers each call with the next response (the last one repeats); an Error is thrown. */
function fake(...responses: Array<UpstreamResponse | Error>): FakeTransport {
  const calls: Array<string> = [];
  const transport = async (pathAndQuery: string): Promise<UpstreamResponse> => {
    const response = responses[Math.min(calls.length, responses.length - 1)];
    calls.push(pathAndQuery);
    if (response instanceof Error) throw response;
    return response;
  };
  return Object.assign(transport, { calls });
}

const OK_PAGE: UpstreamResponse = { status: 200, body: { count: 1, results: [{ slug: "green-bay-packers" }] } };

function client(transport: Transport, site = hub) {
  return createSportsClient({ site, transport, cache: new ClientCache() });
}

async function upstreamError(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }
  throw new Error("expected an UpstreamError");
}

describe("queries", () => {
  it("adds the site's filters and sorts the query", async () => {
    const transport = fake(OK_PAGE);
    const result = await client(transport, nfl).get("teams/teams/", pageShape, { search: "green", page: 2 });
    expect(result).toEqual({ count: 1, results: [{ slug: "green-bay-packers" }] });
    expect(transport.calls).toEqual(["/api/teams/teams/?level__slug=professional&page=2&search=green&sport__slug=football"]);
  });

  it("uses NCAA Division I for a college site and nothing on the hub", async () => {
    const transport = fake(OK_PAGE);
    await client(transport, cfb).get("teams/teams/", pageShape);
    await client(transport, hub).get("teams/teams/", pageShape, { page_size: 3 });
    expect(transport.calls).toEqual(["/api/teams/teams/?level__slug=ncaa-division-i&sport__slug=football", "/api/teams/teams/?page_size=3"]);
  });

  it("skips empty values, lets the site's filters win, and can leave them out", async () => {
    const transport = fake(OK_PAGE);
    const nflClient = client(transport, nfl);
    await nflClient.get("/teams/teams/", pageShape, { sport__slug: "hockey", year: undefined, search: "", division: null, active: false });
    await nflClient.get("core/sports/", anything, { page: 1 }, { siteFilters: false });
    expect(transport.calls).toEqual(["/api/teams/teams/?active=false&level__slug=professional&sport__slug=football", "/api/core/sports/?page=1"]);
  });

  it("answers a repeated call from the cache", async () => {
    const transport = fake(OK_PAGE);
    const sports = client(transport, nfl);
    await sports.get("teams/teams/", pageShape, { page: 2 });
    await sports.get("teams/teams/", pageShape, { page: 2 });
    expect(transport.calls.length).toBe(1);
  });
});

describe("errors and retries", () => {
  it("throws a 4xx at once with the API's detail", async () => {
    const transport = fake({ status: 404, body: { detail: "Team not found." } });
    const error = await upstreamError(client(transport).get("teams/teams/nobody/", anything));
    expect(error.status).toBe(404);
    expect(error.message).toBe("Team not found.");
    expect(error.name).toBe("UpstreamError");
    expect(transport.calls.length).toBe(1);
  });

  it("uses a generic message when the error has no detail", async () => {
    const transport = fake({ status: 400, body: "bad" });
    const error = await upstreamError(client(transport).get("teams/teams/", anything));
    expect(error.status).toBe(400);
    expect(error.message).toBe("The Sports API answered with an error.");
  });

  it("retries a 5xx once, then throws it", async () => {
    const transport = fake({ status: 503, body: { detail: "Busy." } });
    const error = await upstreamError(client(transport).get("teams/teams/", anything));
    expect(error.status).toBe(503);
    expect(error.message).toBe("Busy.");
    expect(transport.calls.length).toBe(2);
  });

  it("succeeds when the retry does", async () => {
    const transport = fake({ status: 500, body: { detail: "Oops." } }, OK_PAGE);
    const sports = client(transport);
    expect((await sports.get("teams/teams/", pageShape)).count).toBe(1);
    expect(transport.calls.length).toBe(2);
    expect(sports.degraded).toBe(false);
  });

  it("turns a transport that throws twice into UpstreamError 503", async () => {
    const transport = fake(new Error("connect ECONNREFUSED"));
    const error = await upstreamError(client(transport).get("teams/teams/", anything));
    expect(error.status).toBe(503);
    // The fan's panel gets a plain sentence; the transport's own message stays the cause (for the log).
    expect(error.message).toBe("The Sports API could not be reached.");
    expect((error.cause as Error).message).toBe("connect ECONNREFUSED");
    expect(transport.calls.length).toBe(2);

    const recovering = fake(new Error("reset"), OK_PAGE);
    expect((await client(recovering).get("teams/teams/", pageShape)).count).toBe(1);
    expect(recovering.calls.length).toBe(2);
  });

  it("throws 502 naming the path when the answer has the wrong shape, and does not keep it", async () => {
    const transport = fake({ status: 200, body: { count: "one", results: [] } });
    const sports = client(transport);
    const error = await upstreamError(sports.get("teams/teams/", pageShape));
    expect(error.status).toBe(502);
    expect(error.message).toBe("The Sports API answered teams/teams/ with an unexpected shape (count: Expected number, received string).");
    await upstreamError(sports.get("teams/teams/", pageShape));
    expect(transport.calls.length).toBe(2);

    const root = await upstreamError(client(fake({ status: 200, body: null })).get("core/sports/", pageShape));
    expect(root.message).toBe("The Sports API answered core/sports/ with an unexpected shape (root: Expected object, received null).");
  });
});

describe("cacheControl", () => {
  it("is static when nothing was fetched", () => {
    expect(client(fake(OK_PAGE)).cacheControl()).toBe(cacheControlFor("static"));
  });

  it("is the strictest class used", async () => {
    const sports = client(fake(OK_PAGE));
    await sports.get("championships/championships/", anything);
    expect(sports.cacheControl()).toBe("public, max-age=86400, s-maxage=86400, stale-while-revalidate=518400, stale-if-error=604800");
    await sports.get("teams/teams/", anything);
    expect(sports.cacheControl()).toBe("public, max-age=14400, s-maxage=14400, stale-while-revalidate=72000, stale-if-error=86400");
    await sports.get("games/games/today/", anything);
    expect(sports.cacheControl()).toBe("public, max-age=30, s-maxage=30, stale-while-revalidate=270, stale-if-error=300");
  });

  it("counts an unknown path as dynamic, and a failed call too", async () => {
    const sports = client(fake(OK_PAGE));
    await sports.get("no/such/endpoint/", anything);
    expect(sports.cacheControl()).toBe(cacheControlFor("dynamic"));
    const failing = client(fake({ status: 404, body: { detail: "No." } }));
    await upstreamError(failing.get("teams/teams/", anything));
    expect(failing.cacheControl()).toBe(cacheControlFor("semi-static"));
  });

  it("is private, no-store for a cookie-dependent page", async () => {
    const sports = client(fake(OK_PAGE));
    await sports.get("championships/championships/", anything);
    expect(sports.cacheControl({ cookieDependent: true })).toBe("private, no-store");
    expect(sports.cacheControl({ cookieDependent: false })).toBe(cacheControlFor("static"));
  });

  it("is private, no-store when an answer was served stale-if-error", async () => {
    // The cache answers stale-if-error when its fetch fails and an entry for the key exists by then.
    const cache = new ClientCache();
    let calls = 0;
    const transport: Transport = async (pathAndQuery) => {
      calls++;
      cache.set(pathAndQuery, "static", { count: 7, results: [] });
      throw new Error("down");
    };
    const sports = createSportsClient({ site: hub, transport, cache });
    expect(await sports.get("championships/championships/", pageShape)).toEqual({ count: 7, results: [] });
    expect(calls).toBe(2);
    expect(sports.degraded).toBe(true);
    expect(sports.cacheControl()).toBe("private, no-store");
  });
});

describe("backgroundRetryDelay", () => {
  it("doubles from 1 s and stops at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backgroundRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backgroundRetryDelay(20)).toBe(30000);
  });
});

describe("remoteTransport", () => {
  let server: Server;
  let base = "";
  const hanging: Array<ServerResponse> = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const url = new URL(request.url ?? "/", "http://localhost");
      if (url.pathname === "/api/json") {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ path: url.pathname, query: url.search, accept: request.headers.accept ?? null }));
      } else if (url.pathname === "/api/missing") {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ detail: "Not here." }));
      } else if (url.pathname === "/api/html") {
        response.writeHead(502, { "Content-Type": "text/html" });
        response.end("<html><body>Bad gateway</body></html>");
      } else if (url.pathname === "/api/hang") {
        hanging.push(response);
      } else {
        response.writeHead(500);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  });

  it("answers JSON with the status, and asks for JSON", async () => {
    const transport = remoteTransport(`${base}/`);
    expect(await transport("/api/json?b=2&a=1")).toEqual({
      status: 200,
      body: { path: "/api/json", query: "?b=2&a=1", accept: "application/json" },
    });
    expect(await transport("/api/missing")).toEqual({ status: 404, body: { detail: "Not here." } });
  });

  it("gives a clear error for a body that is not JSON", async () => {
    await expect(remoteTransport(base)("/api/html")).rejects.toThrow("The Sports API answered 502 with a body that is not JSON.");
    await expect(remoteTransport(base)("/api/empty")).rejects.toThrow("The Sports API answered 500 with a body that is not JSON.");
  });

  it("gives up on a server that never answers after the timeout", async () => {
    const started = Date.now();
    await expect(remoteTransport(base, 200)("/api/hang")).rejects.toMatchObject({ name: "TimeoutError" });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(5000);
  });

  it("makes the client throw UpstreamError 503 when the server never answers", async () => {
    const sports = createSportsClient({ site: hub, transport: remoteTransport(base, 200), cache: new ClientCache() });
    const error = await upstreamError(sports.get("hang", anything, {}, { siteFilters: false }));
    expect(error.status).toBe(503);
    expect(error.message).toBe("The Sports API did not answer in time.");
    expect((error.cause as Error).name).toBe("TimeoutError");
  });
});
