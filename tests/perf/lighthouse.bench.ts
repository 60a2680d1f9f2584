// `npm run bench:lighthouse`: Lighthouse (mobile, its default) on one page of every page type, in
// Debian's Chromium, against the production server on the imported database. Prints each category's
// score per page and the audits that cost points; the target is 95 or more in every category (issue 26).
// BENCH_PAGES (comma-separated words matched against the path) measures a subset; BENCH_RUNS runs each
// page that many times and keeps the run with the median performance score (a shared machine's noise); BENCH_PORT the first
// port tried for the server (3200 by default; the first free one from there is used); BENCH_LIGHTHOUSE_JSON
// a folder to write each page's Lighthouse report to. Each page's line also gives what the performance
// score is made of on the long pages: total blocking time, DOM elements, script evaluation and the bytes of
// the loader data serialized into the page. Run it on a quiet machine: Lighthouse's performance score
// follows the CPU it is given.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PAGE_TYPES } from "../e2e/page-types";
import { freePort, httpGet, machineNote, markdownTable, requireBuild, requirePgliteDatabase, startAppServer } from "./support";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGET = 95;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A bracket page of each kind (issue 33): a best-of-seven league, the NFL, the 68-team NCAA tournament. */
const BRACKET_PAGES = [
  { site: "hub", path: "/seasons/2015-nba-season/bracket" },
  { site: "hub", path: "/seasons/1967-nfl-season/bracket" },
  { site: "cbb", path: "/seasons/2020-cbb-season/bracket" },
];

/** Pages changed since the page types were listed: postseason rows, a manager's essentials, a game log (issues 32, 36). */
const CHANGED_PAGES = [
  { site: "mlb", path: "/players/derek-jeter" },
  { site: "mlb", path: "/coaches/joe-torre" },
  { site: "nfl", path: "/players/kurt-warner/game-log?season=1999" },
];

type Row = { page: string; scores: Record<string, number>; findings: Array<string>; detail: string };

type LighthouseAudits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

/** Total blocking time, DOM elements, script evaluation on the main thread, as Lighthouse measured them. */
function performanceDetail(audits: LighthouseAudits): string {
  const tbt = audits["total-blocking-time"]?.numericValue;
  const dom = audits["dom-size"]?.numericValue;
  const groups = (audits["mainthread-work-breakdown"]?.details as { items?: Array<{ group?: string; duration?: number }> } | undefined)?.items ?? [];
  const script = groups.find((item) => item.group === "scriptEvaluation")?.duration;
  const round = (value: number | undefined) => (value === undefined ? "-" : Math.round(value).toLocaleString("en-US"));
  return `TBT ${round(tbt)} ms, DOM ${round(dom)} elements, script evaluation ${round(script)} ms`;
}

/** The bytes of the inline scripts: the loader data the page carries to the browser (Remix streams it in several). */
function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) bytes += Buffer.byteLength(match[1] ?? "");
  return bytes;
}

/** BENCH_RUNS (1 by default) Lighthouse runs of a page; the one with the median performance score is kept. */
async function medianRun(url: string, chromePort: number) {
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
  const results: Array<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    results.push(result);
  }
  const score = (result: (typeof results)[number]) => result.lhr.categories.performance?.score ?? -1;
  return [...results].sort((a, b) => score(a) - score(b))[Math.floor((results.length - 1) / 2)];
}

async function gamePath(port: number): Promise<string> {
  const answer = await httpGet(
    port,
    "/api/games/games/?sport__slug=football&level__slug=professional&game_date__gte=2017-02-05&game_date__lte=2017-02-05",
    `nfl.localhost:${port}`,
  );
  const id = (JSON.parse(answer.body.toString()) as { results: Array<{ id: number }> }).results[0]?.id;
  if (!id) throw new Error("Super Bowl LI is not in the database");
  return `/scores/${id}`;
}

async function main() {
  requireBuild();
  requirePgliteDatabase();
  const port = await freePort();
  const server = await startAppServer({ port });
  const userDataDir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...FLAGS, `--user-data-dir=${userDataDir}`], userDataDir: false });
  const rows: Array<Row> = [];
  try {
    const only = (process.env.BENCH_PAGES ?? "")
      .split(",")
      .map((word) => word.trim())
      .filter(Boolean);
    const targets = [...PAGE_TYPES, { site: "nfl", path: await gamePath(port) }, ...BRACKET_PAGES, ...CHANGED_PAGES].filter(
      (target) => only.length === 0 || only.some((word) => `${target.site} ${target.path}`.includes(word)),
    );
    const retried = new Set<string>();
    for (const target of targets) {
      const host = target.site === "hub" ? "localhost" : `${target.site}.localhost`;
      const url = `http://${host}:${port}${target.path}`;
      // One warm-up load fills the server's caches: the score is the page as fans meet it.
      const warm = await httpGet(port, target.path, `${host}:${port}`);
      const contextBytes = inlineScriptBytes(warm.body.toString());
      // ...and its best compression, which the cache makes in the background after the first answer (decision 0202).
      for (let tries = 0; tries < 50; tries++) {
        const stored = await httpGet(port, target.path, `${host}:${port}`, 60_000, { "accept-encoding": "br" });
        if (!String(stored.headers.etag ?? "").endsWith('f"')) break;
        await new Promise((wait) => setTimeout(wait, 100));
      }
      const result = await medianRun(url, chrome.port);
      const { categories, audits } = result.lhr;
      // A category Lighthouse could not score (a run error: no paint measured) is retried once, then shown as such.
      if (CATEGORIES.some((id) => categories[id]?.score === null) && !retried.has(url)) {
        retried.add(url);
        targets.push(target);
        console.log(
          `${target.site} ${target.path}: not scored (${result.lhr.runtimeError?.message ?? "a category without a score"}); measured again at the end`,
        );
        continue;
      }
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, categories[id]?.score === null ? -1 : Math.round((categories[id]?.score ?? 0) * 100)]));
      const findings = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
        .map((audit) => audit.id);
      const detail = `${performanceDetail(audits as LighthouseAudits)}, inline scripts (loader data) ${(contextBytes / 1024).toFixed(1)} KB`;
      rows.push({ page: `${target.site} ${target.path}`, scores, findings, detail });
      const jsonDir = process.env.BENCH_LIGHTHOUSE_JSON;
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true });
        writeFileSync(join(jsonDir, `${`${target.site}${target.path}`.replace(/[^a-z0-9]+/gi, "-")}.json`), JSON.stringify(result.lhr));
      }
      // Accessibility findings name their elements: what to fix is then one look away.
      for (const id of findings) {
        const details = audits[id]?.details as { items?: Array<{ node?: { selector?: string } }> } | undefined;
        // Some audits (the largest contentful paint's element) hold a table of tables, not a list of nodes.
        const items = Array.isArray(details?.items) ? details.items : [];
        const nodes = items
          .map((item) => item.node?.selector)
          .filter(Boolean)
          .slice(0, 3);
        if (nodes.length > 0 && categories.accessibility?.auditRefs.some((ref) => ref.id === id)) console.log(`  ${id}: ${nodes.join(" | ")}`);
      }
      console.log(
        `${target.site} ${target.path}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(", ")}${findings.length ? ` (below 90: ${findings.join(", ")})` : ""}\n  ${detail}`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  console.log(`\n${machineNote()}\n`);
  console.log(
    markdownTable(
      ["page", ...CATEGORIES, "audits below 90", "performance detail"],
      rows.map((row) => [
        row.page,
        ...CATEGORIES.map((id) => (row.scores[id] < 0 ? "not scored" : String(row.scores[id]))),
        row.findings.join(", "),
        row.detail,
      ]),
      [1, 2, 3, 4],
    ),
  );
  const below = rows.filter((row) => CATEGORIES.some((id) => row.scores[id] < TARGET));
  console.log(
    below.length === 0
      ? `\nEvery page scores ${TARGET} or more in every category.`
      : `\n${below.length} of ${rows.length} pages score below ${TARGET} in a category.`,
  );
}

await main();
