import { describe, expect, it } from "vitest";
import { bracketOf, eraRoundNames, roundNameOfLabels, type BracketGame } from "./brackets";

let nextId = 1;
/** One game: `winner` scored `w`, `loser` `l`; the winner is at home unless `away` says otherwise. */
function game(date: string, winner: number, loser: number, w: number, l: number, extra: Partial<BracketGame> = {}): BracketGame {
  return { id: nextId++, date, home: winner, away: loser, homeScore: w, awayScore: l, round: null, type: "playoff", ...extra };
}
/** A series: `results` is one letter per game, "a" for a win by team a, "b" for team b. */
function series(start: number, a: number, b: number, results: string, extra: Partial<BracketGame> = {}): Array<BracketGame> {
  return [...results].map((r, i) => {
    const date = `2016-${String(start).padStart(2, "0")}-${String(i + 1).padStart(2, "0")}`;
    return r === "a" ? game(date, a, b, 100, 90, extra) : game(date, b, a, 101, 95, extra);
  });
}
const names: Record<number, string> = { 1: "Cleveland Cavaliers", 2: "Golden State Warriors", 3: "Toronto Raptors", 4: "Oklahoma City Thunder" };

describe("bracketOf: best-of-seven series", () => {
  // Two conference finals (one a sweep), then the Finals 4-3 (game type "final").
  const games = [...series(5, 1, 3, "aaaa"), ...series(5, 2, 4, "bbbaaaa"), ...series(6, 1, 2, "bbaabaa", { type: "final" })];
  const bracket = bracketOf("nba", 2015, games, (t) => names[t]);

  it("reads each pair's games as one series and counts its wins, the winner first", () => {
    expect(bracket.series).toHaveLength(3);
    const [sweep, comeback] = bracket.series.filter((s) => s.round === 1);
    expect(sweep).toMatchObject({ teamA: 1, teamB: 3, winsA: 4, winsB: 0, winner: 1, decidedBy: "series", games: 4 });
    expect(comeback).toMatchObject({ teamA: 2, teamB: 4, winsA: 4, winsB: 3, winner: 2 });
    const final = bracket.series.find((s) => s.round === 2);
    expect(final).toMatchObject({ teamA: 1, teamB: 2, winsA: 4, winsB: 3, winner: 1, isFinal: true, roundName: "NBA Finals" });
  });

  it("names the rounds the league's way in that era, counted back from the last", () => {
    expect(bracket.rounds).toEqual([
      { round: 1, name: "Conference Finals", series: 2 },
      { round: 2, name: "NBA Finals", series: 1 },
    ]);
    expect(bracketOf("nba", 1960, games).rounds.map((r) => r.name)).toEqual(["Division Finals", "NBA Finals"]);
    expect(bracket.missing).toEqual([]);
  });

  it("places the champion's path first, so the two series feeding the Finals sit together", () => {
    expect(bracket.series.filter((s) => s.round === 1).map((s) => s.position)).toEqual([0, 1]);
    expect(bracket.series.find((s) => s.round === 1 && s.position === 0)?.teamA).toBe(1);
  });
});

describe("bracketOf: a bye", () => {
  // Team 1 waits out the first round; 2 beats 3 and meets 1 in the second round; 1 then wins the Final against 4, who beat 5.
  const games = [
    ...series(4, 2, 3, "aba"),
    ...series(4, 4, 5, "aaa"),
    ...series(5, 1, 2, "aaaa"),
    ...series(6, 1, 4, "aaaa", { round: "Stanley Cup Final", type: "final" }),
  ];
  const bracket = bracketOf("nhl", 1970, games);

  it("puts a team that had a bye into the round of its opponent's second series", () => {
    expect(bracket.series.find((s) => s.teamA === 1 && s.teamB === 2)?.round).toBe(2);
    expect(bracket.series.find((s) => s.teamA === 2 && s.teamB === 3)?.round).toBe(1);
    expect(bracket.series.find((s) => s.teamA === 2 && s.teamB === 3)).toMatchObject({ winsA: 2, winsB: 1 });
    expect(bracket.rounds.map((r) => r.name)).toEqual(["Quarterfinals", "Semifinals", "Stanley Cup Final"]);
  });

  it("states a winner whose next series we do not hold, and never invents the pairing", () => {
    // Team 4 won its quarterfinal and next appears in the Final: the semifinal it must have played is missing.
    expect(bracket.missing).toEqual(["We hold no Semifinals series of 4, winner of its Quarterfinals matchup (a bye, or games we lack)."]);
    expect(bracket.series).toHaveLength(4);
  });
});

describe("bracketOf: a two-game total-goals series", () => {
  it("decides on goals over the two games, not on games won", () => {
    const games = [game("1925-03-10", 1, 2, 3, 0), game("1925-03-12", 2, 1, 2, 1)];
    const [matchup] = bracketOf("nhl", 1924, games).series;
    expect(matchup).toMatchObject({ decidedBy: "total", teamA: 1, winsA: 1, winsB: 1, scoreA: 4, scoreB: 2, winner: 1 });
  });

  it("is a series of wins after the rule ended", () => {
    const games = [game("1950-03-10", 1, 2, 3, 0), game("1950-03-12", 2, 1, 2, 1)];
    expect(bracketOf("nhl", 1949, games).series[0]).toMatchObject({ decidedBy: "series", winner: null });
  });
});

describe("bracketOf: single-game rounds", () => {
  const games = [
    game("1968-01-14", 1, 2, 33, 14, { round: "Super Bowl", type: "final" }),
    game("1967-12-31", 1, 3, 21, 17, { round: "NFL Championship Game", type: "final" }),
    game("1967-12-23", 1, 4, 28, 7),
    game("1967-12-24", 3, 5, 52, 14),
  ];
  const bracket = bracketOf("nfl", 1967, games);

  it("reads a one-game matchup as a game, and orders labelled and unlabelled rounds by when they were played", () => {
    expect(bracket.rounds.map((r) => r.name)).toEqual(["Conference Championship", "NFL Championship Game", "Super Bowl"]);
    expect(bracket.series.find((s) => s.label === "Super Bowl")).toMatchObject({ decidedBy: "game", scoreA: 33, scoreB: 14, winner: 1, round: 3 });
  });

  it("counts a team from the other league, first met in the last round, as joining there (no missing round)", () => {
    expect(bracket.missing).toEqual([]);
  });
});

describe("bracketOf: labels and play-ins", () => {
  it("gives the AL and NL series of one round one name", () => {
    expect(roundNameOfLabels(["AL Division Series", "NL Division Series"])).toBe("Division Series");
    expect(roundNameOfLabels(["ALCS", "NLCS"])).toBe("League Championship Series");
    expect(roundNameOfLabels(["CFP Quarterfinal"])).toBe("Quarterfinal");
  });

  it("puts a play-in before the first round, and the first round stays round 1", () => {
    const games = [
      game("2023-04-11", 1, 2, 110, 100, { round: "Play-In" }),
      game("2023-04-14", 2, 3, 110, 100, { round: "Play-In" }),
      ...series(4, 4, 1, "aaaa").map((g) => ({ ...g, date: g.date.replace("2016-04", "2023-04-2") })),
    ];
    const bracket = bracketOf("nba", 2022, games);
    expect(bracket.rounds[0]).toEqual({ round: 0, name: "Play-In Tournament", series: 2 });
    expect(bracket.series.find((s) => s.teamA === 4)).toMatchObject({ round: 1, winsA: 4 });
    expect(bracket.missing).toContain("We hold no games of the NBA Finals.");
  });

  it("leaves a bowl game outside the playoff out of the bracket", () => {
    const bracket = bracketOf("cfb", 2024, [game("2025-01-01", 1, 2, 30, 20, { round: "Bowl game" })]);
    expect(bracket.series).toEqual([]);
  });

  it("names eras' rounds from the last back", () => {
    expect(eraRoundNames("nhl", 2018)[0]).toBe("Stanley Cup Final");
    expect(eraRoundNames("nhl", 2018)[3]).toBe("First Round");
    expect(eraRoundNames("nfl", 1960)[0]).toBe("NFL Championship Game");
  });
});

describe("bracketOf: rounds we do not hold whole", () => {
  it("names the rounds of a postseason under way from the first, not back from a title round not yet played", () => {
    const bracket = bracketOf("nba", 2025, [...series(4, 1, 2, "aaaa"), ...series(4, 3, 4, "aaaa")]);
    expect(bracket.rounds.map((r) => r.name)).toEqual(["First Round"]);
    expect(bracket.missing).toEqual(["We hold no games of the NBA Finals."]);
  });

  it("places two teams that both had byes after the round that finished before they met", () => {
    const games = [...series(4, 1, 2, "aa"), ...series(5, 3, 4, "aaaa"), ...series(6, 3, 1, "aaaa", { type: "final" })];
    const bracket = bracketOf("nba", 1985, games);
    expect(bracket.series.find((s) => s.teamA === 3 && s.teamB === 4)?.round).toBe(2);
    expect(bracket.rounds.map((r) => r.name)).toEqual(["Conference Semifinals", "Conference Finals", "NBA Finals"]);
  });

  it("finds the title round from the championship result's pairing when the games do not mark it", () => {
    const games = [game("1961-12-24", 3, 4, 10, 3)];
    const bracket = bracketOf("afl", 1961, games, String, [3, 4]);
    expect(bracket.series[0]).toMatchObject({ isFinal: true, roundName: "AFL Championship Game", decidedBy: "game" });
    expect(bracket.missing).toEqual([]);
    expect(bracketOf("afl", 1961, games).missing).toEqual(["We hold no games of the AFL Championship Game."]);
    // The AFL has no title in our seed: its one last matchup is its title game.
    expect(bracketOf("afl", 1961, games, String, null, true).series[0].isFinal).toBe(true);
  });
});

describe("bracketOf: the NBA's byes of 1975-1983", () => {
  // 1975: Houston beat New York in a best-of-three first round while the division winners (Washington,
  // Boston) had byes; Washington-Buffalo began before the first round ended.
  const [WAS, BUF, BOS, HOU, NYK, GSW] = [1, 2, 3, 4, 5, 6];
  const named: Record<number, string> = {
    1: "Washington Bullets",
    2: "Buffalo Braves",
    3: "Boston Celtics",
    4: "Houston Rockets",
    5: "New York Knicks",
    6: "Golden State Warriors",
  };
  const games = [
    ...series(4, HOU, NYK, "aba"),
    ...series(4, WAS, BUF, "ababaaa"),
    ...series(5, BOS, HOU, "aaaba"),
    ...series(6, WAS, BOS, "aaaa"),
    ...series(7, GSW, WAS, "aaaa", { type: "final" }),
  ];
  const bracket = bracketOf("nba", 1974, games, (t) => named[t] ?? String(t));

  it("counts the rounds back from the title, so the bye teams' series is a conference semifinal", () => {
    expect(bracket.rounds.map((r) => [r.name, r.series])).toEqual([
      ["First Round", 1],
      ["Conference Semifinals", 2],
      ["Conference Finals", 1],
      ["NBA Finals", 1],
    ]);
    expect(bracket.series.find((s) => s.teamA === WAS && s.teamB === BUF)?.roundName).toBe("Conference Semifinals");
    expect(bracket.missing).toEqual([]);
  });

  it("names the teams that entered a round with a bye", () => {
    expect(bracket.rounds.find((r) => r.name === "Conference Semifinals")?.byes).toEqual(["Boston Celtics", "Buffalo Braves", "Washington Bullets"]);
    expect(bracket.rounds.find((r) => r.name === "NBA Finals")?.byes).toEqual(["Golden State Warriors"]);
  });

  it("keeps counting forward outside the bye eras, where a missing series is a gap we state", () => {
    expect(bracketOf("nba", 1990, games).missing.length).toBeGreaterThan(0);
  });
});

describe("bracketOf: the NHL's 2020 bubble", () => {
  it("reads a pair met once before 11 August 2020 as a round robin game, kept apart from the pair's later series", () => {
    const early = (day: string, w: number, l: number) => game(`2020-08-0${day}`, w, l, 3, 2);
    const games = [
      early("2", 1, 2),
      ...["3", "4", "5"].map((d) => early(d, 3, 4)),
      ...series(9, 1, 3, "aaaa").map((g) => ({ ...g, date: g.date.replace("2016", "2020") })),
      ...series(10, 1, 2, "aaaa", { type: "final" }).map((g) => ({ ...g, date: g.date.replace("2016", "2020") })),
    ];
    const bracket = bracketOf("nhl", 2019, games);
    expect(bracket.rounds.map((r) => [r.name, r.series])).toEqual([
      ["Seeding Round Robin", 1],
      ["Qualifying Round", 1],
      ["Conference Finals", 1],
      ["Stanley Cup Final", 1],
    ]);
    expect(bracket.series.filter((s) => s.teamA === 1 && s.teamB === 2).map((s) => [s.roundName, s.winsA])).toEqual([
      ["Seeding Round Robin", 1],
      ["Stanley Cup Final", 4],
    ]);
  });
});

describe("bracketOf: a label the data left off", () => {
  it("puts an unlabelled game into the round its labelled twin of the same depth names", () => {
    const games = [
      game("1968-12-21", 1, 2, 31, 20),
      game("1968-12-22", 3, 4, 24, 14, { round: "Conference Championship" }),
      game("1968-12-29", 3, 1, 34, 0, { round: "NFL Championship Game", type: "final" }),
    ];
    const bracket = bracketOf("nfl", 1968, games);
    expect(bracket.rounds).toEqual([
      { round: 1, name: "Conference Championship", series: 2 },
      { round: 2, name: "NFL Championship Game", series: 1 },
    ]);
    expect(bracket.missing).toEqual([]);
  });
});
