// The API over real HTTP: a node:http server in front of handleApiRequest, read with fetch and with the app's remote transport.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoutes, handleApiRequest } from "../../api/handler";
import { compileRoutes, matchRoute } from "../../api/router";
import type { Database } from "../../db/database";
import { hub, nfl } from "../../sites/sites";
import { ClientCache } from "~/.server/upstream/cache.server";
import { createSportsClient, UpstreamError } from "~/.server/upstream/client.server";
import { remoteTransport } from "~/.server/upstream/transport.server";
import { buildFixtureDatabase, FIXTURE_NOW } from "./fixture";
import * as s from "../../api/model";

let db: Database;
let server: Server;
let origin = "";

/** Turns a node request into a Fetch Request, and the API's Response back into the node response. */
async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const chunks: Array<Buffer> = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const method = request.method ?? "GET";
  const fetchRequest = new Request(`http://${request.headers.host ?? "127.0.0.1"}${request.url ?? "/"}`, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" || chunks.length === 0 ? undefined : Buffer.concat(chunks),
  });
  const answer = await handleApiRequest(fetchRequest, db, { now: FIXTURE_NOW });
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

beforeAll(async () => {
  db = await buildFixtureDatabase();
  server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      response.writeHead(500, { "Content-Type": "text/plain" });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  }
  await db?.close();
});

async function getJson(url: string): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(url.startsWith("http") ? url : `${origin}/api/${url}`);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("over fetch", () => {
  it("answers a list endpoint with 200 JSON of the contract's shape", async () => {
    const answer = await getJson("championships/championships");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("x-cache-class")).toBe("static");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=86400, s-maxage=86400, stale-while-revalidate=518400, stale-if-error=604800");
    const page = s.pageOf(s.championship).parse(answer.body);
    expect(page.count).toBe(2);
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
    expect(page.results.map((c) => c.slug).sort()).toEqual(["stanley-cup", "super-bowl"]);
  });

  it("walks every page of teams following absolute next links on the same host and port", async () => {
    let next: string | null = `${origin}/api/teams/teams?page_size=2`;
    const slugs: Array<string> = [];
    const links: Array<string> = [];
    let pages = 0;
    while (next) {
      const answer = await getJson(next);
      expect(answer.status, next).toBe(200);
      const page: z.infer<ReturnType<typeof s.pageOf<typeof s.team>>> = s.pageOf(s.team).parse(answer.body);
      expect(page.count).toBe(5);
      expect(page.results.length).toBe(pages < 2 ? 2 : 1);
      slugs.push(...page.results.map((team) => team.slug));
      if (page.next) {
        const url = new URL(page.next);
        expect(url.origin).toBe(origin);
        expect(url.pathname).toBe("/api/teams/teams");
        expect(url.searchParams.get("page_size")).toBe("2");
        links.push(page.next);
      }
      next = page.next;
      if (++pages > 10) throw new Error("pagination does not end");
    }
    expect(pages).toBe(3);
    expect(links).toEqual([`${origin}/api/teams/teams?page_size=2&page=2`, `${origin}/api/teams/teams?page_size=2&page=3`]);
    expect(slugs).toEqual(["boston-bruins", "chicago-bears", "detroit-lions", "green-bay-packers", "montreal-canadiens"]);

    const last = s.pageOf(s.team).parse((await getJson(links[1])).body);
    expect(last.previous).toBe(`${origin}/api/teams/teams?page_size=2&page=2`);
    const second = s.pageOf(s.team).parse((await getJson(links[0])).body);
    expect(second.previous).toBe(`${origin}/api/teams/teams?page_size=2`);
  });

  it("answers 404 and 400 with {detail}", async () => {
    const missing = await getJson("teams/teams/no-such-team");
    expect(missing.status).toBe(404);
    expect(s.errorBody.strict().parse(missing.body)).toEqual({ detail: "Team not found." });

    const noEndpoint = await getJson("no/such/endpoint");
    expect(noEndpoint.status).toBe(404);
    expect(s.errorBody.strict().parse(noEndpoint.body)).toEqual({ detail: "No API endpoint at /api/no/such/endpoint." });

    const badYear = await getJson("teams/teams/green-bay-packers/roster?year=abc");
    expect(badYear.status).toBe(400);
    expect(s.errorBody.strict().parse(badYear.body).detail).toContain("'year'");

    const badPage = await getJson("teams/teams?page=0");
    expect(badPage.status).toBe(400);
    expect(s.errorBody.strict().parse(badPage.body).detail).toContain("'page'");
  });

  it("refuses writes with 405 and Allow", async () => {
    const response = await fetch(`${origin}/api/teams/teams`, { method: "POST", body: "{}" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(s.errorBody.parse(await response.json()).detail).toBe("Method POST is not allowed: the API is read-only.");
  });
});

describe("through the app's remote transport", () => {
  it("walks every page of teams with createSportsClient", async () => {
    const client = createSportsClient({ site: hub, transport: remoteTransport(origin), cache: new ClientCache() });
    const schema = s.pageOf(s.team);
    let query: Record<string, string> = { page_size: "2" };
    const slugs: Array<string> = [];
    let pages = 0;
    for (;;) {
      const page: z.output<typeof schema> = await client.get("teams/teams/", schema, query);
      expect(page.count).toBe(5);
      slugs.push(...page.results.map((team) => team.slug));
      if (++pages > 10) throw new Error("pagination does not end");
      if (!page.next) break;
      const url = new URL(page.next);
      expect(url.origin).toBe(origin);
      expect(url.pathname).toBe("/api/teams/teams/");
      query = Object.fromEntries(url.searchParams);
    }
    expect(pages).toBe(3);
    expect(slugs).toEqual(["boston-bruins", "chicago-bears", "detroit-lions", "green-bay-packers", "montreal-canadiens"]);
    expect(client.cacheControl()).toBe("public, max-age=14400, s-maxage=14400, stale-while-revalidate=72000, stale-if-error=86400");
    expect(client.degraded).toBe(false);
  });

  it("applies the site's filters over HTTP", async () => {
    const client = createSportsClient({ site: nfl, transport: remoteTransport(origin), cache: new ClientCache() });
    const page = await client.get("teams/teams/", s.pageOf(s.team));
    expect(page.count).toBe(3);
    expect(page.results.map((team) => team.slug)).toEqual(["chicago-bears", "detroit-lions", "green-bay-packers"]);
  });

  it("turns the API's 404 and 400 into UpstreamError with the detail", async () => {
    const client = createSportsClient({ site: hub, transport: remoteTransport(origin), cache: new ClientCache() });
    await expect(client.get("teams/teams/no-such-team/", s.teamDetail)).rejects.toMatchObject({
      name: "UpstreamError",
      status: 404,
      message: "Team not found.",
    });
    const error = await client.get("teams/teams/green-bay-packers/roster/", s.listWithYear(s.rosterEntry), { year: "abc" }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(400);
    expect((error as UpstreamError).message).toContain("'year'");
  });
});

describe("every endpoint over HTTP", () => {
  const page = (item: z.ZodTypeAny) => s.pageOf(item);
  const endpoints: Array<[path: string, schema: z.ZodTypeAny]> = [
    ["core/sports", page(s.sport)],
    ["core/data-sources", page(s.dataSource)],
    ["core/data-quality", s.dataQuality],
    ["core/coverage", s.dataCoverage],
    ["core/coverage/nfl", s.leagueCoverage],
    ["core/search?q=green", s.searchResults],
    ["core/sitemap", s.sitemapSections],
    ["core/sitemap/teams?page=1", s.sitemapPaths],
    ["analytics/dashboard?metric=games&timeframe=all", s.analyticsDashboard],
    ["championships/championships", page(s.championship)],
    ["championships/championships/super-bowl", s.championship],
    ["championships/championships/super-bowl/champions", page(s.champion)],
    ["championships/championships/super-bowl/stats", s.championshipStats],
    ["championships/championships/super-bowl/games", page(s.championshipGame)],
    ["championships/champions?season__start_year=2022", page(s.champion)],
    ["championships/champions/summary", s.championsSummary],
    ["championships/seasons", page(s.seasonSummary)],
    ["championships/seasons/facets", s.seasonFacets],
    ["championships/seasons/nfl-2022", s.seasonDetail],
    ["championships/seasons/nfl-2022/standings", page(s.standing)],
    ["championships/seasons/nfl-2022/playoffs", page(s.playoffGame)],
    ["championships/seasons/nfl-2022/bracket", s.bracket],
    ["teams/teams", page(s.team)],
    ["teams/teams/facets", s.teamFacets],
    ["teams/teams/green-bay-packers", s.teamDetail],
    ["teams/teams/green-bay-packers/championships", page(s.teamChampionship)],
    ["teams/teams/green-bay-packers/roster?year=2022", s.listWithYear(s.rosterEntry)],
    ["teams/teams/green-bay-packers/schedule?year=2023", s.listWithYear(s.scheduledGame)],
    ["teams/teams/green-bay-packers/stats?year=2022", s.teamStats],
    ["teams/teams/green-bay-packers/seasons", page(s.teamSeason)],
    ["teams/teams/green-bay-packers/coverage?year=2022", s.teamCoverage],
    ["games/games?page_size=2", page(s.game)],
    ["games/games/1", s.gameDetail],
    ["games/games/today", page(s.game)],
    ["games/games/live", page(s.game)],
    ["games/games/recent", page(s.game)],
    ["games/games/upcoming", page(s.game)],
    ["games/games/summary?game_date__gte=2023-09-10&game_date__lte=2023-10-01", s.gameSummary],
    ["games/standings/current", page(s.standing)],
    ["games/standings?season=2022", page(s.standing)],
    ["games/standings/by_division?division=NFC%20North&season=2022", page(s.standing)],
    ["games/standings/record_differences", page(s.standing)],
    ["people/players", page(s.player)],
    ["people/players/facets", s.peopleFacets],
    ["people/players/aaron-rodgers", s.playerDetail],
    ["people/players/aaron-rodgers/game_log", s.playerGameLog],
    ["people/players/active", page(s.player)],
    ["people/players/by_position?position=C", page(s.player)],
    ["people/players/rookies", page(s.player)],
    ["people/coaches", page(s.coach)],
    ["people/coaches/facets", s.coachFacets],
    ["people/coaches/matt-lafleur", s.coach],
    ["people/coaches/active", page(s.coach)],
    ["people/coaches/head_coaches", page(s.coach)],
    ["records/leaders", s.leaders],
    ["records/leaders?league=nhl&statistic=goals&span=season&active=true&from=2020&to=2023", s.leaders],
    ["records/franchises", s.franchiseIndex],
    ["records/teams", s.teamRecords],
    ["records/awards", s.awardIndex],
    ["records/awards/nfl-mvp", s.awardWinners],
    ["records/head-to-head?teams=green-bay-packers,chicago-bears", s.headToHead],
    ["records/on-this-day?date=02-12", s.onThisDay],
    ["records/on-this-day/games?date=02-12&league=nfl&kind=postseason", s.onThisDayGamePage],
    ["records/head-to-head/opponents?team=green-bay-packers", s.headToHeadOpponents],
    ["records/single_game?league=nfl", s.singleGameRecords],
    ["records/on-this-day/notable_games?date=02-12", s.notableGames],
  ];

  it.each(endpoints)("GET /api/%s answers 200 with its contract shape and a cache class", async (path, schema) => {
    const answer = await getJson(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expect(["static", "semi-static", "dynamic", "realtime"]).toContain(answer.headers.get("x-cache-class"));
    const parsed = schema.safeParse(answer.body);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  // The model a route declares (api/router.ts route(), checked against its handler at compile time) is the
  // one its answer parses with: a route declaring another endpoint's model fails here.
  it.each(endpoints)("GET /api/%s parses with the model its route declares", async (path) => {
    const match = matchRoute(compileRoutes(apiRoutes), path.split("?")[0].split("/"));
    expect(match, path).not.toBeNull();
    const parsed = match!.route.model.safeParse((await getJson(path)).body);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  it("covers every endpoint of the API's route table", async () => {
    const patterns = apiRoutes.map((route) => route.pattern);
    const matches = (pattern: string) =>
      endpoints.some(([path]) => {
        const parts = path.split("?")[0].split("/");
        const want = pattern.split("/");
        return parts.length === want.length && want.every((part, i) => part.startsWith(":") || part === parts[i]);
      });
    expect(patterns.filter((pattern) => !matches(pattern))).toEqual([]);
  });
});
