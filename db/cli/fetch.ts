// `npm run data:fetch [dir] [--force] [--base-url URL]`: downloads the datasets' files into SPORTS_DATA_DIR.
import { resolve } from "node:path";
import { fetchDatasets } from "../fetch/fetch-datasets";
import { loadImporters } from "../load/sources";

const USAGE = `Usage: npm run data:fetch -- [dir] [--force] [--base-url URL]

Downloads every file the importers declare into <dir>/<dataset id>/ (dir defaults to SPORTS_DATA_DIR).
  --force          download again files that are already present
  --base-url URL   fetch every dataset from URL/<dataset id>/ instead (a mirror; env DATA_FETCH_BASE_URL)
Datasets without a download address are listed with the page to fetch them from by hand.
Exits 1 when a download failed, 2 on a usage error.`;

type Args = { dir: string | null; force: boolean; baseUrl: string | null; help: boolean };

function parseArgs(argv: ReadonlyArray<string>): Args {
  const args: Args = { dir: null, force: false, baseUrl: null, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") args.help = true;
    else if (arg === "--force") args.force = true;
    else if (arg === "--base-url") {
      const value = argv[++i];
      if (value === undefined) throw new Error("--base-url needs a URL.");
      args.baseUrl = value;
    } else if (arg.startsWith("--base-url=")) args.baseUrl = arg.slice("--base-url=".length);
    else if (arg.startsWith("-")) throw new Error(`Unknown option ${arg}.`);
    else if (args.dir === null) args.dir = arg;
    else throw new Error(`Unexpected argument ${arg}.`);
  }
  return args;
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const dir = args.dir ?? process.env.SPORTS_DATA_DIR ?? null;
  if (!dir) {
    console.error(`Name the data folder: set SPORTS_DATA_DIR or pass it as the first argument.\n\n${USAGE}`);
    return 2;
  }
  const baseUrl = args.baseUrl ?? (process.env.DATA_FETCH_BASE_URL || null);
  if (baseUrl !== null && !/^https?:\/\/[^/]/i.test(baseUrl)) {
    console.error(`--base-url must be an http(s) URL, not '${baseUrl}'.`);
    return 2;
  }
  const targetDir = resolve(dir);
  console.log(`Fetching datasets into ${targetDir}${baseUrl ? ` from the mirror ${baseUrl}` : ""}`);
  const report = await fetchDatasets({
    datasets: await loadImporters(),
    targetDir,
    baseUrl,
    force: args.force,
    log: (line) => (line.startsWith("FAILED") ? console.error(line) : console.log(line)),
  });
  console.log(`\n${report.downloaded.length} downloaded, ${report.skipped.length} already present, ${report.failed.length} failed.`);
  if (report.manual.length) {
    console.log("\nFetch by hand (no raw download address):");
    for (const m of report.manual) {
      const files = m.files.length > 4 ? `${m.files.slice(0, 4).join(", ")} and ${m.files.length - 4} more` : m.files.join(", ");
      console.log(`  ${m.id}: fetch by hand from ${m.homepage} (${files})`);
    }
  }
  if (report.failed.length) {
    console.error("\nFailed downloads:");
    for (const f of report.failed) {
      const status = f.reason?.startsWith("HTTP ") || f.httpStatus === undefined ? "" : `HTTP ${f.httpStatus}, `;
      console.error(`  ${f.url}: ${status}${f.reason ?? "failed"}`);
    }
  }
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("data:fetch failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
