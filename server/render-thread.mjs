// A render thread (decision 0087): renders pages with the app's build while the main thread serves the
// network, the document cache, the API and the database. It asks the main thread for API data over the
// port in workerData (app/.server/backend.server.ts picks it up) and keeps its own client cache.
// Messages from the pool (server/render-pool.mjs):
//   { type: "render", id, url, method, headers }  ->  { type: "done", id, status, headers, body } | { type: "failed", id, message }
//   { type: "abort", id }                               (the client left: the render stops)
//   { type: "games-changed", games }                    (the live feed wrote games: drop the client-cache entries that show them)
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler } from "@remix-run/node";

const build = await import("../build/server/index.js");
const handleRemix = createRequestHandler(build, workerData.mode);
const running = new Map();

async function render({ id, url, method, headers }) {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    const answer = await handleRemix(new Request(url, { method, headers, signal: controller.signal }));
    const body = await answer.arrayBuffer();
    parentPort.postMessage({ type: "done", id, status: answer.status, headers: [...answer.headers], body }, [body]);
  } catch (error) {
    parentPort.postMessage({ type: "failed", id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    running.delete(id);
  }
}

parentPort.on("message", (message) => {
  if (message.type === "render") void render(message);
  else if (message.type === "abort") running.get(message.id)?.abort();
  else if (message.type === "games-changed") build.entry.module.invalidateGames(message.games);
});
parentPort.postMessage({ type: "ready" });
