// Cross-checks the NBA Finals seed against the public datasets: champions, runners-up, series, Finals MVPs, records, coaches and deciding games.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../../../db/csv";
import { collectImport, type Collected } from "../../../db/import/collect";
import { loadTeamCodes, SEED_DIR, type TeamCodes } from "../../../db/import/team-codes";
import { importer as gigena } from "../../../db/import/sources/nba-datasets-gigena";
import { importer as bbrefGames } from "../../../db/import/sources/nba-games-bbref-2001-2020";
import { importer as nbaData } from "../../../db/import/sources/nba-data-2010-2024";
import { importer as schedules1996 } from "../../../db/import/sources/nba-schedules-1996-2000";
import { importer as sportsRef } from "../../../db/import/sources/sportsref-schedules-nba-2023-2026-nfl-2025";
import { importer as bbref } from "../../../db/import/sources/bball-reference-datasets";
import { importer as coaches } from "../../../db/import/sources/nba-coaches-coaching-survival";

const dir = process.env.SPORTS_DATA_DIR;

type Result = Record<string, string>;

/** The same person under the name the dataset uses. */
const ALIASES: Record<string, string> = {
  "Lew Alcindor": "Kareem Abdul-Jabbar",
  "Edward Gottlieb": "Eddie Gottlieb",
};
const canonical = (name: string) => ALIASES[name] ?? name;

describe("NBA seed is self-consistent", () => {
  it("has one held Finals per season 1946..2024, between franchises of the seed", async () => {
    const results = (await readCsv(join(SEED_DIR, "nba", "results.csv"))).map((r) => r.values);
    const franchises = new Set((await readCsv(join(SEED_DIR, "nba", "franchises.csv"))).map((r) => r.values.slug));
    expect(results.map((r) => Number(r.season))).toEqual(Array.from({ length: 79 }, (_, i) => 1946 + i));
    for (const r of results) {
      expect(franchises.has(r.winner), r.winner).toBe(true);
      expect(franchises.has(r.runner_up), r.runner_up).toBe(true);
      expect(r.status).toBe("held");
      const [won, lost] = r.series.split("-").map(Number);
      expect(won, `${r.season} series ${r.series}`).toBe(4);
      expect(lost).toBeLessThan(4);
    }
  });
});

describe.skipIf(!dir)("NBA seed agrees with the public datasets (needs SPORTS_DATA_DIR)", () => {
  let results: Map<number, Result>;
  let codes: TeamCodes;
  let games: Collected["games"];

  beforeAll(async () => {
    results = new Map((await readCsv(join(SEED_DIR, "nba", "results.csv"))).map((r) => [Number(r.values.season), r.values]));
    codes = await loadTeamCodes(["nba"]);
    games = [];
    for (const importer of [gigena, schedules1996, bbrefGames, nbaData, sportsRef]) {
      games.push(...(await collectImport(importer, `${dir}/${importer.id}`, { teamCodes: codes })).games);
    }
  });

  it("has the champion, runner-up and series result of nba-champions-list (1946-47..2023-24)", async () => {
    const rows = await readCsv(`${dir}/nba-champions-list/nba_champions.csv`);
    expect(rows).toHaveLength(78);
    for (const { values: c } of rows) {
      const season = Number(c.season) - 1;
      const seed = results.get(season);
      const expected = {
        winner: codes.resolve("nba", "nba-champions-list", c.champion, season),
        runner_up: codes.resolve("nba", "nba-champions-list", c.runner_up, season),
        series: c.result,
      };
      expect({ winner: seed?.winner, runner_up: seed?.runner_up, series: seed?.series }, `season ${season}`).toEqual(expected);
    }
  });

  it("has the Finals MVP and champion of nba-finals-mvp-hieudoanm (1969-70..2023-24)", async () => {
    const rows = await readCsv(`${dir}/nba-finals-mvp-hieudoanm/nba_finals_mvp_1970_2024.csv`);
    expect(rows).toHaveLength(55);
    for (const { values: m } of rows) {
      const season = Number(m.season) - 1;
      const seed = results.get(season);
      expect(seed?.winner, `season ${season}`).toBe(codes.resolve("nba", "nba-finals-mvp-hieudoanm", m.champion, season));
      expect(seed?.mvp, `season ${season}`).toBe(canonical(m.finals_mvp));
    }
  });

  it("has the champion's regular-season record of bball-reference-datasets team_summaries", async () => {
    const { teamSeasons } = await collectImport(bbref, `${dir}/bball-reference-datasets`, { teamCodes: codes });
    let compared = 0;
    for (const [season, seed] of results) {
      const line = teamSeasons.find((t) => t.season === season && t.team === seed.winner);
      if (!line) continue;
      compared++;
      expect(seed.winner_record, `season ${season}`).toBe(`${line.wins}-${line.losses}`);
    }
    expect(compared).toBe(79);
  });

  it("has the winning coach of nba-coaches-coaching-survival (the champion's last coach of the season)", async () => {
    const { coachStints, people } = await collectImport(coaches, `${dir}/nba-coaches-coaching-survival`, { teamCodes: codes });
    const names = new Map(people.map((p) => [p.key, `${p.firstName} ${p.lastName}`]));
    let compared = 0;
    for (const [season, seed] of results) {
      const stints = coachStints.filter((s) => s.season === season && s.team === seed.winner);
      if (stints.length === 0) continue;
      compared++;
      const last = stints[stints.length - 1];
      expect(seed.winning_coach, `season ${season}`).toBe(canonical(names.get(last.personKey) ?? ""));
    }
    // 1947-48 Baltimore (defunct club) and 2020-21 onward are not in the dataset.
    expect(compared).toBe(73);
  });

  it("has the date and score of the deciding game in the game datasets (1946-47..2024-25 except 1999-2000)", () => {
    let compared = 0;
    for (const [season, seed] of results) {
      const finals = games.filter((g) => g.season === season && g.type === "final");
      if (finals.length === 0) continue;
      compared++;
      const last = finals.reduce((a, b) => (b.date > a.date ? b : a));
      const winnerScore = last.home === seed.winner ? last.homeScore : last.awayScore;
      const loserScore = last.home === seed.winner ? last.awayScore : last.homeScore;
      expect({ date: last.date, teams: [last.home, last.away].sort(), winnerScore, loserScore }, `season ${season}`).toEqual({
        date: seed.date,
        teams: [seed.winner, seed.runner_up].sort(),
        winnerScore: Number(seed.winner_score),
        loserScore: Number(seed.runner_up_score),
      });
      const [won, lost] = seed.series.split("-").map(Number);
      const seasonFinals = finals.filter((g) => g.source === last.source);
      expect(seasonFinals.length, `season ${season} Finals games`).toBe(won + lost);
    }
    // gigena 1946-1995, NBA stats schedules 1996-1998, bbref 2000-2018, NBA.com logs 2019-2023,
    // basketball-reference schedules 2022-2024 (1999-2000 is in no dataset).
    expect(compared).toBe(50 + 3 + 19 + 5 + 1);
  });
});
