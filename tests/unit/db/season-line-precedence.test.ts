import { describe, expect, it } from "vitest";
import type { PlayerSeasonRecord } from "@db/import/types";
import { mergeSeasonLines, type SupersededLine } from "@db/load/people-derived";

const line = (source: string, team: string | null, stats: Record<string, number>, precedence?: number, season = 2010): PlayerSeasonRecord => ({
  source,
  file: "f.csv",
  line: 2,
  personKey: "p:1",
  league: "nfl",
  season,
  team,
  stats,
  precedence,
});

describe("season lines of two datasets (decision 0137)", () => {
  it("keeps the official line and fills only what it lacks from the play-by-play line", () => {
    const superseded: Array<SupersededLine> = [];
    const merged = mergeSeasonLines(
      [line("pbp", "nwe", { passing_yards: 4806, passing_completions: 398 }), line("official", "nwe", { passing_yards: 4806 + 2 }, 1)],
      (entry) => superseded.push(entry),
    );
    expect(merged).toHaveLength(1);
    expect(merged[0].source).toBe("official");
    expect(merged[0].stats).toEqual({ passing_yards: 4808, passing_completions: 398 });
    expect(superseded.map((entry) => [entry.kept.source, entry.dropped.source])).toEqual([["official", "pbp"]]);
  });

  it("drops a partial season's per-team lines wholesale for a complete file's lines, filling nothing", () => {
    const merged = mergeSeasonLines([
      line("to-march", "lal", { points: 1200, minutes: 2000 }),
      line("to-march", "bos", { points: 300, minutes: 500 }),
      line("complete", "lal", { points: 1500 }, 1),
      line("complete", "bos", { points: 300 }, 1),
    ]);
    expect(merged.map((l) => [l.source, l.team, l.stats.points, l.stats.minutes])).toEqual([
      ["complete", "lal", 1500, undefined],
      ["complete", "bos", 300, undefined],
    ]);
  });

  it("keeps a lower-precedence line of a season the other dataset does not hold", () => {
    const merged = mergeSeasonLines([line("pbp", "nwe", { passing_yards: 10 }, 0, 2021), line("official", "nwe", { passing_yards: 20 }, 1, 2020)]);
    expect(merged.map((l) => [l.season, l.source])).toEqual([
      [2021, "pbp"],
      [2020, "official"],
    ]);
  });

  it("keeps a roster line (no statistics) beside a higher-precedence line of its team, and fills a one-line season (decision 0150)", () => {
    const superseded: Array<SupersededLine> = [];
    const roster = { ...line("rosters", "lal", {}), position: "SF" };
    const merged = mergeSeasonLines(
      [line("to-march", "lal", { points: 1544, games_played: 60, minutes: 2000 }), roster, line("complete", "lal", { points: 1698, games_played: 67 }, 1)],
      (entry) => superseded.push(entry),
    );
    expect(merged.map((l) => [l.source, l.team, l.position, l.stats])).toEqual([["rosters", "lal", "SF", { points: 1698, games_played: 67, minutes: 2000 }]]);
    expect(superseded.map((entry) => [entry.kept.source, entry.dropped.source])).toEqual([["complete", "to-march"]]);
  });
});
