// The standings rules: hockey records and points by era, the order of a table, playoff positions.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  compareStandings,
  countsAsOvertimeLoss,
  gamesBehind,
  gamesBehindGroup,
  isPlayoffGame,
  playoffGameSql,
  playoffPositions,
  recordLine,
  standingPoints,
  type PositionInput,
} from "../../core/standings";

describe("hockey records and points", () => {
  it("since 2005-06: W-L-OTL, two points a win and one an overtime or shootout loss (Bruins 2022-23)", () => {
    const bruins = { wins: 65, losses: 12, ties: 0, otLosses: 5 };
    expect(recordLine("hockey", 2022, bruins)).toBe("65-12-5");
    expect(standingPoints("hockey", bruins)).toBe(135);
  });

  it("before 2005-06: W-L-T, one point a tie (Canadiens 1976-77)", () => {
    const habs = { wins: 60, losses: 8, ties: 12, otLosses: 0 };
    expect(recordLine("hockey", 1976, habs)).toBe("60-8-12");
    expect(standingPoints("hockey", habs)).toBe(132);
  });

  it("1999-2000 to 2004-05 had both ties and overtime losses (Red Wings 2003-04)", () => {
    const wings = { wins: 48, losses: 21, ties: 11, otLosses: 2 };
    expect(recordLine("hockey", 2003, wings)).toBe("48-21-11-2");
    expect(standingPoints("hockey", wings)).toBe(109);
  });

  it("an overtime loss counts apart from 1999-2000 on, and only in hockey", () => {
    expect(countsAsOvertimeLoss("hockey", 2022, "SO")).toBe(true);
    expect(countsAsOvertimeLoss("hockey", 2022, "OT")).toBe(true);
    expect(countsAsOvertimeLoss("hockey", 2022, null)).toBe(false);
    expect(countsAsOvertimeLoss("hockey", 1990, "OT")).toBe(false);
    expect(countsAsOvertimeLoss("football", 2022, "OT")).toBe(false);
  });

  it("other sports have no standings points; baseball records leave ties out, football's show them", () => {
    expect(standingPoints("football", { wins: 14, losses: 0, ties: 0, otLosses: 0 })).toBeNull();
    expect(recordLine("baseball", 1906, { wins: 116, losses: 36, ties: 2, otLosses: 0 })).toBe("116-36");
    expect(recordLine("football", 1920, { wins: 8, losses: 0, ties: 3, otLosses: 0 })).toBe("8-0-3");
    expect(recordLine("basketball", 1995, { wins: 72, losses: 10, ties: 0, otLosses: 0 })).toBe("72-10");
  });
});

const team = (name: string, wins: number, losses: number, extra: Partial<PositionInput> = {}): PositionInput => ({
  name,
  wins,
  losses,
  ties: 0,
  otLosses: 0,
  points: null,
  gamesPlayed: wins + losses,
  wonTitle: false,
  madePlayoffs: false,
  ...extra,
});

describe("table order", () => {
  it("hockey by points, the others by win percentage", () => {
    const a = team("A", 40, 30, { points: 100, otLosses: 12 });
    const b = team("B", 45, 37, { points: 90 });
    expect([b, a].sort(compareStandings("hockey")).map((t) => t.name)).toEqual(["A", "B"]);
    expect([a, b].sort(compareStandings("basketball")).map((t) => t.name)).toEqual(["B", "A"]);
    expect([team("C", 5, 5), team("D", 8, 2)].sort(compareStandings("football")).map((t) => t.name)).toEqual(["D", "C"]);
  });
});

describe("games behind", () => {
  it("are counted in the division, else the conference, and not across a league table without either", () => {
    expect(gamesBehindGroup({ division: "AFC East", conference: "AFC" })).toBe("division");
    expect(gamesBehindGroup({ division: null, conference: "American League" })).toBe("conference");
    expect(gamesBehindGroup({ division: null, conference: null })).toBeNull();
    expect(gamesBehind({ wins: 10, losses: 2 }, { wins: 8, losses: 5 })).toBe(2.5);
  });
});

describe("playoff positions", () => {
  it("champion, playoffs, the closest non-playoff teams on the bubble (ties included), the rest eliminated", () => {
    const group = [
      team("Champ", 12, 4, { wonTitle: true, madePlayoffs: true }),
      team("In", 10, 6, { madePlayoffs: true }),
      team("Last in", 9, 7, { madePlayoffs: true }),
      team("Close", 8, 8),
      team("Also close", 8, 8),
      team("Far", 4, 12),
    ];
    const positions = playoffPositions("football", group);
    expect(group.map((t) => positions.get(t))).toEqual(["champion", "playoffs", "playoffs", "bubble", "bubble", "eliminated"]);
  });

  it("in hockey the margin is points", () => {
    const group = [team("In", 40, 30, { madePlayoffs: true, points: 92 }), team("Near", 41, 35, { points: 91 }), team("Out", 30, 40, { points: 70 })];
    const positions = playoffPositions("hockey", group);
    expect(group.map((t) => positions.get(t))).toEqual(["playoffs", "bubble", "eliminated"]);
  });

  it("a title won in the standings, with no postseason to miss (NFL 1920-1932), gives the champion and nobody a bubble", () => {
    const group = [team("Champ", 7, 1, { wonTitle: true }), team("Second", 6, 1), team("Third", 6, 2), team("Last", 0, 6)];
    const positions = playoffPositions("football", group);
    expect(group.map((t) => positions.get(t))).toEqual(["champion", null, null, null]);
  });

  it("a season with no postseason known gives nobody a position", () => {
    const group = [team("A", 4, 0), team("B", 0, 4)];
    const positions = playoffPositions("football", group);
    expect(group.map((t) => positions.get(t))).toEqual([null, null]);
  });
});

describe("the playoffs proper: postseason games that are not the play-in or a bowl", () => {
  it("a play-in game and a bowl outside the College Football Playoff are not playoff games", () => {
    expect(isPlayoffGame({ type: "playoff", round: "Play-In" })).toBe(false);
    expect(isPlayoffGame({ type: "playoff", round: "Bowl game" })).toBe(false);
    expect(isPlayoffGame({ type: "regular", round: null })).toBe(false);
  });
  it("a playoff round, a round not named and a final are", () => {
    expect(isPlayoffGame({ type: "playoff", round: "CFP Quarterfinal" })).toBe(true);
    expect(isPlayoffGame({ type: "playoff", round: null })).toBe(true);
    expect(isPlayoffGame({ type: "final", round: "CFP National Championship" })).toBe(true);
  });
  it("the SQL of people-derived.sql (a coach's playoff games from ours) is playoffGameSql's", () => {
    const sql = readFileSync(new URL("../../db/load/people-derived.sql", import.meta.url), "utf8");
    expect(sql.split(playoffGameSql("g")).length - 1).toBe(2);
  });
});
