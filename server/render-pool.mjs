// Render threads for server.mjs (decision 0087): pages are rendered on `size` worker threads, so an
// uncached render uses every core instead of queueing behind the others on the main thread. Each
// request goes to the thread with the fewest renders in flight. A thread that dies is replaced; its
// renders in flight fail with a RenderThreadError, and the caller renders them on the main thread.
import { MessageChannel, Worker } from "node:worker_threads";

export class RenderThreadError extends Error {}

/** How many threads may die before they were ever ready until the pool stops replacing them (pages then render on the main thread). */
const MAX_EARLY_DEATHS = 3;

export class RenderPool {
  /**
   * @param {{ size: number, mode: string, answerApiCalls: (port: import("node:worker_threads").MessagePort) => void }} options
   */
  constructor({ size, mode, answerApiCalls }) {
    this.mode = mode;
    this.answerApiCalls = answerApiCalls;
    this.threads = [];
    this.lastId = 0;
    this.earlyDeaths = 0;
    this.closed = false;
    for (let index = 0; index < size; index++) this.threads.push(this.start());
  }

  /** Whether renders can go to the pool (false once threads keep dying before they are ready). */
  get usable() {
    return !this.closed && this.threads.length > 0;
  }

  start() {
    const { port1, port2 } = new MessageChannel();
    this.answerApiCalls(port1);
    const worker = new Worker(new URL("./render-thread.mjs", import.meta.url), {
      workerData: { role: "render-thread", mode: this.mode, apiPort: port2 },
      transferList: [port2],
    });
    const thread = { worker, port: port1, pending: new Map(), ready: false };
    worker.on("message", (message) => this.receive(thread, message));
    worker.on("error", (error) => console.error("A render thread failed:", error instanceof Error ? error.message : error));
    worker.on("exit", (code) => this.exited(thread, code));
    return thread;
  }

  receive(thread, message) {
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

  exited(thread, code) {
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

  /**
   * Renders one request on the least busy thread.
   * @param {{ url: string, method: string, headers: Array<[string, string]>, signal?: AbortSignal }} request
   * @returns {Promise<{ status: number, headers: Headers, body: Buffer }>}
   */
  render({ url, method, headers, signal }) {
    const thread = this.threads.reduce((best, candidate) => (candidate.pending.size < best.pending.size ? candidate : best));
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      const onAbort = () => thread.worker.postMessage({ type: "abort", id });
      signal?.addEventListener("abort", onAbort, { once: true });
      const cleanup = () => signal?.removeEventListener("abort", onAbort);
      thread.pending.set(id, { resolve, reject, cleanup });
      thread.worker.postMessage({ type: "render", id, url, method, headers });
    });
  }

  /** How many threads there are, and how many are ready (for the test hook and the logs). */
  status() {
    return { threads: this.threads.length, ready: this.threads.filter((thread) => thread.ready).length };
  }

  /** Stops the busiest thread as a crash would (test hook): its renders in flight fail over. */
  stopOne() {
    const busiest = this.threads.reduce((best, candidate) => (candidate.pending.size > best.pending.size ? candidate : best), this.threads[0]);
    return busiest ? busiest.worker.terminate() : Promise.resolve();
  }

  /** Sends a message to every thread (e.g. the live feed's changed games). */
  broadcast(message) {
    for (const thread of this.threads) thread.worker.postMessage(message);
  }

  async close() {
    this.closed = true;
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
