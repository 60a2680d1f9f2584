// Helpers for browser tests: addresses of the network's sites, the JSON API, the JavaScript project, page loads and axe checks.
import { get } from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The address of a page on a site of the network: siteUrl("nfl", "/teams"). */
export function siteUrl(id: string, path = "/"): string {
  const host = id === "hub" ? "localhost" : `${id}.localhost`;
  return `http://${host}:${E2E_PORT}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * GETs the Sports API over HTTP as a site sees it (its filters are the caller's to add). Node cannot
 * resolve `*.localhost`, so the request goes to 127.0.0.1 with the site's Host header.
 */
export function apiGet<T = Record<string, unknown>>(id: string, path: string): Promise<T> {
  const host = new URL(siteUrl(id)).host;
  return new Promise((resolve, reject) => {
    const request = get({ host: "127.0.0.1", port: E2E_PORT, path: `/api/${path.replace(/^\/+/, "")}`, headers: { Host: host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        if ((response.statusCode ?? 500) >= 400) reject(new Error(`API ${path} answered ${response.statusCode}`));
        else resolve(JSON.parse(body) as T);
      });
    });
    request.on("error", reject);
  });
}

/** Whether the running test's project has JavaScript on (the "no-js" project runs every test without it). */
export function jsEnabled(): boolean {
  return test.info().project.name !== "no-js";
}

/** Open a page; with JavaScript, wait until it has hydrated (its scripts loaded) before using its controls. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  if (jsEnabled()) {
    await page.waitForLoadState("networkidle");
    // The root layout marks the document once every component has hydrated (app/lib/document-hydrated.ts).
    if (response?.ok()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  }
  return response;
}

/** The serious or critical axe-core violations of a page as it is now, within `include` selectors if any. */
async function seriousViolationsNow(page: Page, include: Array<string> = []) {
  let builder = new AxeBuilder({ page });
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target) }));
}

/**
 * Loads `url` and returns its serious or critical axe-core violations. axe runs inside the page, so for
 * the no-JavaScript project it checks the server-rendered HTML in a context whose page scripts are blocked.
 */
export async function seriousViolations(page: Page, browser: Browser, url: string, include: Array<string> = []) {
  let target = page;
  let context: BrowserContext | null = null;
  if (!jsEnabled()) {
    context = await browser.newContext({ javaScriptEnabled: true });
    await context.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    target = await context.newPage();
  }
  await target.goto(url);
  if (jsEnabled()) await target.waitForLoadState("networkidle");
  const violations = await seriousViolationsNow(target, include);
  await context?.close();
  return violations;
}

/**
 * Expects no serious or critical axe-core violation on the page as it is now (after the test's clicks).
 * axe runs scripts in the page, so only the JavaScript project checks; the no-JavaScript one renders the same markup.
 */
export async function expectNoSeriousViolations(page: Page) {
  if (!jsEnabled()) return;
  expect(await seriousViolationsNow(page)).toEqual([]);
}

/** GETs any path of a site over HTTP (127.0.0.1 with the site's Host header): status, headers and body text. */
export function siteGet(
  id: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | Array<string> | undefined>; text: string }> {
  const url = new URL(path, siteUrl(id));
  return new Promise((resolve, reject) => {
    const request = get({ host: "127.0.0.1", port: E2E_PORT, path: `${url.pathname}${url.search}`, headers: { Host: url.host, ...headers } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on("error", reject);
  });
}
