// Downloads every dataset file an importer declares into <dir>/<id>/<file> (for `npm run data:fetch`).
import { createWriteStream } from "node:fs";
import { mkdir, rename, stat, unlink } from "node:fs/promises";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { DatasetImporter } from "../import/types";

/** The part of an importer data:fetch needs; the test builds these by hand. */
export type FetchableDataset = Pick<DatasetImporter, "id" | "homepage" | "downloadBase" | "files">;

export type FetchOptions = {
  datasets: ReadonlyArray<FetchableDataset>;
  /** Folder receiving one sub-folder per dataset (SPORTS_DATA_DIR). */
  targetDir: string;
  /** A mirror: replaces every dataset's base with `${baseUrl}/${id}` (also for datasets without a base). */
  baseUrl?: string | null;
  /** Download again even when the file is already there. */
  force?: boolean;
  /** Per-file time limit. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** One line per event; defaults to nothing. */
  log?: (line: string) => void;
};

export type FileOutcome = {
  dataset: string;
  file: string;
  url: string;
  path: string;
  result: "downloaded" | "skipped" | "failed";
  /** HTTP status when the server answered (also for a failure). */
  httpStatus?: number;
  bytes?: number;
  /** Why a download failed, e.g. "HTTP 404 Not Found" or a network error. */
  reason?: string;
};

export type FetchReport = {
  files: Array<FileOutcome>;
  downloaded: Array<FileOutcome>;
  skipped: Array<FileOutcome>;
  failed: Array<FileOutcome>;
  /** Datasets without a download base (and no mirror given): fetch these by hand. */
  manual: Array<{ id: string; homepage: string; files: Array<string> }>;
  ok: boolean;
};

const DEFAULT_TIMEOUT_MS = 120_000;

/** `${base}/${file}` with exactly one slash between, each path segment percent-encoded. */
export function fileUrl(base: string, file: string): string {
  const path = file
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
  return `${base.replace(/\/+$/, "")}/${path}`;
}

/** The base a dataset is fetched from: the mirror's `${baseUrl}/${id}` when given, else its own. */
export function baseFor(dataset: FetchableDataset, baseUrl?: string | null): string | null {
  if (baseUrl) return `${baseUrl.replace(/\/+$/, "")}/${encodeURIComponent(dataset.id)}`;
  return dataset.downloadBase;
}

/** The local path of a declared file, refusing names that would leave the dataset's folder. */
function localPath(targetDir: string, dataset: FetchableDataset, file: string): string {
  const folder = resolve(targetDir, dataset.id);
  const path = resolve(folder, file);
  const inside = relative(folder, path);
  if (isAbsolute(file) || inside === "" || inside.startsWith(`..${sep}`) || inside === ".." || isAbsolute(inside)) {
    throw new Error(`${dataset.id}: the declared file '${file}' is not inside the dataset folder.`);
  }
  return path;
}

async function presentSize(path: string): Promise<number> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : 0;
  } catch {
    return 0;
  }
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Streams one URL into a temporary file next to the target, renamed into place on success. */
async function download(url: string, path: string, options: FetchOptions): Promise<{ httpStatus: number; bytes: number }> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const response = await fetchImpl(url, { redirect: "follow", signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw Object.assign(new Error(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`), {
      httpStatus: response.status,
    });
  }
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}-${Date.now().toString(36)}.part`;
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), counter, createWriteStream(temporary));
    const declared = response.headers.get("content-length");
    if (declared !== null && !response.headers.get("content-encoding") && Number(declared) !== bytes) {
      throw new Error(`truncated: ${bytes} of ${declared} bytes`);
    }
    if (bytes === 0) throw new Error("the server sent an empty file");
    await rename(temporary, path);
    return { httpStatus: response.status, bytes };
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), { httpStatus: response.status });
  }
}

/**
 * Fetches every declared file of every dataset that has a download base (or of every dataset when a
 * mirror is given). A failed file is reported with its URL and status and the others still run.
 */
export async function fetchDatasets(options: FetchOptions): Promise<FetchReport> {
  const log = options.log ?? (() => undefined);
  const report: FetchReport = { files: [], downloaded: [], skipped: [], failed: [], manual: [], ok: true };
  for (const dataset of options.datasets) {
    const base = baseFor(dataset, options.baseUrl);
    if (base === null) {
      report.manual.push({ id: dataset.id, homepage: dataset.homepage, files: [...dataset.files] });
      log(`${dataset.id}: fetch by hand from ${dataset.homepage} (${dataset.files.length} file${dataset.files.length === 1 ? "" : "s"})`);
      continue;
    }
    for (const file of dataset.files) {
      const url = fileUrl(base, file);
      const outcome: FileOutcome = { dataset: dataset.id, file, url, path: "", result: "failed" };
      report.files.push(outcome);
      try {
        outcome.path = localPath(options.targetDir, dataset, file);
      } catch (error) {
        outcome.reason = error instanceof Error ? error.message : String(error);
        report.failed.push(outcome);
        log(`FAILED ${url}: ${outcome.reason}`);
        continue;
      }
      const size = options.force ? 0 : await presentSize(outcome.path);
      if (size > 0) {
        outcome.result = "skipped";
        outcome.bytes = size;
        report.skipped.push(outcome);
        log(`${dataset.id}/${file}: already present (${formatBytes(size)}), skipped`);
        continue;
      }
      try {
        const { httpStatus, bytes } = await download(url, outcome.path, options);
        Object.assign(outcome, { result: "downloaded", httpStatus, bytes });
        report.downloaded.push(outcome);
        log(`${dataset.id}/${file}: downloaded ${formatBytes(bytes)}`);
      } catch (error) {
        const status = (error as { httpStatus?: unknown }).httpStatus;
        if (typeof status === "number") outcome.httpStatus = status;
        const message = error instanceof Error ? error.message : String(error);
        const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
        outcome.reason = `${message}${cause}`;
        report.failed.push(outcome);
        log(`FAILED ${url}: ${outcome.reason}`);
      }
    }
  }
  report.ok = report.failed.length === 0;
  return report;
}
