// Managers credited with the games they managed (db/load/game-managers.ts, decision 0182): a stand-in for a
// few games, a change in mid-season, a tie, a postseason managed by two men, and a season the games do not
// name every manager of (the coaching source's totals stay).
import { describe, expect, it } from "vitest";
import { creditGameManagers, creditStandIns, managersFromGames, personKeysByRetroId } from "../../../db/load/game-managers";
import type { CoachStintRecord, GameRecord } from "../../../db/import/types";

const people = personKeysByRetroId([
  { key: "lahman:larusto01", retroId: "larut101" },
  { key: "lahman:pettijo01", retroId: "pettj001" },
  { key: "lahman:coxbo01", retroId: "coxb101" },
  { key: "lahman:snitkbr01", retroId: "snitb801" },
  { key: "lahman:noretro01", retroId: null },
]);

let line = 0;
function game(
  date: string,
  home: string,
  away: string,
  homeScore: number,
  awayScore: number,
  managers: GameRecord["managers"],
  type: GameRecord["type"] = "regular",
): GameRecord {
  line += 1;
  return {
    source: "retrosheet-gamelogs",
    file: "games/2011.csv",
    line,
    league: "mlb",
    season: Number(date.slice(0, 4)),
    date,
    home,
    away,
    homeScore,
    awayScore,
    status: "final",
    type,
    managers,
  };
}

const STL = "st-louis-cardinals";
const ATL = "atlanta-braves";
const OTHER = "chicago-cubs";

/** Lahman's rows: the stand-in credited with the games of a short absence, as its Managers table does. */
function lahman(personKey: string, team: string, season: number, wins: number, losses: number, seasonOrder: number): CoachStintRecord {
  return {
    source: "lahman",
    file: "Managers.csv",
    line: seasonOrder,
    personKey,
    league: "mlb",
    season,
    team,
    title: "Manager",
    isHeadCoach: true,
    wins,
    losses,
    seasonOrder,
  };
}

describe("a manager's record is the games he managed", () => {
  // 2011 Cardinals: La Russa, Pettini standing in for 2 games (La Russa's: he returns), a tie (no one's
  // W-L), then Pettini for the last 6 games (a change of manager: La Russa does not come back).
  const L = (date: string, homeScore: number, awayScore: number, manager: string, type: GameRecord["type"] = "regular") =>
    game(date, STL, OTHER, homeScore, awayScore, { home: manager, away: "quadm001" }, type);
  const games = [
    L("2011-04-01", 3, 1, "larut101"),
    L("2011-04-02", 1, 2, "larut101"),
    L("2011-06-01", 5, 0, "pettj001"),
    L("2011-06-02", 2, 4, "pettj001"),
    L("2011-06-03", 6, 1, "larut101"),
    L("2011-06-04", 2, 2, "larut101"),
    ...["09-20", "09-21", "09-22", "09-23", "09-24", "09-25"].map((day, i) => L(`2011-${day}`, i < 4 ? 5 : 1, i < 4 ? 1 : 5, "pettj001")),
    // The postseason, managed by two men: La Russa's two games, then Pettini's two.
    L("2011-10-01", 5, 2, "larut101", "playoff"),
    L("2011-10-02", 1, 4, "larut101", "playoff"),
    L("2011-10-03", 7, 3, "pettj001", "playoff"),
    L("2011-10-04", 2, 1, "pettj001", "final"),
  ];
  // Lahman's rows: the stand-in credited with the games of the short absence, as its Managers table does.
  const source = [lahman("lahman:larusto01", STL, 2011, 2, 1, 1), lahman("lahman:pettijo01", STL, 2011, 5, 3, 2)];
  const managed = managersFromGames(games, people);
  const stints = creditGameManagers(source, managed);
  const of = (personKey: string) => stints.find((s) => s.personKey === personKey && s.team === STL && s.season === 2011);

  it("credits a stand-in's few games to the manager he stood in for, and a tie to no one", () => {
    expect(of("lahman:larusto01")).toMatchObject({ source: "retrosheet-gamelogs", wins: 3, losses: 2, ties: null, seasonOrder: 1 });
    // Lahman's rows of a season the games hold give way to the games.
    expect(stints.filter((s) => s.team === STL && s.source === "lahman")).toEqual([]);
  });

  it("credits a change of manager that lasts to the season's end to the new manager", () => {
    expect(of("lahman:pettijo01")).toMatchObject({ wins: 4, losses: 2, seasonOrder: 2 });
  });

  it("gives each postseason game to the manager who managed it, not the whole postseason to the one who finished", () => {
    expect(of("lahman:larusto01")).toMatchObject({ playoffWins: 1, playoffLosses: 1 });
    expect(of("lahman:pettijo01")).toMatchObject({ playoffWins: 2, playoffLosses: 0 });
  });

  it("orders a mid-season change by the first game each managed", () => {
    const change = managersFromGames(
      [
        game("2010-05-01", ATL, OTHER, 1, 0, { home: "coxb101", away: "quadm001" }),
        game("2010-05-02", ATL, OTHER, 0, 1, { home: "coxb101", away: "quadm001" }),
        game("2010-08-01", ATL, OTHER, 3, 0, { home: "snitb801", away: "quadm001" }),
      ],
      people,
    );
    const atl = change.stints.filter((s) => s.team === ATL).map((s) => [s.personKey, s.wins, s.losses, s.seasonOrder]);
    expect(atl).toEqual([
      ["lahman:coxbo01", 1, 1, 1],
      ["lahman:snitkbr01", 1, 0, 2],
    ]);
  });

  it("a run longer than a stand-in's is a manager's own, even between two runs of another", () => {
    const runs = ["a", "b", "b", "b", "b", "b", "b", "a", "c", "a"].map((personKey) => ({ personKey }));
    creditStandIns(runs);
    expect(runs.map((r) => r.personKey).join("")).toBe("abbbbbbaaa");
  });

  it("does not credit a postseason whose games name a manager who did not manage the club that season", () => {
    // The 2023 postseason log names Tony Beasley (the Rangers' interim manager of 2021) for Bochy's games.
    const TEX = "texas-rangers";
    const stale = managersFromGames(
      [
        game("2023-09-30", TEX, OTHER, 5, 1, { home: "bochb002", away: "quadm001" }),
        game("2023-10-07", TEX, OTHER, 5, 1, { home: "beast801", away: "quadm001" }, "playoff"),
      ],
      personKeysByRetroId([
        { key: "lahman:bochybr01", retroId: "bochb002" },
        { key: "lahman:beasleto01", retroId: "beast801" },
      ]),
    );
    const rangers = creditGameManagers([], stale);
    expect(rangers).toEqual([expect.objectContaining({ personKey: "lahman:bochybr01", wins: 1, losses: 0 })]);
    expect(rangers[0].playoffWins).toBeUndefined();
    expect(stale.unverified.has(`${TEX}|2023`)).toBe(true);
  });
});

describe("a season whose games do not add up to its source's record keeps the source's rows", () => {
  it("keeps Lahman's rows where the logs miss a game", () => {
    const managed = managersFromGames(
      [
        game("1905-05-01", STL, OTHER, 3, 1, { home: "larut101", away: "quadm001" }),
        game("1905-08-01", STL, OTHER, 3, 1, { home: "pettj001", away: "quadm001" }),
      ],
      people,
    );
    const source = [lahman("lahman:larusto01", STL, 1905, 2, 0, 1), lahman("lahman:pettijo01", STL, 1905, 1, 0, 2)];
    const stints = creditGameManagers(source, managed);
    expect(stints).toEqual([
      expect.objectContaining({ source: "lahman", personKey: "lahman:larusto01", wins: 2, losses: 0 }),
      expect.objectContaining({ source: "lahman", personKey: "lahman:pettijo01", wins: 1, losses: 0 }),
    ]);
    expect(managed.disagreeing.has(`${STL}|1905`)).toBe(true);
  });
});

describe("a season the source gives one manager of record keeps his row", () => {
  it("does not credit a coach the logs name for a long absence (Zimmer for Torre in 1999, Fletcher for McCarthy in 1944)", () => {
    // La Russa's games, then 8 games in a row under Pettini (longer than a stand-in's run), then La Russa again.
    const games = [
      game("2010-04-01", STL, OTHER, 3, 1, { home: "larut101", away: "quadm001" }),
      ...[2, 3, 4, 5, 6, 7, 8, 9].map((day) => game(`2010-05-0${day}`, STL, OTHER, day % 2 ? 1 : 4, 2, { home: "pettj001", away: "quadm001" })),
      game("2010-09-01", STL, OTHER, 3, 1, { home: "larut101", away: "quadm001" }),
    ];
    const managed = managersFromGames(games, people);
    const stints = creditGameManagers([lahman("lahman:larusto01", STL, 2010, 6, 4, 1)], managed);
    expect(stints).toEqual([expect.objectContaining({ source: "lahman", personKey: "lahman:larusto01", wins: 6, losses: 4 })]);
    expect(managed.disagreeing.has(`${STL}|2010`)).toBe(false);
  });

  it("goes by the games where another man managed to the season's end (Cairo for La Russa's last games of 2022)", () => {
    const games = [
      game("2022-04-01", STL, OTHER, 3, 1, { home: "larut101", away: "quadm001" }),
      game("2022-04-02", STL, OTHER, 1, 3, { home: "larut101", away: "quadm001" }),
      ...[1, 2, 3, 4, 5, 6].map((day) => game(`2022-09-0${day}`, STL, OTHER, 4, 2, { home: "pettj001", away: "quadm001" })),
    ];
    const managed = managersFromGames(games, people);
    const stints = creditGameManagers([lahman("lahman:larusto01", STL, 2022, 7, 1, 1)], managed);
    expect(stints).toEqual([
      expect.objectContaining({ personKey: "lahman:larusto01", wins: 1, losses: 1 }),
      expect.objectContaining({ personKey: "lahman:pettijo01", wins: 6, losses: 0 }),
    ]);
  });
});

describe("a season whose games do not name every manager we know keeps its source's totals", () => {
  const games = [
    game("2012-04-01", STL, OTHER, 3, 1, { home: "larut101", away: "quadm001" }),
    // An id no person carries, and a game naming no manager.
    game("2012-04-02", STL, OTHER, 3, 1, { home: "unkno001", away: "quadm001" }),
    game("2012-04-03", STL, OTHER, 3, 1, null),
  ];
  const managed = managersFromGames(games, people);
  const stints = creditGameManagers([lahman("lahman:larusto01", STL, 2012, 88, 74, 1)], managed);

  it("falls back to the source's row and reports the unknown id", () => {
    expect(managed.regularHeld.has(`${STL}|2012`)).toBe(false);
    expect(stints).toEqual([expect.objectContaining({ source: "lahman", wins: 88, losses: 74 })]);
    expect(managed.unresolved.get("unkno001")).toBe(1);
  });

  it("leaves a season without postseason games to the finisher rule (no playoff figures set)", () => {
    expect(stints[0].playoffWins).toBeUndefined();
  });
});

describe("a manager listed in two spells of a season", () => {
  it("has his postseason games once (John McGraw's 1924: 16-13 and 45-35 around Hughie Jennings's 32-12)", () => {
    const NYG = "san-francisco-giants";
    const managed = managersFromGames(
      [
        // The regular-season logs miss a game, so Lahman's three rows stand; the World Series names McGraw.
        game("1924-10-04", NYG, OTHER, 4, 3, { home: "mcgrj101", away: "quadm001" }, "final"),
        game("1924-10-05", NYG, OTHER, 3, 4, { home: "mcgrj101", away: "quadm001" }, "final"),
      ],
      personKeysByRetroId([{ key: "lahman:mcgrajo01", retroId: "mcgrj101" }]),
    );
    const stints = creditGameManagers(
      [lahman("lahman:mcgrajo01", NYG, 1924, 16, 13, 1), lahman("lahman:jennihu01", NYG, 1924, 32, 12, 2), lahman("lahman:mcgrajo01", NYG, 1924, 45, 35, 3)],
      managed,
    );
    const mcgraw = stints.filter((s) => s.personKey === "lahman:mcgrajo01");
    expect(mcgraw.reduce((sum, s) => sum + (s.playoffWins ?? 0), 0)).toBe(1);
    expect(mcgraw.reduce((sum, s) => sum + (s.playoffLosses ?? 0), 0)).toBe(1);
  });
});
