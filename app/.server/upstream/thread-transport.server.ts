// The Sports API across threads: a render thread (server/render-thread.ts) has no database; its typed
// client asks the main thread, which holds the one database connection, over a MessagePort. Both ends
// are here. Only plain values cross: the path asked, then the status, the JSON text and the cache class.
import type { CacheClass } from "@core/cache-classes";
import { parseJson, type Transport } from "./transport.server";

/** The part of a worker_threads MessagePort both ends use (structural, so the edge build needs no Node types). */
export type ApiPort = {
  postMessage(value: unknown): void;
  on(event: "message", listener: (value: unknown) => void): unknown;
  unref?(): void;
};

type Ask = { id: number; pathAndQuery: string };
type Answer = { id: number; status: number; text: string; cacheClass?: CacheClass } | { id: number; error: string };

/** What the main thread runs for each question: the in-process API's status, body text and cache class. */
export type AnswerApi = (pathAndQuery: string) => Promise<{ status: number; text: string; cacheClass?: CacheClass }>;

/** The render thread's end: a transport whose calls are answered by the main thread, within timeoutMs. */
export function threadTransport(port: ApiPort, timeoutMs: number): Transport {
  let lastId = 0;
  const waiting = new Map<number, { resolve(answer: Answer): void; timer: ReturnType<typeof setTimeout> }>();
  port.on("message", (value) => {
    const answer = value as Answer;
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    clearTimeout(entry.timer);
    entry.resolve(answer);
  });
  port.unref?.();
  return async (pathAndQuery) => {
    const id = ++lastId;
    const answer = await new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve({ id, error: `The Sports API (main thread) did not answer ${pathAndQuery} within ${timeoutMs} ms.` });
      }, timeoutMs);
      waiting.set(id, { resolve, timer });
      port.postMessage({ id, pathAndQuery } satisfies Ask);
    });
    if ("error" in answer) throw new Error(answer.error);
    return { status: answer.status, body: parseJson(answer.text, answer.status), cacheClass: answer.cacheClass };
  };
}

/** The main thread's end: answers every question that arrives on the port. */
export function answerOnPort(port: ApiPort, answerApi: AnswerApi): void {
  port.on("message", (value) => {
    const { id, pathAndQuery } = value as Ask;
    answerApi(pathAndQuery).then(
      (answer) => port.postMessage({ id, ...answer } satisfies Answer),
      (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    );
  });
}
