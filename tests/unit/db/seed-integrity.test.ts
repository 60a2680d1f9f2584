// The curated seed holds together: one result or a not-held record per championship season, unique
// slugs, winners and runners-up that resolve to a franchise era of that season, contiguous eras.
import { describe, expect, it } from "vitest";
import { defaultLastCompletedSeason } from "../../../db/load/run-import";
import { readSeed, seedProblems } from "../../../db/load/seed";

describe("the curated seed", () => {
  it("has no integrity problems", async () => {
    const seed = await readSeed();
    expect(seedProblems(seed, defaultLastCompletedSeason)).toEqual([]);
  });

  it("covers all eight championships' leagues with results", async () => {
    const seed = await readSeed();
    const leagues = new Set(seed.results.map((r) => r.league));
    expect([...leagues].sort()).toEqual(["cbb", "cbs", "cfb", "chk", "mlb", "nba", "nfl", "nhl"]);
    expect(seed.championships).toHaveLength(9);
  });

  it("records the seasons without a champion, with why", async () => {
    const seed = await readSeed();
    const notHeld = seed.results.filter((r) => r.status === "not_held").map((r) => `${r.championship} ${r.season}`);
    expect(notHeld).toEqual(
      expect.arrayContaining([
        "world-series 1904",
        "world-series 1994",
        "stanley-cup-final 1918",
        "stanley-cup-final 2004",
        "ncaa-mens-basketball-tournament 2019",
        "mens-college-world-series 2020",
        "ncaa-mens-ice-hockey-championship 2019",
      ]),
    );
  });

  it("finds a problem when a winner has no era that season", async () => {
    const seed = await readSeed();
    const broken = { ...seed, results: seed.results.map((r) => (r.championship === "super-bowl" && r.season === 2016 ? { ...r, winner: "no-such-team" } : r)) };
    expect(seedProblems(broken, defaultLastCompletedSeason).join("\n")).toContain("winner no-such-team is not a franchise");
  });
});
