// The Sports API across threads (decision 0087): a render thread's transport and the main thread's
// answering end, over a real MessageChannel.
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { answerOnPort, threadTransport, type AnswerApi } from "~/.server/upstream/thread-transport.server";

const open: Array<MessagePort> = [];

function connect(answerApi: AnswerApi | null, timeoutMs = 2000) {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  if (answerApi) answerOnPort(port1, answerApi);
  return threadTransport(port2, timeoutMs);
}

afterEach(() => {
  for (const port of open.splice(0)) port.close();
});

describe("thread transport", () => {
  it("carries the status, the parsed JSON body and the cache class of each answer", async () => {
    const transport = connect(async (pathAndQuery) => ({
      status: pathAndQuery.includes("missing") ? 404 : 200,
      text: JSON.stringify({ asked: pathAndQuery }),
      cacheClass: "static",
    }));
    await expect(transport("/api/core/sports/")).resolves.toEqual({ status: 200, body: { asked: "/api/core/sports/" }, cacheClass: "static" });
    const missing = await transport("/api/teams/teams/missing/");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ asked: "/api/teams/teams/missing/" });
  });

  it("matches answers to questions when they come back in another order", async () => {
    const transport = connect(async (pathAndQuery) => {
      const delay = pathAndQuery === "/slow" ? 60 : 5;
      await new Promise((wait) => setTimeout(wait, delay));
      return { status: 200, text: JSON.stringify(pathAndQuery) };
    });
    const [slow, fast] = await Promise.all([transport("/slow"), transport("/fast")]);
    expect(slow.body).toBe("/slow");
    expect(fast.body).toBe("/fast");
  });

  it("rejects with the main thread's error message", async () => {
    const transport = connect(async () => {
      throw new Error("The database did not answer within 5000 ms.");
    });
    await expect(transport("/api/teams/teams/")).rejects.toThrow("The database did not answer within 5000 ms.");
  });

  it("rejects with the path when the main thread does not answer in time", async () => {
    const transport = connect(null, 50);
    await expect(transport("/api/core/sports/")).rejects.toThrow("did not answer /api/core/sports/ within 50 ms");
  });

  it("names the status when an answer is not JSON", async () => {
    const transport = connect(async () => ({ status: 502, text: "<html>Bad gateway</html>" }));
    await expect(transport("/api/core/sports/")).rejects.toThrow("answered 502 with a body that is not JSON");
  });
});
