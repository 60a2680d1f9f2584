// Render threads (decision 0087): pages are rendered on `size` worker threads, so an uncached render
// uses every core instead of queueing behind the others on the main thread. Each request goes to the
// thread with the fewest renders in flight. A thread that dies is replaced; its renders in flight fail
// with a RenderThreadError, and the caller renders them on the main thread. Messages: render-protocol.ts.
import { MessageChannel, type MessagePort, type Worker } from "node:worker_threads";
import type { ChangedGame } from "../db/live/apply-scoreboard";
import { startWorker, workerScript } from "../db/worker-script";
import type { Rendered } from "./document-cache";
import type { FromRenderThread, RenderThreadData, ToRenderThread } from "./render-protocol";

export class RenderThreadError extends Error {}

/** How many threads may die before they were ever ready until the pool stops replacing them (pages then render on the main thread). */
const MAX_EARLY_DEATHS = 3;

type Waiting = { resolve(rendered: Rendered): void; reject(error: Error): void; cleanup(): void };
type Thread = { worker: Worker; port: MessagePort; pending: Map<number, Waiting>; ready: boolean };

export type RenderPoolOptions = {
  size: number;
  mode: string;
  /** The server build the threads load (build/server/index.js). */
  buildPath: string;
  /** Answers a thread's API calls on the main thread. */
  answerApiCalls: (port: MessagePort) => void;
};

export type RenderRequest = { url: string; method: string; headers: Array<[string, string]>; signal?: AbortSignal };

export class RenderPool {
  private readonly threads: Array<Thread> = [];
  private lastId = 0;
  private earlyDeaths = 0;
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {
    for (let index = 0; index < options.size; index++) this.threads.push(this.start());
  }

  /** Whether renders can go to the pool (false once threads keep dying before they are ready). */
  get usable(): boolean {
    return !this.closed && this.threads.length > 0;
  }

  private start(): Thread {
    const { port1, port2 } = new MessageChannel();
    this.options.answerApiCalls(port1);
    const workerData: RenderThreadData = { role: "render-thread", buildPath: this.options.buildPath, mode: this.options.mode, apiPort: port2 };
    const worker = startWorker(workerScript(import.meta.url, "render-thread"), { workerData, transferList: [port2] });
    const thread: Thread = { worker, port: port1, pending: new Map(), ready: false };
    worker.on("message", (message: FromRenderThread) => this.receive(thread, message));
    worker.on("error", (error) => console.error("A render thread failed:", error instanceof Error ? error.message : error));
    worker.on("exit", (code) => this.exited(thread, code));
    return thread;
  }

  private post(thread: Thread, message: ToRenderThread): void {
    thread.worker.postMessage(message);
  }

  private receive(thread: Thread, message: FromRenderThread): void {
    if (message.type === "ready") {
      thread.ready = true;
      return;
    }
    const waiting = thread.pending.get(message.id);
    if (!waiting) return;
    thread.pending.delete(message.id);
    waiting.cleanup();
    if (message.type === "done") {
      waiting.resolve({ status: message.status, headers: new Headers(message.headers), body: Buffer.from(message.body) });
    } else {
      waiting.reject(new Error(message.message));
    }
  }

  private exited(thread: Thread, code: number): void {
    thread.port.close();
    for (const waiting of thread.pending.values()) {
      waiting.cleanup();
      waiting.reject(new RenderThreadError(`The render thread stopped (exit code ${code}).`));
    }
    thread.pending.clear();
    const index = this.threads.indexOf(thread);
    if (index === -1) return;
    this.threads.splice(index, 1);
    if (this.closed) return;
    if (!thread.ready) this.earlyDeaths += 1;
    if (this.earlyDeaths >= MAX_EARLY_DEATHS) {
      console.error("Render threads keep failing to start: pages render on the main thread.");
      return;
    }
    this.threads.push(this.start());
  }

  /** Renders one request on the least busy thread. */
  render({ url, method, headers, signal }: RenderRequest): Promise<Rendered> {
    const thread = this.threads.reduce((best, candidate) => (candidate.pending.size < best.pending.size ? candidate : best));
    const id = ++this.lastId;
    return new Promise<Rendered>((resolve, reject) => {
      const onAbort = () => this.post(thread, { type: "abort", id });
      signal?.addEventListener("abort", onAbort, { once: true });
      const cleanup = () => signal?.removeEventListener("abort", onAbort);
      thread.pending.set(id, { resolve, reject, cleanup });
      this.post(thread, { type: "render", id, url, method, headers });
    });
  }

  /** How many threads there are, and how many are ready (for the test hook and the logs). */
  status(): { threads: number; ready: number } {
    return { threads: this.threads.length, ready: this.threads.filter((thread) => thread.ready).length };
  }

  /** Stops the busiest thread as a crash would (test hook): its renders in flight fail over. */
  async stopOne(): Promise<void> {
    const busiest = this.threads.reduce<Thread | undefined>(
      (best, candidate) => (best === undefined || candidate.pending.size > best.pending.size ? candidate : best),
      undefined,
    );
    await busiest?.worker.terminate();
  }

  /** Every thread drops its client-cache entries for these games (the live feed wrote them). */
  gamesChanged(games: ReadonlyArray<ChangedGame>): void {
    for (const thread of this.threads) this.post(thread, { type: "games-changed", games });
  }

  /** Every thread empties its client cache (any game may have changed). */
  everythingChanged(): void {
    for (const thread of this.threads) this.post(thread, { type: "everything-changed" });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
