// Tests for the players' postseason lines the importers read (decision 0185): Lahman's BattingPost and
// PitchingPost by round, the hockey databank's playoff columns of Scoring and Goalies; malformed rows
// fail with file, line and column; a line of a player with no regular season is reported.
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer as hockey } from "../../../db/import/sources/hockey-databank";
import { importer as lahman } from "../../../db/import/sources/lahman";
import { importer as lahman2024 } from "../../../db/import/sources/lahman-2024";
import type { PlayerPostseasonRecord } from "../../../db/import/types";
import { postseasonRoundLabel, postseasonRoundOrder } from "../../../core/postseason";
import { fixtureVariant } from "../../support/fixture-variant";

const fixtures = (id: string) => fileURLToPath(new URL(`../../fixtures/${id}/`, import.meta.url));

describe("Lahman postseason lines on fixtures", () => {
  it("reads one line per player, round and team, batting and pitching of a round merged, ERA from its parts", async () => {
    const out = await collectImport(lahman, fixtures("lahman"));
    expect(out.unmatched).toEqual([]);
    expect(out.playerPostseasons.map((l) => [l.personKey, l.season, l.round, l.team])).toEqual([
      ["lahman:ruthba01", 1916, "WS", "boston-red-sox"],
      ["lahman:ruthba01", 1927, "WS", "new-york-yankees"],
      ["lahman:bryankr01", 2016, "NLCS", "chicago-cubs"],
      ["lahman:bryankr01", 2016, "NLDS1", "chicago-cubs"],
      ["lahman:bryankr01", 2016, "WS", "chicago-cubs"],
    ]);
    // Ruth's 1916 World Series: 14 innings in Game 2, one earned run.
    expect(out.playerPostseasons[0]).toEqual({
      source: "lahman",
      file: "BattingPost.csv",
      line: 2,
      personKey: "lahman:ruthba01",
      league: "mlb",
      season: 1916,
      team: "boston-red-sox",
      round: "WS",
      stats: {
        games_played: 1,
        at_bats: 5,
        runs: 0,
        hits: 0,
        doubles: 0,
        triples: 0,
        home_runs: 0,
        runs_batted_in: 1,
        stolen_bases: 0,
        games_pitched: 1,
        games_started: 1,
        wins: 1,
        losses: 0,
        saves: 0,
        strikeouts: 4,
        innings_pitched_outs: 42,
        earned_runs: 1,
        era: 0.643,
      },
    });
    expect(out.playerPostseasons[1].stats).toMatchObject({ games_played: 4, hits: 6, home_runs: 2, runs_batted_in: 7 });
  });

  it("reports a postseason line of a player with no regular-season line, with its file and line", async () => {
    const out = await collectImport(lahman, fixtures("lahman"));
    expect(out.skipped).toContainEqual({
      source: "lahman",
      file: "BattingPost.csv",
      line: 7,
      reason: "postseason line of nobodypo01, who has no regular-season line in the release",
    });
    expect(out.playerPostseasons.some((l) => l.personKey === "lahman:nobodypo01")).toBe(false);
  });

  it("fails on a malformed postseason row, naming file, line and column", async () => {
    const hr = fixtureVariant(fixtures("lahman"), "BattingPost.csv", 3, (line) => line.replace(",6,0,0,2,7,", ",6,0,0,2x,7,"));
    await expect(collectImport(lahman, hr)).rejects.toThrow("lahman/BattingPost.csv:3: bad number '2x' in column HR");
    const short = fixtureVariant(fixtures("lahman"), "PitchingPost.csv", 2, (line) => line.replace(",42,6,", ",42,"));
    await expect(collectImport(lahman, short)).rejects.toThrow("PitchingPost.csv:2: expected 30 columns, found 29");
  });

  it("reports a team the codes do not know as unmatched", async () => {
    const dir = fixtureVariant(fixtures("lahman"), "BattingPost.csv", 3, (line) => line.replace(",NYA,", ",XXX,"));
    const out = await collectImport(lahman, dir);
    expect(out.unmatched).toContainEqual({ source: "lahman", file: "BattingPost.csv", line: 3, league: "mlb", code: "XXX", season: 1927 });
    expect(out.playerPostseasons.map((l) => l.season)).not.toContain(1927);
  });

  it("reads the 2024 release's rounds under the lahman person keys", async () => {
    const out = await collectImport(lahman2024, fixtures("lahman-2024"));
    expect(out.playerPostseasons.map((l) => [l.personKey, l.round, l.team, l.stats.home_runs])).toEqual([
      ["lahman:ohtansh01", "NLDS2", "los-angeles-dodgers", 1],
      ["lahman:ohtansh01", "NLCS", "los-angeles-dodgers", 2],
      ["lahman:ohtansh01", "WS", "los-angeles-dodgers", 0],
      ["lahman:wittbo02", "ALWC2", "kansas-city-royals", 0],
      ["lahman:wittbo02", "ALDS2", "kansas-city-royals", 0],
    ]);
  });
});

describe("hockey-databank playoff lines on fixtures", () => {
  it("reads Scoring's playoff columns and Goalies' into one line per player, season and team", async () => {
    const out = await collectImport(hockey, join(fixtures("hockey-databank"), "valid"));
    const by = (key: string) => out.playerPostseasons.find((l) => l.personKey === key) as PlayerPostseasonRecord;
    expect(out.playerPostseasons).toHaveLength(2);
    // Ovechkin's 2018 Cup run: 15 goals, 12 assists in 24 games.
    expect(by("hockey-databank:ovechal01")).toMatchObject({
      file: "Scoring.csv",
      line: 3,
      season: 2017,
      team: "washington-capitals",
      round: null,
      stats: { games_played: 24, goals: 15, assists: 12, points: 27, penalty_minutes: 8, plus_minus: 7 },
    });
    // Holtby's: 16-7, two shutouts, 50 goals on 639 shots.
    expect(by("hockey-databank:holtbbr01").stats).toMatchObject({
      games_played: 23,
      wins: 16,
      losses: 7,
      ties: 0,
      shutouts: 2,
      goals_against: 50,
      shots_against: 639,
      saves: 589,
      minutes: 1386,
    });
    // The WHA's playoffs are not the NHL's: Howe's 1973-74 Houston line has none kept.
    expect(out.playerPostseasons.some((l) => l.personKey === "hockey-databank:howego01")).toBe(false);
  });

  it("fails on a malformed playoff figure, naming file, line and column", async () => {
    const dir = fixtureVariant(join(fixtures("hockey-databank"), "valid"), "Scoring.csv", 3, (line) => line.replace(",355,24,15,", ",355,24,1x5,"));
    await expect(collectImport(hockey, dir)).rejects.toThrow("hockey-databank/Scoring.csv:3: bad number '1x5' in column PostG");
  });
});

describe("postseason rounds as fans name them", () => {
  it("labels and orders Lahman's round codes", () => {
    expect(["WS", "ALCS", "NLDS2", "ALWC1", "AEDIV", "CS", null].map(postseasonRoundLabel)).toEqual([
      "World Series",
      "AL Championship Series",
      "NL Division Series",
      "AL Wild Card",
      "AL East Division Series",
      "Championship Series",
      "Playoffs",
    ]);
    expect(["WS", "NLCS", "NLDS1", "NLWC", "NWDIV"].sort((a, b) => postseasonRoundOrder(a) - postseasonRoundOrder(b))).toEqual([
      "NLWC",
      "NLDS1",
      "NWDIV",
      "NLCS",
      "WS",
    ]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("postseason lines of the real data (needs SPORTS_DATA_DIR)", () => {
  const sum = (lines: ReadonlyArray<PlayerPostseasonRecord>, key: string, stat: string, filter: (l: PlayerPostseasonRecord) => boolean = () => true) =>
    lines.filter((l) => l.personKey === key && filter(l)).reduce((total, l) => total + (l.stats[stat] ?? 0), 0);

  it("reads every Lahman postseason row with no unmatched team: Jeter's 200 hits, Rivera's 42 saves", async () => {
    const out = await collectImport(lahman, join(dir ?? "", "lahman"));
    expect(out.unmatched).toEqual([]);
    // Mark Kiger's 2006 ALCS is the only postseason of a man with no regular-season game.
    expect(out.skipped.filter((s) => s.file.endsWith("Post.csv")).map((s) => s.reason)).toEqual([
      "postseason line of kigerma01, who has no regular-season line in the release",
    ]);
    const lines = out.playerPostseasons;
    expect(sum(lines, "lahman:jeterde01", "hits")).toBe(200);
    expect(sum(lines, "lahman:riverma01", "saves")).toBe(42);
    expect(sum(lines, "lahman:jacksre01", "home_runs", (l) => l.season === 1977 && l.round === "WS")).toBe(5);
  });

  it("reads the hockey databank's NHL playoffs: Gretzky's 382 points, Roy's 151 wins", async () => {
    const out = await collectImport(hockey, join(dir ?? "", "hockey-databank"));
    const lines = out.playerPostseasons;
    expect(sum(lines, "hockey-databank:gretzwa01", "points")).toBe(382);
    expect(sum(lines, "hockey-databank:roypa01", "wins")).toBe(151);
  });
});
