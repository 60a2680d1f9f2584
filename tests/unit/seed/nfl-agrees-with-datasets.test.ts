// Cross-checks the NFL championship seed against the public datasets: title-game scores, winners and runners-up, champions' records.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../../../db/csv";
import { collectImport, type Collected } from "../../../db/import/collect";
import { loadTeamCodes, SEED_DIR, type TeamCodes } from "../../../db/import/team-codes";
import { importer as elo } from "../../../db/import/sources/fivethirtyeight-nfl-elo-game";
import { importer as spreadspoke } from "../../../db/import/sources/spreadspoke";
import { importer as records } from "../../../db/import/sources/nfl-historical-records";
import { importer as sportsref } from "../../../db/import/sources/sportsref-schedules-nba-2023-2026-nfl-2025";

const dir = process.env.SPORTS_DATA_DIR;

type Result = Record<string, string>;

async function loadResults(): Promise<Array<Result>> {
  return (await readCsv(join(SEED_DIR, "nfl", "results.csv"))).map((row) => row.values);
}

function titleGames(results: Array<Result>): Array<Result> {
  return results.filter((r) => r.date !== "" && r.runner_up !== "");
}

// Finds the deciding game in a dataset and states it as winner/runner-up/score for comparison.
function describeGame(games: Collected["games"], result: Result): string {
  const game = games.find((g) => g.date === result.date && [g.home, g.away].includes(result.winner) && [g.home, g.away].includes(result.runner_up));
  if (!game) return "missing";
  const homeWon = (game.homeScore ?? 0) > (game.awayScore ?? 0);
  const winner = homeWon ? game.home : game.away;
  const loser = homeWon ? game.away : game.home;
  return `${winner} ${Math.max(game.homeScore ?? 0, game.awayScore ?? 0)}-${Math.min(game.homeScore ?? 0, game.awayScore ?? 0)} ${loser}`;
}

function seedGame(result: Result): string {
  return `${result.winner} ${result.winner_score}-${result.runner_up_score} ${result.runner_up}`;
}

describe.skipIf(!dir)("NFL seed agrees with the public datasets (needs SPORTS_DATA_DIR)", () => {
  let results: Array<Result>;
  beforeAll(async () => {
    results = await loadResults();
  });

  it("has one result per season: NFL titles 1920-1969 and Super Bowls 1966-2025", () => {
    const seasons = (championship: string) => results.filter((r) => r.championship === championship).map((r) => Number(r.season));
    expect(seasons("nfl-championship-game")).toEqual(Array.from({ length: 50 }, (_, i) => 1920 + i));
    expect(seasons("super-bowl")).toEqual(Array.from({ length: 60 }, (_, i) => 1966 + i));
  });

  it("title games match fivethirtyeight-nfl-elo-game (1932-2020), and its finals are exactly the seed's", async () => {
    const { games } = await collectImport(elo, join(dir!, elo.id));
    const covered = titleGames(results).filter((r) => Number(r.season) <= 2020);
    expect(covered).toHaveLength(1 + 37 + 55);
    for (const result of covered) {
      expect(`${result.season} ${describeGame(games, result)}`).toBe(`${result.season} ${seedGame(result)}`);
    }
    const finals = games
      .filter((g) => g.type === "final")
      .map((g) => `${g.season} ${g.date}`)
      .sort();
    const seedFinals = covered
      .filter((r) => Number(r.season) >= 1933)
      .map((r) => `${r.season} ${r.date}`)
      .sort();
    expect(finals).toEqual(seedFinals);
  });

  it("title games match spreadspoke (1966-2024)", async () => {
    const { games } = await collectImport(spreadspoke, join(dir!, spreadspoke.id));
    const covered = titleGames(results).filter((r) => Number(r.season) >= 1966 && Number(r.season) <= 2024);
    expect(covered).toHaveLength(4 + 59);
    for (const result of covered) {
      expect(`${result.season} ${describeGame(games, result)}`).toBe(`${result.season} ${seedGame(result)}`);
    }
    const finals = games
      .filter((g) => g.type === "final")
      .map((g) => `${g.season} ${g.date}`)
      .sort();
    expect(finals).toEqual(covered.map((r) => `${r.season} ${r.date}`).sort());
  });

  it("Super Bowl LX (2025 season) matches sportsref-schedules-nba-2023-2026-nfl-2025's game", async () => {
    const { games } = await collectImport(sportsref, join(dir!, sportsref.id));
    const lx = titleGames(results).filter((r) => Number(r.season) === 2025);
    expect(lx.map((r) => r.edition)).toEqual(["LX"]);
    expect(
      `2025 ${describeGame(
        games.filter((g) => g.league === "nfl"),
        lx[0],
      )}`,
    ).toBe(`2025 ${seedGame(lx[0])}`);
  });

  it("champions' regular-season records match nfl-historical-records", async () => {
    const { teamSeasons } = await collectImport(records, join(dir!, records.id));
    // nfl-historical-records ends with 2024 (its 2025 rows are a snapshot taken during the season).
    for (const result of results.filter((r) => Number(r.season) <= 2024)) {
      const line = teamSeasons.find((t) => t.season === Number(result.season) && t.team === result.winner);
      const record = line ? [line.wins, line.losses, ...(line.ties ? [line.ties] : [])].join("-") : "missing";
      expect(`${result.championship} ${result.season} ${result.winner} ${record}`).toBe(
        `${result.championship} ${result.season} ${result.winner} ${result.winner_record}`,
      );
    }
  });

  describe("Super Bowls match superbowl/super_bowls.csv", () => {
    let teamCodes: TeamCodes;
    beforeAll(async () => {
      teamCodes = await loadTeamCodes(["nfl"]);
    });

    it("date, winner, loser, score, MVP and winning coach of every game", async () => {
      const rows = await readCsv(join(dir!, "superbowl", "super_bowls.csv"));
      expect(rows).toHaveLength(59);
      const seed = results.filter((r) => r.championship === "super-bowl");
      for (const { values: v } of rows) {
        const season = Number(v.date.slice(0, 4)) - 1;
        // The superbowl file writes team names the way spreadspoke does, so that mapping applies.
        const winner = teamCodes.resolve("nfl", "spreadspoke", v.winner, season);
        const loser = teamCodes.resolve("nfl", "spreadspoke", v.loser, season);
        const result = seed.find((r) => r.edition === v.super_bowl);
        expect(result, v.super_bowl).toBeDefined();
        expect([
          result!.season,
          result!.date,
          result!.winner,
          result!.runner_up,
          result!.winner_score,
          result!.runner_up_score,
          result!.mvp,
          result!.winning_coach,
        ]).toEqual([String(season), v.date, winner, loser, v.winner_score, v.loser_score, v.mvp.replace(" & ", " and "), v.winning_coach]);
      }
    });
  });
});
