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

export async function collectInParallel(
  jobs: ReadonlyArray<ParallelJob>,
  leagues: ReadonlyArray<LeagueSlug>,
  threads: number,
  onDone: (job: ParallelJob, data: Collected, seconds: number) => void,
): Promise<Array<{ data: Collected; seconds: number }>> {
  const results: Array<{ data: Collected; seconds: number } | undefined> = new Array(jobs.length);
  const queue = jobs.map((job, index) => ({ job, index, bytes: folderBytes(job.dir) })).sort((a, b) => b.bytes - a.bytes);
  const workers = Array.from({ length: Math.max(1, Math.min(threads, queue.length)) }, () => startCollector(leagues));
  try {
    await Promise.all(
      workers.map(async (worker) => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { job, index } = next;
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
          results[index] = { data: reply.data, seconds: reply.seconds };
          onDone(job, reply.data, reply.seconds);
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results.map((result) => result as { data: Collected; seconds: number });
}
