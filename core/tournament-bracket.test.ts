// The tournament rules (decision 0179) on the 2021 men's tournament in the source's exact format
// (tests/fixtures/ncaa-march-madness/tournament-2021): regions from who met whom, seed lines in bracket
// order, the First Four before the slots it fed, the Final Four pairing, and the Oregon-VCU no contest.
import { describe, expect, it } from "vitest";
import { readCsv } from "../db/csv";
import { regionsOf, SEED_LINE_ORDER, tournamentBracketOf, tournamentRoundName, type TournamentGame } from "./tournament-bracket";

const FIXTURE = new URL("../tests/fixtures/ncaa-march-madness/tournament-2021/mensResults.csv", import.meta.url).pathname;

/** The fixture's games with each school numbered in the order it first appears. */
async function tournament(): Promise<{ games: Array<TournamentGame>; id: (name: string) => number; name: (id: number) => string }> {
  const rows = await readCsv(FIXTURE);
  const ids = new Map<string, number>();
  const id = (name: string) => {
    if (!ids.has(name)) ids.set(name, ids.size + 1);
    return ids.get(name)!;
  };
  const games = rows.map(({ line, values: v }) => {
    const noContest = v.score1 === "0" && v.score2 === "0";
    return {
      line,
      round: Number(v.round),
      winner: id(v.team1),
      loser: id(v.team2),
      winnerSeed: Number(v.seed1),
      loserSeed: Number(v.seed2),
      winnerScore: noContest ? null : Number(v.score1),
      loserScore: noContest ? null : Number(v.score2),
      noContest,
    };
  });
  const names = new Map([...ids].map(([n, i]) => [i, n]));
  return { games, id, name: (i) => names.get(i) ?? String(i) };
}

describe("tournamentBracketOf: the 2021 men's tournament", async () => {
  const { games, id, name } = await tournament();
  const bracket = tournamentBracketOf(2020, games, name, { id: 900, date: "2021-04-05", home: id("Baylor"), away: id("Gonzaga") });
  const round = (n: number) => bracket.series.filter((s) => s.round === n);
  const matchup = (winner: string, loser: string) => bracket.series.find((s) => s.teamA === id(winner) && s.teamB === id(loser));

  it("finds four regions from who met whom up to the Elite Eight, each named for its 1 seed", () => {
    const regions = regionsOf(games);
    // Two regions had two First Four games each (18 teams), two had none.
    expect(regions.map((r) => r.length).sort()).toEqual([16, 16, 18, 18]);
    const names = [...new Set(round(1).map((s) => s.region))];
    // Ordered by the national semifinals: the champion's (Baylor over Houston) first, winner's region first.
    expect(names).toEqual(["Region of Baylor", "Region of Illinois", "Region of Gonzaga", "Region of Michigan"]);
    expect(round(5).every((s) => s.region === null)).toBe(true);
  });

  it("names the rounds as the NCAA names them, with the games of each", () => {
    expect(bracket.rounds).toEqual([
      { round: 0, name: "First Four", series: 4 },
      { round: 1, name: "First Round", series: 32 },
      { round: 2, name: "Second Round", series: 16 },
      { round: 3, name: "Sweet 16", series: 8 },
      { round: 4, name: "Elite Eight", series: 4 },
      { round: 5, name: "Final Four", series: 2 },
      { round: 6, name: "National Championship", series: 1 },
    ]);
    expect(tournamentRoundName(2005, 0)).toBe("Opening Round");
    expect(bracket.missing).toEqual([]);
  });

  it("places each region's first round in seed-line order: 1-16, 8-9, 5-12, 4-13, 6-11, 3-14, 7-10, 2-15", () => {
    const first = round(1);
    expect(first.map((s) => s.position)).toEqual([...Array(32).keys()]);
    for (let region = 0; region < 4; region++) {
      const lines = first.slice(region * 8, region * 8 + 8).map((s) => Math.min(s.seedA!, s.seedB!));
      expect(lines).toEqual(SEED_LINE_ORDER);
      expect(new Set(first.slice(region * 8, region * 8 + 8).map((s) => s.region)).size).toBe(1);
    }
    expect(first[0]).toMatchObject({ teamA: id("Baylor"), seedA: 1, teamB: id("Hartford"), seedB: 16 });
  });

  it("sits each later game where its two feeding games meet, so every winner moves on to the matchup beside it", () => {
    for (let r = 2; r <= 6; r++) {
      for (const s of round(r)) {
        const fed = round(r - 1).filter((p) => p.teamA === s.teamA || p.teamA === s.teamB);
        expect(fed.map((p) => Math.floor(p.position / 2))).toEqual([s.position, s.position]);
      }
    }
    expect(round(5).map((s) => [name(s.teamA), name(s.teamB)])).toEqual([
      ["Baylor", "Houston"],
      ["Gonzaga", "UCLA"],
    ]);
  });

  it("puts the First Four before the slots they fed, in the order of those slots", () => {
    const playIns = round(0);
    expect(playIns.map((s) => [name(s.teamA), s.seedA, s.region])).toEqual([
      ["Norfolk State", 16, "Region of Gonzaga"],
      ["Drake", 11, "Region of Gonzaga"],
      ["Texas Southern", 16, "Region of Michigan"],
      ["UCLA", 11, "Region of Michigan"],
    ]);
    const ucla = round(1).find((s) => s.teamA === id("UCLA") || s.teamB === id("UCLA"));
    expect(ucla).toMatchObject({ seedA: 11, seedB: 6, region: "Region of Michigan" });
  });

  it("shows the Oregon-VCU no contest as a no contest: no winner, no score, Oregon on to the next round", () => {
    expect(matchup("Oregon", "VCU")).toMatchObject({ decidedBy: "no contest", winner: null, games: 0, winsA: 0, scoreA: 0, scoreB: 0, seedA: 7, seedB: 10 });
    expect(round(2).some((s) => s.teamB === id("Oregon") || s.teamA === id("Oregon"))).toBe(true);
  });

  it("links the title game to the games table's, and no other game to a date", () => {
    expect(matchup("Baylor", "Gonzaga")).toMatchObject({ isFinal: true, scoreA: 86, scoreB: 70, gameIds: [900], firstDate: "2021-04-05" });
    expect(bracket.series.filter((s) => s.firstDate !== null)).toHaveLength(1);
  });
});

describe("tournamentBracketOf: what the games do not hold", () => {
  it("says which rounds are short and that the title game is missing, and never fills them", () => {
    const game = (line: number, round: number, winner: number, loser: number, seeds: [number, number]): TournamentGame => ({
      line,
      round,
      winner,
      loser,
      winnerSeed: seeds[0],
      loserSeed: seeds[1],
      winnerScore: 70,
      loserScore: 60,
      noContest: false,
    });
    const bracket = tournamentBracketOf(2010, [game(2, 64, 1, 2, [1, 16]), game(3, 64, 3, 4, [8, 9]), game(4, 32, 1, 3, [1, 8])]);
    expect(bracket.series.map((s) => [s.round, s.position, s.region])).toEqual([
      [1, 0, "Region of 1"],
      [1, 1, "Region of 1"],
      [2, 0, "Region of 1"],
    ]);
    expect(bracket.missing).toEqual([
      "We hold 2 of the 32 games of the First Round.",
      "We hold 1 of the 16 games of the Second Round.",
      "We hold no game of the National Championship.",
    ]);
  });
});
