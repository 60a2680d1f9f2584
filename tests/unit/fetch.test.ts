// Tests `npm run data:fetch` offline against a local HTTP server, and the real importers' declared files.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fetchDatasets, fileUrl, type FetchableDataset } from "../../db/fetch/fetch-datasets";
import { loadImporters } from "../../db/load/sources";

const FIXTURES = fileURLToPath(new URL("../fixtures/fetch/", import.meta.url));
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

let server: Server;
let origin = "";
/** Paths the server was asked for, in order. */
const requested: Array<string> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    requested.push(path);
    const file = normalize(join(FIXTURES, path));
    if (!file.startsWith(FIXTURES) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { "Content-Type": "text/csv", "Content-Length": body.length }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
});

let target = "";
beforeEach(async () => {
  target = await mkdtemp(join(tmpdir(), "data-fetch-"));
  requested.length = 0;
});
afterEach(async () => {
  await rm(target, { recursive: true, force: true });
});

function dataset(id: string, files: Array<string>, downloadBase: string | null): FetchableDataset {
  return { id, homepage: `https://example.org/${id}`, downloadBase, files };
}

/** Two fake datasets served by the local server (one base with a trailing slash, one without). */
function fakeDatasets(extraBetaFiles: Array<string> = []): Array<FetchableDataset> {
  return [dataset("alpha", ["teams.csv", "games/2020.csv"], `${origin}/alpha/`), dataset("beta", ["scores.csv", ...extraBetaFiles], `${origin}/beta`)];
}

async function same(file: string) {
  const [got, want] = await Promise.all([readFile(join(target, file)), readFile(join(FIXTURES, file))]);
  expect(got.equals(want), `${file} differs from the served bytes`).toBe(true);
}

async function filesUnder(dir: string): Promise<Array<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(dir.length + 1)
        .split(sep)
        .join("/"),
    )
    .sort();
}

describe("fetchDatasets", () => {
  it("joins a base and a file with exactly one slash, encoding each segment", () => {
    expect(fileUrl("https://h/x/", "a b.csv")).toBe("https://h/x/a%20b.csv");
    expect(fileUrl("https://h/x", "games/1990.csv")).toBe("https://h/x/games/1990.csv");
  });

  it("downloads every declared file into <dir>/<id>/<file> with identical bytes", async () => {
    const lines: Array<string> = [];
    const report = await fetchDatasets({ datasets: fakeDatasets(), targetDir: target, log: (l) => lines.push(l) });
    expect(report.ok).toBe(true);
    expect(report.failed).toEqual([]);
    expect(report.downloaded.map((d) => `${d.dataset}/${d.file}`)).toEqual(["alpha/teams.csv", "alpha/games/2020.csv", "beta/scores.csv"]);
    expect(report.downloaded.every((d) => d.httpStatus === 200)).toBe(true);
    await same("alpha/teams.csv");
    await same("alpha/games/2020.csv");
    await same("beta/scores.csv");
    // Nothing else is left behind (no temporary files).
    expect(await filesUnder(target)).toEqual(["alpha/games/2020.csv", "alpha/teams.csv", "beta/scores.csv"]);
    expect(requested).toEqual(["/alpha/teams.csv", "/alpha/games/2020.csv", "/beta/scores.csv"]);
    expect(lines).toContain("alpha/teams.csv: downloaded 84 B");
  });

  it("reports a 404 with its URL and status and still downloads the other files", async () => {
    const lines: Array<string> = [];
    const report = await fetchDatasets({
      datasets: [dataset("beta", ["missing.csv", "scores.csv"], `${origin}/beta`), fakeDatasets()[0]],
      targetDir: target,
      log: (l) => lines.push(l),
    });
    expect(report.ok).toBe(false);
    expect(report.failed).toHaveLength(1);
    expect(report.failed[0]).toMatchObject({ dataset: "beta", file: "missing.csv", url: `${origin}/beta/missing.csv`, httpStatus: 404 });
    expect(lines).toContain(`FAILED ${origin}/beta/missing.csv: HTTP 404 Not Found`);
    await same("beta/scores.csv");
    await same("alpha/teams.csv");
    await same("alpha/games/2020.csv");
    expect(existsSync(join(target, "beta/missing.csv"))).toBe(false);
    expect(await filesUnder(target)).toEqual(["alpha/games/2020.csv", "alpha/teams.csv", "beta/scores.csv"]);
  });

  it("reports a server that does not answer, with the URL", async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const report = await fetchDatasets({ datasets: [dataset("gone", ["a.csv"], `http://127.0.0.1:${port}`)], targetDir: target });
    expect(report.ok).toBe(false);
    expect(report.failed[0].url).toBe(`http://127.0.0.1:${port}/a.csv`);
    expect(report.failed[0].httpStatus).toBeUndefined();
    expect(report.failed[0].reason).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it("skips files already present with a non-zero size on a second run, unless forced", async () => {
    await fetchDatasets({ datasets: fakeDatasets(), targetDir: target });
    // An empty file counts as missing and is fetched again.
    await writeFile(join(target, "beta/scores.csv"), "");
    requested.length = 0;
    const second = await fetchDatasets({ datasets: fakeDatasets(), targetDir: target });
    expect(second.ok).toBe(true);
    expect(second.skipped.map((s) => `${s.dataset}/${s.file}`)).toEqual(["alpha/teams.csv", "alpha/games/2020.csv"]);
    expect(second.downloaded.map((s) => `${s.dataset}/${s.file}`)).toEqual(["beta/scores.csv"]);
    expect(requested).toEqual(["/beta/scores.csv"]);
    await same("beta/scores.csv");

    requested.length = 0;
    const forced = await fetchDatasets({ datasets: fakeDatasets(), targetDir: target, force: true });
    expect(forced.downloaded).toHaveLength(3);
    expect(requested).toHaveLength(3);
  });

  it("lists datasets without a download base as fetch-by-hand, naming the homepage", async () => {
    const lines: Array<string> = [];
    const report = await fetchDatasets({
      datasets: [dataset("gamma", ["x.csv"], null), ...fakeDatasets()],
      targetDir: target,
      log: (l) => lines.push(l),
    });
    expect(report.ok).toBe(true);
    expect(report.manual).toEqual([{ id: "gamma", homepage: "https://example.org/gamma", files: ["x.csv"] }]);
    expect(lines).toContain("gamma: fetch by hand from https://example.org/gamma (1 file)");
    expect(existsSync(join(target, "gamma"))).toBe(false);
  });

  it("with a base URL, fetches every dataset from <base>/<id> instead of its own base", async () => {
    const report = await fetchDatasets({
      datasets: [dataset("alpha", ["teams.csv"], "http://127.0.0.1:9/never"), dataset("beta", ["scores.csv"], null)],
      targetDir: target,
      baseUrl: `${origin}/`,
    });
    expect(report.ok).toBe(true);
    expect(report.manual).toEqual([]);
    expect(requested).toEqual(["/alpha/teams.csv", "/beta/scores.csv"]);
    await same("alpha/teams.csv");
    await same("beta/scores.csv");
  });

  it("refuses a declared file that would land outside the dataset folder", async () => {
    const report = await fetchDatasets({ datasets: [dataset("alpha", ["../escape.csv"], `${origin}/alpha`)], targetDir: target });
    expect(report.failed[0].reason).toContain("not inside the dataset folder");
    expect(requested).toEqual([]);
  });
});

function runCli(args: Array<string>, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", "db/cli/fetch.ts", ...args], { cwd: ROOT, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

describe("npm run data:fetch (the command)", () => {
  const env = { ...process.env };
  delete env.SPORTS_DATA_DIR;
  delete env.DATA_FETCH_BASE_URL;

  it("exits 2 with the usage when no folder is named", async () => {
    const result = await runCli([], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("set SPORTS_DATA_DIR or pass it as the first argument");
  });

  it("with a mirror that has nothing, reports each URL with HTTP 404 and exits 1", async () => {
    const result = await runCli([target], { ...env, DATA_FETCH_BASE_URL: `${origin}/empty-mirror` });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`FAILED ${origin}/empty-mirror/spreadspoke/spreadspoke_scores.csv: HTTP 404 Not Found`);
    expect(result.stdout).toMatch(/0 downloaded, 0 already present, \d+ failed/);
    expect(await filesUnder(target)).toEqual([]);
  });
});

const dataDir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dataDir)("the real importers' declared files (skipped: needs SPORTS_DATA_DIR)", () => {
  it("every importer's files exist, non-empty, in SPORTS_DATA_DIR/<id>", async () => {
    const importers = await loadImporters();
    expect(importers.length).toBeGreaterThan(0);
    const missing: Array<string> = [];
    for (const importer of importers) {
      for (const file of importer.files) {
        const path = resolve(dataDir!, importer.id, file);
        if (!existsSync(path) || statSync(path).size === 0) missing.push(`${importer.id}/${file}`);
      }
    }
    expect(missing, "declared by an importer but not in SPORTS_DATA_DIR").toEqual([]);
  });
});

describe("the real importers' download addresses", () => {
  it("every importer names an https homepage, and an https download base or none", async () => {
    for (const importer of await loadImporters()) {
      expect(importer.homepage, importer.id).toMatch(/^https:\/\//);
      if (importer.downloadBase !== null) expect(importer.downloadBase, importer.id).toMatch(/^https:\/\//);
    }
  });
});
