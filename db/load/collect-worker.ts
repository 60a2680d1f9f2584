// A reading thread of the import (collect-parallel.ts): runs one dataset importer at a time into
// memory and posts back what it collected, or the file, line and reason it failed on.
import { parentPort, workerData } from "node:worker_threads";
import { ImportError } from "../csv";
import { collectImport } from "../import/collect";
import { splitDeferred, type DeferredTexts } from "./deferred-records";
import { loadTeamCodes } from "../import/team-codes";
import type { LeagueSlug } from "../../core/leagues";
import type { DatasetImporter } from "../import/types";

export type CollectJob = { href: string; dir: string };

export type CollectReply =
  | { ok: true; json: string; deferred: DeferredTexts; seconds: number }
  | { ok: false; file: string; line: number; reason: string }
  | { ok: false; message: string };

const port = parentPort;
if (!port) throw new Error("collect-worker runs as a worker thread");
const teamCodes = loadTeamCodes((workerData as { leagues: Array<LeagueSlug> }).leagues);

port.on("message", (job: CollectJob) => {
  void (async () => {
    try {
      const module = (await import(job.href)) as { importer: DatasetImporter };
      const started = performance.now();
      const data = await collectImport(module.importer, job.dir, { teamCodes: await teamCodes });
      // As JSON text: a structured clone of a million records costs about twice as much CPU. The
      // records no step reads until late in their own texts, parsed when used (deferred-records.ts).
      const { json, deferred } = splitDeferred(data);
      port.postMessage({ ok: true, json, deferred, seconds: (performance.now() - started) / 1000 } satisfies CollectReply);
    } catch (error) {
      const reply: CollectReply =
        error instanceof ImportError
          ? { ok: false, file: error.file, line: error.line, reason: error.reason }
          : { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      port.postMessage(reply);
    }
  })();
});
