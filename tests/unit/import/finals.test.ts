// Tests for db/import/finals.ts: finalists from the seed, the latest date per season and marking a final series.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AFL_FRANCHISES, finalistsFromSeed, lastDateBySeason, markFinalSeries, NBA_FINALS, STANLEY_CUP_FINAL, type Finalists } from "../../../db/import/finals";
import type { GameRecord } from "../../../db/import/types";

const temporary: Array<string> = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const RESULTS_HEADER =
  "championship,season,edition,date,winner,runner_up,winner_score,runner_up_score,series,mvp,venue,city,state,winning_coach,winner_record,status,note,source";

/** A seed folder with core/championships.csv and nba/results.csv. */
function seedDir(championships: Array<string>, results: Array<string>): string {
  const dir = mkdtempSync(join(tmpdir(), "finals-seed-"));
  temporary.push(dir);
  mkdirSync(join(dir, "core"));
  mkdirSync(join(dir, "nba"));
  writeFileSync(join(dir, "core", "championships.csv"), ["slug,league,name", ...championships, ""].join("\n"));
  writeFileSync(join(dir, "nba", "results.csv"), [RESULTS_HEADER, ...results, ""].join("\n"));
  return dir;
}

describe("finalistsFromSeed", () => {
  it("reads each season's finalists, date and venue; leaves out seasons without both finalists and other championships", async () => {
    const dir = seedDir(
      ["nba-finals,nba,NBA Finals", "stanley-cup-final,nhl,Stanley Cup"],
      [
        "nba-finals,2015,,2016-06-19,cleveland-cavaliers,golden-state-warriors,93,89,4-3,,Oracle Arena,Oakland,CA,,,held,,",
        "nba-finals,1946,,,golden-state-warriors,chicago-stags,,,4-1,,,,,,,held,,",
        "nba-finals,1947,,,baltimore-bullets,,,,,,,,,,,held,runner-up unknown,",
        "nba-finals,1948,,,,,,,,,,,,,,not_held,,",
        "stanley-cup-final,2016,,2017-06-11,x,y,,,,,,,,,,held,,",
      ],
    );
    const finalists = await finalistsFromSeed("nba", dir);
    expect([...finalists]).toEqual([
      [2015, { winner: "cleveland-cavaliers", runnerUp: "golden-state-warriors", date: "2016-06-19", venue: "Oracle Arena" }],
      [1946, { winner: "golden-state-warriors", runnerUp: "chicago-stags", date: null, venue: null }],
    ]);
  });

  it("refuses a league without exactly one championship", async () => {
    const none = seedDir(["stanley-cup-final,nhl,Stanley Cup"], []);
    await expect(finalistsFromSeed("nba", none)).rejects.toThrow("league 'nba' has 0 championships, expected one");
    const two = seedDir(["nba-finals,nba,NBA Finals", "nba-cup,nba,NBA Cup"], []);
    await expect(finalistsFromSeed("nba", two)).rejects.toThrow("league 'nba' has 2 championships, expected one");
    // The NFL has the NFL Championship and the Super Bowl.
    await expect(finalistsFromSeed("nfl")).rejects.toThrow("league 'nfl' has 2 championships, expected one");
  });

  it("reads the curated seed by default", async () => {
    const nhl = await finalistsFromSeed("nhl");
    expect(nhl.get(1993)).toEqual({
      winner: "new-york-rangers",
      runnerUp: "vancouver-canucks",
      date: "1994-06-14",
      venue: "Madison Square Garden",
    });
    // 2004-05: the lockout season, no Cup awarded.
    expect(nhl.has(2004)).toBe(false);
    expect((await finalistsFromSeed("nba")).get(2015)).toMatchObject({ winner: "cleveland-cavaliers", runnerUp: "golden-state-warriors" });
    expect((await finalistsFromSeed("cbb")).has(2019)).toBe(false);
  });
});

describe("lastDateBySeason", () => {
  it("gives the latest date per season among the included games only", () => {
    const games = [
      { season: 1966, date: "1967-01-01", keep: true },
      { season: 1966, date: "1967-01-15", keep: true },
      { season: 1966, date: "1967-02-01", keep: false },
      { season: 1967, date: "1968-01-14", keep: true },
      { season: 1968, date: "1969-01-12", keep: false },
    ];
    expect([...lastDateBySeason(games, (game) => game.keep)]).toEqual([
      [1966, "1967-01-15"],
      [1967, "1968-01-14"],
    ]);
    expect(lastDateBySeason(games, () => false).size).toBe(0);
    expect(lastDateBySeason([], () => true).size).toBe(0);
  });
});

let line = 0;
function game(season: number, date: string, home: string, away: string, type: GameRecord["type"] = "playoff"): GameRecord {
  line += 1;
  return { source: "test", file: "games.csv", line, league: "nhl", season, date, home, away, homeScore: 2, awayScore: 1, status: "final", type };
}
const finalists: Finalists = new Map([[1993, { winner: "rangers", runnerUp: "canucks", date: null, venue: null }]]);
const summary = (games: Array<GameRecord>) => games.map((g) => `${g.date} ${g.home}-${g.away} ${g.type} ${g.round ?? "-"}`);

describe("markFinalSeries", () => {
  it("marks the finalists' games after every other playoff game, with the round, under the Stanley Cup rule", () => {
    const games = [
      game(1993, "1994-03-01", "rangers", "canucks", "regular"),
      game(1993, "1994-04-20", "rangers", "canucks"),
      game(1993, "1994-05-27", "rangers", "devils"),
      game(1993, "1994-05-24", "canucks", "leafs"),
      game(1993, "1994-05-31", "rangers", "canucks"),
      game(1993, "1994-06-14", "canucks", "rangers"),
      game(1993, "1994-06-20", "rangers", "canucks", "regular"),
    ];
    markFinalSeries(games, finalists, STANLEY_CUP_FINAL);
    expect(summary(games)).toEqual([
      "1994-03-01 rangers-canucks regular -",
      // An earlier playoff meeting of the two finalists is not the Final.
      "1994-04-20 rangers-canucks playoff -",
      "1994-05-27 rangers-devils playoff -",
      "1994-05-24 canucks-leafs playoff -",
      "1994-05-31 rangers-canucks final Stanley Cup Final",
      "1994-06-14 canucks-rangers final Stanley Cup Final",
      // Regular-season games are never the Final.
      "1994-06-20 rangers-canucks regular -",
    ]);
  });

  it("leaves the round alone under the NBA rule and seasons without finalists untouched", () => {
    const games = [
      { ...game(1993, "1994-05-31", "rangers", "canucks"), round: "Finals" },
      game(1993, "1994-06-02", "canucks", "rangers"),
      game(1994, "1995-06-02", "rangers", "canucks"),
    ];
    markFinalSeries(games, finalists, NBA_FINALS);
    expect(summary(games)).toEqual(["1994-05-31 rangers-canucks final Finals", "1994-06-02 canucks-rangers final -", "1995-06-02 rangers-canucks playoff -"]);
    expect("round" in games[1]).toBe(false);
  });

  it("differs between the rules when clubs that are not finalists play after the finalists' other games", () => {
    const season = () => [
      game(1993, "1994-05-20", "rangers", "devils"),
      game(1993, "1994-05-21", "canucks", "leafs"),
      game(1993, "1994-05-25", "rangers", "canucks"),
      // Two clubs out of the running still playing (a consolation game, say).
      game(1993, "1994-05-26", "devils", "leafs"),
      game(1993, "1994-05-28", "canucks", "rangers"),
    ];
    const nhl = season();
    markFinalSeries(nhl, finalists, STANLEY_CUP_FINAL);
    expect(nhl.map((g) => g.type)).toEqual(["playoff", "playoff", "playoff", "playoff", "final"]);
    const nba = season();
    markFinalSeries(nba, finalists, NBA_FINALS);
    expect(nba.map((g) => g.type)).toEqual(["playoff", "playoff", "final", "playoff", "final"]);
  });

  it("marks every finalists' game when they played no one else", () => {
    const games = [game(1993, "1994-05-31", "rangers", "canucks"), game(1993, "1994-06-02", "canucks", "rangers")];
    markFinalSeries(games, finalists, STANLEY_CUP_FINAL);
    expect(games.map((g) => g.type)).toEqual(["final", "final"]);
  });
});

describe("AFL_FRANCHISES", () => {
  it("lists the ten AFL clubs of 1960-1969 by franchise slug", () => {
    expect([...AFL_FRANCHISES].sort()).toEqual([
      "buffalo-bills",
      "cincinnati-bengals",
      "denver-broncos",
      "kansas-city-chiefs",
      "las-vegas-raiders",
      "los-angeles-chargers",
      "miami-dolphins",
      "new-england-patriots",
      "new-york-jets",
      "tennessee-titans",
    ]);
  });
});
