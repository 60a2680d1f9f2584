// The Sports API over HTTP as the app serves it: JSON with Cache-Control by cache class, an ETag
// answered with 304, JSON errors, and the site's own filters left to the caller.
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./support";

const api = (path: string) => `http://localhost:${E2E_PORT}/api/${path}`;

test.describe("the API over HTTP", () => {
  test.skip(() => test.info().project.name === "no-js", "HTTP only: one run is enough");

  test("answers JSON with the class's Cache-Control and an ETag, then 304 for the same ETag", async ({ request }) => {
    const first = await request.get(api("championships/championships/super-bowl/"));
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toContain("application/json");
    expect(first.headers()["cache-control"]).toBe("public, max-age=86400, s-maxage=86400, stale-while-revalidate=518400, stale-if-error=604800");
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^".+"$/);
    expect((await first.json()).slug).toBe("super-bowl");

    const again = await request.get(api("championships/championships/super-bowl/"), { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    const changed = await request.get(api("championships/championships/world-series/"), { headers: { "If-None-Match": etag } });
    expect(changed.status()).toBe(200);
  });

  test("answers bad input with 400 or 404 and a JSON message, never a 500", async ({ request }) => {
    const unknown = await request.get(api("teams/teams/no-such-team/"));
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "Team not found." });
    const malformed = await request.get(api("championships/champions/?season=abc"));
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).detail).toContain("'season'");
    const nowhere = await request.get(api("no/such/endpoint/"));
    expect(nowhere.status()).toBe(404);
    expect(typeof (await nowhere.json()).detail).toBe("string");
  });
});
