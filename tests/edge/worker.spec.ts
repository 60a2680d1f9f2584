// The edge build in the Workers runtime (wrangler dev --local), reading the Node server's API over HTTP:
// every site by host name, a filter without JavaScript and its shareable URL, a team page, 404s, the
// security headers, the edge's caching rules, and what a fan sees when the API is down.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { EDGE_PORTS } from "../../playwright.edge.config";
import { SITES } from "../../sites";

const jsEnabled = () => test.info().project.name !== "no-js";

function hostOf(id: string): string {
  return id === "hub" ? "localhost" : `${id}.localhost`;
}

function workerUrl(id: string, path = "/", port = EDGE_PORTS.worker): string {
  return `http://${hostOf(id)}:${port}${path}`;
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A GET from Node to 127.0.0.1 with a site's Host header (Node does not resolve *.localhost). */
function get(port: number, id: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, headers: { Host: `${hostOf(id)}:${port}`, ...headers } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** Stack frames, file paths or error names: none of these may reach a fan. */
const STACK_TRACE = /\bat \S+ \(|node_modules|\.tsx?:\d+|\.js:\d+:\d+|\b(Type|Reference)Error\b/;

async function expectNoStackTrace(page: Page) {
  expect(await page.locator("body").innerText()).not.toMatch(STACK_TRACE);
}

test.describe("the worker serves every site by host name", () => {
  for (const site of SITES) {
    test(`${site.id}: home page`, async ({ page }) => {
      const response = await page.goto(workerUrl(site.id));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`(^|\\| )${site.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(site.name);
      await expect(page.locator("link[rel=icon]")).toHaveAttribute("href", site.faviconUrl);
    });
  }
});

test.describe("pages from the Node API", () => {
  test("a filter works without JavaScript, and its URL reproduces the view", async ({ page, browser }) => {
    await page.goto(workerUrl("nfl", "/teams"));
    await expect(page.getByRole("heading", { level: 1, name: "All Teams" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill("Packers");
    if (!jsEnabled()) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]q=Packers/);
    await expect(page.getByRole("link", { name: /Green Bay Packers/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Dallas Cowboys/ })).toHaveCount(0);

    const shared = await browser.newContext({ javaScriptEnabled: false });
    const copy = await shared.newPage();
    await copy.goto(page.url());
    await expect(copy.getByRole("searchbox", { name: "Search" })).toHaveValue("Packers");
    await expect(copy.getByRole("link", { name: /Green Bay Packers/ })).toBeVisible();
    await expect(copy.getByRole("link", { name: /Dallas Cowboys/ })).toHaveCount(0);
    await shared.close();
  });

  test("a team page shows the franchise and its real titles", async ({ page }) => {
    const response = await page.goto(workerUrl("nfl", "/teams/green-bay-packers"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Green Bay Packers \| /);
    await expect(page.getByRole("heading", { level: 1, name: /Green Bay Packers/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Championship History" })).toBeVisible();
    // Super Bowl XXXI, won in January 1997, belongs to the 1996 season.
    await expect(page.getByRole("link", { name: /^1996/ }).first()).toHaveAttribute("href", "/teams/green-bay-packers/1996");
  });

  test("unknown pages and teams are 404s with the spec's words", async ({ page }) => {
    const missing = await page.goto(workerUrl("nfl", "/no-such-page"));
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page Not Found \| NFL Championship History$/);
    const team = await page.goto(workerUrl("nfl", "/teams/no-such-team"));
    expect(team?.status()).toBe(404);
    await expect(page.getByText("Team Not Found").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Teams" })).toHaveAttribute("href", "/teams");
    await expectNoStackTrace(page);
  });

  test("documents carry the security headers and a CSP listing the hash of every inline script", async ({ page }) => {
    const violations: Array<string> = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(workerUrl("nfl", "/championships"));
    const headers = response?.headers() ?? {};
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const policy = headers["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline' 'unsafe-eval");
    const html = await response!.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]).filter(Boolean);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
    if (jsEnabled()) {
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
    }
    // Static files come from the assets binding with the same headers.
    const icon = await get(EDGE_PORTS.worker, "nfl", "/sites/nfl/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers["x-frame-options"]).toBe("DENY");
    expect(icon.headers["content-type"]).toContain("image/svg+xml");
  });
});

test.describe("caching at the edge", () => {
  test("API answers are kept by their Cache-Control and served from the edge cache", async () => {
    const path = "/api/championships/championships/?page_size=3";
    const first = await get(EDGE_PORTS.worker, "hub", path);
    const second = await get(EDGE_PORTS.worker, "hub", path);
    const origin = await get(EDGE_PORTS.api, "hub", path);
    expect(first.status).toBe(200);
    expect(second.headers["x-edge-cache"]).toBe("HIT");
    // The same answer, its page links naming the worker's origin rather than the API server's.
    expect(origin.body).toContain(`"next":"http://localhost:${EDGE_PORTS.api}/api/`);
    expect(second.body).toBe(origin.body.replaceAll(`http://localhost:${EDGE_PORTS.api}/`, `http://localhost:${EDGE_PORTS.worker}/`));
    expect(second.headers["cache-control"]).toBe(origin.headers["cache-control"]);
    expect(second.headers["x-frame-options"]).toBe("DENY");
    const conditional = await get(EDGE_PORTS.worker, "hub", path, { "If-None-Match": String(second.headers["etag"]) });
    expect(conditional.status).toBe(304);
  });

  test("documents follow the same public/private rules as on Node", async () => {
    for (const cookie of ["", "selectedSeason=2020"]) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      const edge = await get(EDGE_PORTS.worker, "nfl", "/championships", headers);
      const node = await get(EDGE_PORTS.api, "nfl", "/championships", headers);
      expect(edge.status).toBe(200);
      expect(edge.headers["cache-control"]).toBe(node.headers["cache-control"]);
      if (cookie) expect(edge.headers["cache-control"]).toBe("private, no-store");
      else expect(edge.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    }
  });
});

test.describe("when the API is down", () => {
  const down = (id: string, path: string) => workerUrl(id, path, EDGE_PORTS.down);

  test("a team page shows the page's error panel with a retry, never a stack trace", async ({ page }) => {
    const response = await page.goto(down("nfl", "/teams/green-bay-packers"));
    expect(response?.status()).toBe(503);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    const panel = page.getByRole("alert").first();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: /Try Again/i })).toHaveAttribute("href", "/teams/green-bay-packers");
    await expectNoStackTrace(page);
  });

  test("the championships list and the team directory show their error panels", async ({ page }) => {
    const list = await page.goto(down("nfl", "/championships"));
    expect(list?.status()).toBe(503);
    await expect(page.getByText("Error Loading Championships")).toBeVisible();
    await expectNoStackTrace(page);
    const teams = await page.goto(down("hub", "/teams?q=Packers"));
    expect(teams?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "All Teams" })).toBeVisible();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expectNoStackTrace(page);
  });

  test("the API path answers a JSON error", async () => {
    const answer = await get(EDGE_PORTS.down, "hub", "/api/teams/teams/");
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ detail: "The Sports API could not be reached." });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
  });
});

test("the worker bundle has no database, no API handler and no Node built-ins", () => {
  const bundle = readFileSync("build-edge/server/index.js", "utf8");
  expect(bundle).not.toMatch(/@electric-sql\/pglite|handleApiRequest|openDatabase/);
  expect(bundle).not.toMatch(/\bfrom\s*["']node:|\brequire\(\s*["']node:|\bimport\(\s*["']node:/);
  expect(bundle).not.toMatch(/\bBuffer\.(from|concat|byteLength)\b/);
});
