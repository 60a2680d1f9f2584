// Cross-checks the curated MLB seed (World Series results, franchise eras) against the Lahman database and Retrosheet's World Series game logs.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nameKey } from "../../../core/names";
import { readCsv, type CsvRow } from "../../../db/csv";
import { collectImport } from "../../../db/import/collect";
import { importer as postseason } from "../../../db/import/sources/retrosheet-postseason-gamelogs";
import { loadTeamCodes, SEED_DIR } from "../../../db/import/team-codes";

const dir = process.env.SPORTS_DATA_DIR;

// Lahman's SeriesPost has the 2013 World Series as 4-3; Boston won it 4-2, clinching Game 6 at Fenway Park
// (https://en.wikipedia.org/wiki/2013_World_Series).
const KNOWN_LAHMAN_ERRORS: Record<number, { series: string }> = { 2013: { series: "4-2" } };

/** Names compared by the one rule of core/names.ts ("Tony La Russa" is Lahman's "Tony LaRussa"). */
const plain = (name: string) => nameKey(name);

describe.skipIf(!dir)("MLB seed agrees with the Lahman database (needs SPORTS_DATA_DIR)", async () => {
  const lahman = (file: string): Promise<Array<CsvRow>> => readCsv(join(dir ?? "", "lahman", file));
  const codes = await loadTeamCodes(["mlb"]);
  const franchise = (teamID: string, season: number) => codes.resolve("mlb", "lahman", teamID, season);
  const results = new Map((await readCsv(join(SEED_DIR, "mlb", "results.csv"))).map((row) => [Number(row.values.season), row.values]));
  const teams = dir ? await lahman("Teams.csv") : [];
  const teamRow = new Map(teams.map((row) => [`${row.values.yearID}|${row.values.teamID}`, row.values]));
  const series = dir ? (await lahman("SeriesPost.csv")).filter((r) => r.values.round === "WS" && Number(r.values.yearID) >= 1903) : [];

  it("has the same World Series champion, runner-up, series result and champion's record", () => {
    expect(series.length).toBe(119);
    for (const { values: ws } of series) {
      const season = Number(ws.yearID);
      const seed = results.get(season);
      const winner = teamRow.get(`${season}|${ws.teamIDwinner}`);
      expect(seed, `season ${season}`).toBeDefined();
      expect({
        season,
        winner: seed?.winner,
        runnerUp: seed?.runner_up,
        series: seed?.series,
        record: seed?.winner_record,
        status: seed?.status,
      }).toEqual({
        season,
        winner: franchise(ws.teamIDwinner, season),
        runnerUp: franchise(ws.teamIDloser, season),
        series: KNOWN_LAHMAN_ERRORS[season]?.series ?? `${ws.wins}-${ws.losses}`,
        record: `${winner?.W}-${winner?.L}`,
        status: "held",
      });
    }
  });

  it("marks exactly the seasons without a World Series as not held", () => {
    const played = new Set(series.map((r) => Number(r.values.yearID)));
    const notHeld = [...results.entries()].filter(([, row]) => row.status === "not_held").map(([season]) => season);
    expect(notHeld).toEqual([1904, 1994]);
    for (let season = 1903; season <= 2023; season++) {
      expect(played.has(season), `season ${season}`).toBe(!notHeld.includes(season));
    }
  });

  it("names the same World Series MVPs", async () => {
    const people = new Map((await lahman("People.csv")).map((r) => [r.values.playerID, r.values]));
    const mvps = new Map<number, Array<string>>();
    for (const { values } of await lahman("AwardsPlayers.csv")) {
      if (values.awardID !== "World Series MVP") continue;
      const person = people.get(values.playerID);
      const list = mvps.get(Number(values.yearID)) ?? [];
      list.push(plain(`${person?.nameFirst} ${person?.nameLast}`));
      mvps.set(Number(values.yearID), list);
    }
    expect(mvps.size).toBeGreaterThan(60);
    for (const [season, names] of mvps) {
      const seed = plain(results.get(season)?.mvp ?? "");
      for (const name of names) expect(seed, `season ${season}`).toContain(name);
    }
  });

  it("has an era of the right franchise for every AL/NL team-season", async () => {
    const eras = await readCsv(join(SEED_DIR, "mlb", "eras.csv"));
    for (const { values } of teams) {
      if (values.lgID !== "AL" && values.lgID !== "NL") continue;
      const season = Number(values.yearID);
      const slug = franchise(values.teamID, season);
      const era = eras.find(
        (e) =>
          e.values.franchise === slug && Number(e.values.first_season) <= season && (e.values.last_season === "" || season <= Number(e.values.last_season)),
      );
      expect(era, `${season} ${values.teamID} ${values.name}`).toBeDefined();
    }
  });
});

/**
 * Where the postseason game log differs from the seed, with the evidence: the stored GLWS.TXT lacks
 * Game 4 of 1943 (Yankees 2-1 at St. Louis, 1943-10-10), so its rows give 3-1 for the 4-1 series
 * (https://en.wikipedia.org/wiki/1943_World_Series).
 */
const GAME_LOG_MISSING_GAMES: Record<number, number> = { 1943: 1 };
/**
 * A deciding game suspended and finished on a later day: Retrosheet dates a game by its start, the
 * seed by the day the title was won (2008 Game 5 began 2008-10-27 and ended 2008-10-29,
 * https://en.wikipedia.org/wiki/2008_World_Series).
 */
const DECIDED_LATER: Record<number, { started: string; decided: string }> = {
  2008: { started: "2008-10-27", decided: "2008-10-29" },
};

describe.skipIf(!dir)("MLB seed agrees with the Retrosheet World Series game logs (needs SPORTS_DATA_DIR)", async () => {
  const results = new Map((await readCsv(join(SEED_DIR, "mlb", "results.csv"))).map((row) => [Number(row.values.season), row.values]));
  const games = dir ? (await collectImport(postseason, join(dir, postseason.id))).games : [];

  it("has every World Series 1903-2020 held, with the deciding game's date and score and the series result", () => {
    const seasons = [...new Set(games.map((game) => game.season))];
    expect(seasons).toHaveLength(2020 - 1903 + 1 - 2);
    for (const season of seasons) {
      const seed = results.get(season);
      const played = games.filter((game) => game.season === season).sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
      const last = played[played.length - 1];
      const winnerWon = (game: (typeof played)[number]) =>
        game.home === seed?.winner ? (game.homeScore ?? 0) - (game.awayScore ?? 0) : (game.awayScore ?? 0) - (game.homeScore ?? 0);
      const wins = played.filter((game) => winnerWon(game) > 0).length;
      const losses = played.filter((game) => winnerWon(game) < 0).length;
      const [seedWins, seedLosses] = (seed?.series ?? "").split("-").map(Number);
      expect({
        season,
        date: DECIDED_LATER[season]?.started === last.date ? DECIDED_LATER[season].decided : last.date,
        teams: [last.home, last.away].sort(),
        score: [Math.max(last.homeScore ?? 0, last.awayScore ?? 0), Math.min(last.homeScore ?? 0, last.awayScore ?? 0)],
        series: wins + losses + (GAME_LOG_MISSING_GAMES[season] ?? 0),
        lastWinner: winnerWon(last) > 0,
      }).toEqual({
        season,
        date: seed?.date,
        teams: [seed?.winner, seed?.runner_up].sort(),
        score: [Number(seed?.winner_score), Number(seed?.runner_up_score)],
        series: seedWins + seedLosses,
        lastWinner: true,
      });
    }
  });
});
