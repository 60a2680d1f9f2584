// Reads the datasets on several threads at once (each dataset on one thread, the largest first):
// parsing is CPU-bound JavaScript, so on two cores the read takes about half as long. The records
// come back in the importers' order, as a sequential read gives them.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Worker } from "node:worker_threads";
import { ImportError } from "../csv";
import type { Collected } from "../import/collect";
import type { LeagueSlug } from "../../core/leagues";
import type { DatasetImporter } from "../import/types";
import type { CollectJob, CollectReply } from "./collect-worker";
import { joinDeferred } from "./deferred-records";
import { startWorker, workerScript } from "../worker-script";

export type ParallelJob = { importer: DatasetImporter; href: string; dir: string };

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

/**
 * A larger young generation than the default: parsing allocates many short-lived strings and
 * objects, and fewer scavenges take about a tenth off a large dataset's read.
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 96 };

function startCollector(leagues: ReadonlyArray<LeagueSlug>): Worker {
  return startWorker(workerScript(import.meta.url, "collect-worker"), { workerData: { leagues }, resourceLimits: RESOURCE_LIMITS });
}

type Unit = { jobs: Array<{ job: ParallelJob; index: number }>; bytes: number };

/**
 * What each thread takes next, the largest first: a dataset and the datasets that read it again
 * (`readsWith`), one after the other on one thread, which still holds what the first one built.
 */
export function readingOrder(jobs: ReadonlyArray<ParallelJob>, bytesOf: (dir: string) => number = folderBytes): Array<Unit> {
  const byId = new Map(jobs.map((job) => [job.importer.id, job]));
  // The dataset a job is read after: one that is found and is not itself read after another.
  const after = (job: ParallelJob) => {
    const first = job.importer.readsWith ? byId.get(job.importer.readsWith) : undefined;
    return first && !first.importer.readsWith ? first.importer.id : null;
  };
  const units = new Map<string, Unit>();
  const entries = jobs.map((job, index) => ({ job, index }));
  for (const entry of entries) if (after(entry.job) === null) units.set(entry.job.importer.id, { jobs: [entry], bytes: bytesOf(entry.job.dir) });
  for (const entry of entries) {
    const first = after(entry.job);
    const unit = first === null ? undefined : units.get(first);
    if (!unit) continue;
    unit.jobs.push(entry);
    unit.bytes += bytesOf(entry.job.dir);
  }
  return [...units.values()].sort((a, b) => b.bytes - a.bytes);
}

export async function collectInParallel(
  jobs: ReadonlyArray<ParallelJob>,
  leagues: ReadonlyArray<LeagueSlug>,
  threads: number,
  onDone: (job: ParallelJob, data: Collected, seconds: number) => void,
): Promise<Array<{ data: Collected; seconds: number }>> {
  const results: Array<{ data: Collected; seconds: number } | undefined> = new Array(jobs.length);
  const queue = readingOrder(jobs);
  const workers = Array.from({ length: Math.max(1, Math.min(threads, queue.length)) }, () => startCollector(leagues));
  try {
    await Promise.all(
      workers.map(async (worker) => {
        for (let unit = queue.shift(); unit; unit = queue.shift()) {
          for (const { job, index } of unit.jobs) {
            const reply = await new Promise<CollectReply>((resolve, reject) => {
              const onError = (error: Error) => reject(error);
              worker.once("error", onError);
              worker.once("message", (message: CollectReply) => {
                worker.off("error", onError);
                resolve(message);
              });
              worker.postMessage({ href: job.href, dir: job.dir } satisfies CollectJob);
            });
            if (!reply.ok) {
              queue.length = 0;
              throw "file" in reply ? new ImportError(reply.file, reply.line, reply.reason) : new Error(`${job.importer.id}: ${reply.message}`);
            }
            const data = joinDeferred(JSON.parse(reply.json) as Collected, reply.deferred);
            results[index] = { data, seconds: reply.seconds };
            onDone(job, data, reply.seconds);
          }
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results.map((result) => result as { data: Collected; seconds: number });
}
