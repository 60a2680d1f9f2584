// Request targets no page can answer are refused before the app runs, with the right status.
import { describe, expect, it } from "vitest";
import { LIMITS, refusalResponse, refuseTarget } from "../../../server/request-guard";

describe("refuseTarget", () => {
  it("lets ordinary addresses through", () => {
    for (const target of ["/", "/teams/green-bay-packers/2023", "/scores?date=2024-01-01&page=2", "/teams?q=caf%C3%A9", "/api/core/sports/"]) {
      expect(refuseTarget(target)).toBeNull();
    }
  });

  it("answers a malformed percent-encoding in the path with 400", () => {
    expect(refuseTarget("/championships/%E0%A4%A")?.status).toBe(400);
    expect(refuseTarget("/teams/%zz")?.status).toBe(400);
  });

  it("lets Remix's route manifest requests carry every link of a page", () => {
    const query = Array.from({ length: 120 }, (_, i) => `p=%2Fteams%2Fteam-number-${i}`).join("&");
    expect(query.length).toBeGreaterThan(LIMITS.query);
    expect(refuseTarget(`/__manifest?${query}&version=abc`)).toBeNull();
    expect(refuseTarget(`/teams?${query}`)?.status).toBe(414);
  });

  it("answers a NUL character in the path or a parameter with 400", () => {
    expect(refuseTarget("/teams?q=%00")?.status).toBe(400);
    expect(refuseTarget("/teams/a%00b")?.status).toBe(400);
  });

  it("answers an overlong path or slug with 404, an overlong query with 414, an overlong value with 400", () => {
    expect(refuseTarget(`/championships/${"a".repeat(5000)}`)?.status).toBe(404);
    expect(refuseTarget(`/teams/${"a".repeat(LIMITS.segment + 1)}`)?.status).toBe(404);
    expect(refuseTarget(`/teams?q=${"a".repeat(LIMITS.query)}`)?.status).toBe(414);
    expect(refuseTarget(`/teams?q=${"a".repeat(LIMITS.value + 1)}`)?.status).toBe(400);
  });

  it("answers JSON under /api/ and a small page elsewhere", () => {
    const refusal = { status: 400, title: "Bad Request", message: "Bad <thing>" };
    const api = refusalResponse("/api/x/%zz", refusal);
    expect(JSON.parse(api.body.toString())).toEqual({ detail: "Bad <thing>" });
    const page = refusalResponse("/x/%zz", refusal);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body.toString()).toContain("Bad &#60;thing&#62;");
    expect(page.headers["cache-control"]).toBe("private, no-store");
  });
});
