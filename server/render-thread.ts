// A render thread (decision 0087): renders pages with the app's build while the main thread serves the
// network, the document cache, the API and the database. It asks the main thread for API data over the
// port in workerData (app/.server/backend.server.ts picks it up) and keeps its own client cache.
// Messages: server/render-protocol.ts.
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler } from "@remix-run/node";
import { loadServerBuild } from "./app-build";
import type { FromRenderThread, RenderThreadData, ToRenderThread } from "./render-protocol";

const port = parentPort;
if (!port) throw new Error("render-thread runs as a worker thread");
const data = workerData as RenderThreadData;
const build = await loadServerBuild(pathToFileURL(data.buildPath).href);
const handleRemix = createRequestHandler(build.serverBuild, data.mode);
const running = new Map<number, AbortController>();
const reply = (message: FromRenderThread, transfer?: Array<ArrayBuffer>) => port.postMessage(message, transfer);

async function render({ id, url, method, headers }: Extract<ToRenderThread, { type: "render" }>): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    const answer = await handleRemix(new Request(url, { method, headers, signal: controller.signal }));
    const body = await answer.arrayBuffer();
    reply({ type: "done", id, status: answer.status, headers: [...answer.headers], body }, [body]);
  } catch (error) {
    reply({ type: "failed", id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    running.delete(id);
  }
}

port.on("message", (message: ToRenderThread) => {
  if (message.type === "render") void render(message);
  else if (message.type === "abort") running.get(message.id)?.abort();
  else if (message.type === "games-changed") build.host.invalidateGames(message.games);
  else if (message.type === "everything-changed") build.host.backend.clientCache().clear();
});
reply({ type: "ready" });
