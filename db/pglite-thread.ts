// PGlite on its own thread, for the server. PGlite runs its WebAssembly on the thread that calls it,
// and a long statement blocks that thread (statement_timeout is accepted but never fires), so in the
// server's main thread one slow query would freeze every request, cached ones included. Here the
// main thread only queues: a query waits at most `queueTimeoutMs` for the one connection (and is
// refused at once while the running statement has stalled), and a statement running past
// `statementTimeoutMs` is stopped by terminating the thread, which is restarted (about 0.7 s).
import type { Worker } from "node:worker_threads";
import { DatabaseUnavailableError, queryLimits, type QueryLimits } from "./database-errors";
import type { Database, QueryOptions, Row, Sql } from "./database";
import { replyError, startPgliteWorker, type WorkerReply, type WorkerRequest } from "./pglite-worker";

type Kind = Exclude<WorkerRequest["kind"], "copy">;

type Job = {
  kind: Kind | "hold";
  text: string;
  params?: ReadonlyArray<unknown>;
  timeoutMs: number;
  signal?: AbortSignal;
  enqueuedAt: number;
  startedAt?: number;
  waitTimer?: NodeJS.Timeout;
  resolve(rows: Array<unknown>): void;
  reject(error: unknown): void;
};

const STARTUP_WAIT_MS = 60_000;
/** How much longer than the usual bound a query waits while the thread restarts. */
const RESTART_GRACE_MS = 5000;

export class PgliteThread {
  private worker: Worker | null = null;
  private ready = false;
  private startingAt = 0;
  private running: Job | null = null;
  private statementTimer: NodeJS.Timeout | null = null;
  private stallTimer: NodeJS.Timeout | null = null;
  private readonly queue: Array<Job> = [];
  private nextId = 1;
  private closed = false;
  /** Restarts after a timeout or a crash (tests and logs). */
  restarts = 0;

  constructor(
    private readonly dataDir: string,
    readonly limits: QueryLimits = queryLimits(),
  ) {}

  /** Starts the thread and waits until the database is open. */
  async open(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.start(resolve, reject));
  }

  private start(onReady?: () => void, onFailed?: (error: Error) => void): void {
    this.ready = false;
    this.startingAt = Date.now();
    const worker = startPgliteWorker(this.dataDir);
    this.worker = worker;
    worker.on("message", (reply: WorkerReply) => {
      if (worker !== this.worker) return;
      if (reply.type === "ready") {
        this.ready = true;
        onReady?.();
        this.pump();
      } else if (reply.type === "failed") {
        onFailed?.(new Error(`PGlite could not open ${this.dataDir}: ${reply.message}`));
        this.failAll(new DatabaseUnavailableError("crashed"));
      } else this.finish(reply);
    });
    worker.on("error", (error) => {
      if (worker !== this.worker) return;
      onFailed?.(error);
      this.lost("crashed");
    });
    worker.on("exit", () => {
      if (worker !== this.worker || this.closed) return;
      this.lost("crashed");
    });
  }

  /** The thread died or was stopped: the running statement fails, the queue waits for a new thread. */
  private lost(reason: "crashed" | "timeout"): void {
    const old = this.worker;
    this.worker = null;
    if (this.statementTimer) clearTimeout(this.statementTimer);
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.statementTimer = null;
    this.stallTimer = null;
    this.running = null;
    for (const job of this.inFlight.values()) job.reject(new DatabaseUnavailableError(reason));
    this.inFlight.clear();
    void old?.terminate();
    if (this.closed) return;
    this.restarts++;
    console.warn(`PGlite thread ${reason === "timeout" ? "stopped after a statement timeout" : "stopped"}; restarting.`);
    this.start();
  }

  /** Tests and fault drills: the thread dies as a crash would. */
  simulateCrash(): void {
    if (this.worker) void this.worker.terminate();
  }

  private failAll(error: Error): void {
    for (const job of this.queue.splice(0)) {
      if (job.waitTimer) clearTimeout(job.waitTimer);
      job.reject(error);
    }
  }

  /** Whether new queries must be refused at once: the running statement (or a restart) has stalled. */
  private stalled(now: number): boolean {
    if (this.running?.startedAt !== undefined && this.running.kind !== "hold") {
      return now - this.running.startedAt > this.limits.stalledAfterMs;
    }
    return !this.ready && this.restarts > 0 && now - this.startingAt > RESTART_GRACE_MS;
  }

  private enqueue(job: Job): void {
    if (this.closed) return job.reject(new DatabaseUnavailableError("closed"));
    if (job.signal?.aborted) return job.reject(new DatabaseUnavailableError("cancelled"));
    if (this.stalled(job.enqueuedAt)) return job.reject(new DatabaseUnavailableError("busy"));
    this.queue.push(job);
    const arm = (ms: number) => {
      job.waitTimer = setTimeout(() => {
        // While the thread opens the database (a cold start, or a restart of about a second), queries
        // wait for it rather than fail.
        const opening = this.restarts === 0 ? STARTUP_WAIT_MS : this.limits.queueTimeoutMs + RESTART_GRACE_MS;
        if (!this.ready && Date.now() - job.enqueuedAt < opening) return arm(100);
        this.dequeue(job, new DatabaseUnavailableError("busy"));
      }, ms);
      job.waitTimer.unref?.();
    };
    arm(this.limits.queueTimeoutMs);
    job.signal?.addEventListener("abort", () => this.dequeue(job, new DatabaseUnavailableError("cancelled")), { once: true });
    this.pump();
  }

  private dequeue(job: Job, error: Error): void {
    const index = this.queue.indexOf(job);
    if (index === -1) return;
    this.queue.splice(index, 1);
    if (job.waitTimer) clearTimeout(job.waitTimer);
    job.reject(error);
  }

  private pump(): void {
    if (!this.ready || !this.worker || this.running) return;
    const job = this.queue.shift();
    if (!job) return;
    if (job.waitTimer) clearTimeout(job.waitTimer);
    this.running = job;
    job.startedAt = Date.now();
    if (job.kind === "hold") return job.resolve([]);
    this.send(job);
  }

  private inFlight = new Map<number, Job>();

  private send(job: Job): void {
    // A transaction's statements are sent at once, not pumped: their time starts here too.
    job.startedAt ??= Date.now();
    const id = this.nextId++;
    this.inFlight.set(id, job);
    const request: WorkerRequest = { id, kind: job.kind as Kind, text: job.text, params: job.params };
    this.worker!.postMessage(request);
    this.statementTimer = setTimeout(() => this.lost("timeout"), job.timeoutMs);
    // Once the statement has stalled, the queries waiting behind it are answered at once (busy)
    // rather than left to wait out their bound.
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.stallTimer = setTimeout(() => {
      if (this.inFlight.get(id) === job) this.failAll(new DatabaseUnavailableError("busy"));
    }, this.limits.stalledAfterMs);
  }

  private finish(reply: WorkerReply): void {
    if (reply.id === undefined) return;
    const job = this.inFlight.get(reply.id);
    if (!job) return;
    this.inFlight.delete(reply.id);
    if (this.statementTimer) clearTimeout(this.statementTimer);
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.statementTimer = null;
    this.stallTimer = null;
    const took = Date.now() - (job.startedAt ?? Date.now());
    const slow = this.limits.slowStatementLogMs ?? 0;
    if (slow > 0 && took > slow) {
      console.warn(`Slow statement (${took} ms, the queries behind it waited): ${job.text.replace(/\s+/g, " ").slice(0, 200)}`);
    }
    if (reply.error) job.reject(replyError(reply.error));
    else job.resolve(reply.rows ?? []);
    // A statement inside a transaction does not hold the queue: the transaction's hold does.
    if (this.running === job) {
      this.running = null;
      this.pump();
    }
  }

  private job(kind: Kind | "hold", text: string, params?: ReadonlyArray<unknown>, options: QueryOptions = {}): Promise<Array<unknown>> {
    return new Promise((resolve, reject) => {
      this.enqueue({
        kind,
        text,
        params,
        timeoutMs: options.timeoutMs ?? this.limits.statementTimeoutMs,
        signal: options.signal,
        enqueuedAt: Date.now(),
        resolve,
        reject,
      });
    });
  }

  /** A statement of a transaction that holds the connection: sent at once, under the statement timeout. */
  private direct(kind: Kind, text: string, params?: ReadonlyArray<unknown>, options: QueryOptions = {}): Promise<Array<unknown>> {
    return new Promise((resolve, reject) => {
      if (!this.worker || !this.ready) return reject(new DatabaseUnavailableError("crashed"));
      this.send({ kind, text, params, timeoutMs: options.timeoutMs ?? this.limits.statementTimeoutMs, enqueuedAt: Date.now(), resolve, reject });
    });
  }

  asDatabase(): Database {
    const sql: Sql = {
      query: async <T = Row>(text: string, params?: ReadonlyArray<unknown>, options?: QueryOptions) =>
        (await this.job("query", text, params, options)) as Array<T>,
      exec: async (text: string) => {
        await this.job("exec", text);
      },
    };
    return {
      engine: "pglite",
      ...sql,
      transaction: async (work) => {
        await this.job("hold", "");
        const hold = this.running;
        const tx: Sql = {
          query: async <T = Row>(text: string, params?: ReadonlyArray<unknown>, options?: QueryOptions) =>
            (await this.direct("query", text, params, options)) as Array<T>,
          exec: async (text: string) => {
            await this.direct("exec", text);
          },
        };
        try {
          await tx.exec("BEGIN");
          const result = await work(tx);
          await tx.exec("COMMIT");
          return result;
        } catch (error) {
          await tx.exec("ROLLBACK").catch(() => undefined);
          throw error;
        } finally {
          if (this.running === hold) {
            this.running = null;
            this.pump();
          }
        }
      },
      close: () => this.close(),
      simulateCrash: () => this.simulateCrash(),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.failAll(new DatabaseUnavailableError("closed"));
    const worker = this.worker;
    if (worker && this.ready && !this.running) {
      await Promise.race([this.direct("close", ""), new Promise((wait) => setTimeout(wait, 5000))]).catch(() => undefined);
    }
    this.closed = true;
    this.worker = null;
    await worker?.terminate();
  }
}

export async function openPgliteThread(dataDir: string, limits?: QueryLimits): Promise<Database> {
  const thread = new PgliteThread(dataDir, limits);
  await thread.open();
  return thread.asDatabase();
}
