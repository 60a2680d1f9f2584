// Fuzz test: thousands of generated paths and query strings against the API; whatever comes in, the
// answer is never a 500, and every answer other than 200 is JSON with a string detail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { handleApiRequest } from "../../api/handler";
import { buildFixtureDatabase, FIXTURE_NOW } from "./fixture";
import { generator, randomPath } from "./fuzz-input";

const ROUNDS = 3000;

let db: Database;

beforeAll(async () => {
  db = await buildFixtureDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe("fuzz", () => {
  it(`answers ${ROUNDS} generated requests without a 500`, async () => {
    const r = generator(20240601);
    const failures: Array<string> = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < ROUNDS; i++) {
      const path = randomPath(r);
      let request: Request;
      try {
        request = new Request(`http://fuzz.local/api/${path}`);
      } catch {
        continue; // The URL parser refused it before it could reach the API.
      }
      const res = await handleApiRequest(request, db, { now: FIXTURE_NOW });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const text = await res.text();
      if (res.status >= 500) failures.push(`${res.status} ${path} ${text.slice(0, 200)}`);
      if (res.status !== 200) {
        let detail: unknown;
        try {
          detail = (JSON.parse(text) as { detail?: unknown }).detail;
        } catch {
          detail = undefined;
        }
        if (typeof detail !== "string") failures.push(`${res.status} without a JSON detail: ${path} ${text.slice(0, 200)}`);
      }
      if (failures.length > 20) break;
    }
    expect(failures).toEqual([]);
    // The generator must reach both answers and refusals, or it tests nothing.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  });
});
