// Cross-checks the curated MLB seed (World Series results, franchise eras) against the Lahman database.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCsv, type CsvRow } from "../../../db/csv";
import { loadTeamCodes, SEED_DIR } from "../../../db/import/team-codes";

const dir = process.env.SPORTS_DATA_DIR;

// Lahman's SeriesPost has the 2013 World Series as 4-3; Boston won it 4-2, clinching Game 6 at Fenway Park
// (https://en.wikipedia.org/wiki/2013_World_Series).
const KNOWN_LAHMAN_ERRORS: Record<number, { series: string }> = { 2013: { series: "4-2" } };

const plain = (name: string) => name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

describe.skipIf(!dir)("MLB seed agrees with the Lahman database (needs SPORTS_DATA_DIR)", async () => {
  const lahman = (file: string): Promise<Array<CsvRow>> => readCsv(join(dir ?? "", "lahman", file));
  const codes = await loadTeamCodes(["mlb"]);
  const franchise = (teamID: string, season: number) => codes.resolve("mlb", "lahman", teamID, season);
  const results = new Map(
    (await readCsv(join(SEED_DIR, "mlb", "results.csv"))).map((row) => [Number(row.values.season), row.values]),
  );
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
      expect(
        {
          season,
          winner: seed?.winner,
          runnerUp: seed?.runner_up,
          series: seed?.series,
          record: seed?.winner_record,
          status: seed?.status,
        },
      ).toEqual({
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
          e.values.franchise === slug &&
          Number(e.values.first_season) <= season &&
          (e.values.last_season === "" || season <= Number(e.values.last_season)),
      );
      expect(era, `${season} ${values.teamID} ${values.name}`).toBeDefined();
    }
  });
});
