// Importer for bigfour-competitiveness: every NHL game 1949-50..2014-15 (hockey-reference schedules).
import { join } from "node:path";
import { readCsv } from "../../csv";
import { SEED_DIR } from "../team-codes";
import type { DatasetImporter, GameRecord, ImportContext, Origin } from "../types";

const SOURCE = "bigfour-competitiveness";
const FILE = "NHL_results.csv";
const OVERTIME = /^(OT|SO|[2-9]OT)$/;

export type Finalists = Map<number, { winner: string; runnerUp: string }>;

/** The two Stanley Cup finalists of each season, from the curated seed. */
export async function loadCupFinalists(seedDir: string = SEED_DIR): Promise<Finalists> {
  const finalists: Finalists = new Map();
  for (const row of await readCsv(join(seedDir, "nhl", "results.csv"))) {
    const { championship, season, winner, runner_up: runnerUp } = row.values;
    if (championship !== "stanley-cup-final" || !winner || !runnerUp) continue;
    finalists.set(Number(season), { winner, runnerUp });
  }
  return finalists;
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Marks the Cup Final: the season's playoff games between the two finalists played after every
 * other playoff game (the semifinals) had ended. Comparing dates rather than trusting the pair
 * alone keeps an earlier meeting of the same two clubs out of the Final.
 */
export function markCupFinal(games: Array<GameRecord>, finalists: Finalists): void {
  const bySeason = new Map<number, Array<GameRecord>>();
  for (const game of games) {
    if (game.type === "regular") continue;
    const list = bySeason.get(game.season) ?? [];
    list.push(game);
    bySeason.set(game.season, list);
  }
  for (const [season, playoffGames] of bySeason) {
    const pair = finalists.get(season);
    if (!pair) continue;
    const isFinalPair = (game: GameRecord) =>
      (game.home === pair.winner && game.away === pair.runnerUp) ||
      (game.home === pair.runnerUp && game.away === pair.winner);
    const lastOther = playoffGames
      .filter((game) => !isFinalPair(game))
      .reduce((latest, game) => (game.date > latest ? game.date : latest), "");
    for (const game of playoffGames) {
      if (isFinalPair(game) && game.date > lastOther) {
        game.type = "final";
        game.round = "Stanley Cup Final";
      }
    }
  }
}

function goals(ctx: ImportContext, where: Origin, column: string, value: string): number {
  if (!/^\d+$/.test(value)) throw ctx.fail(where, `bad score '${value}' in column ${column}`);
  return Number(value);
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nhl"],
  homepage: "https://github.com/bigfour/competitiveness",
  downloadBase:
    "https://raw.githubusercontent.com/bigfour/competitiveness/1e8b709c350e646d64733a14e91b5264696240a3/data/",
  files: [FILE],
  licence: "CC0 1.0 Universal",
  attribution: null,
  gamePriority: 2,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, FILE));
    const finalists = await loadCupFinalists();
    const games: Array<GameRecord> = [];
    rows.forEach((row, index) => {
      if (index % 5000 === 0) ctx.progress(index, rows.length);
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      const v = row.values;
      if (!/^\d{4}$/.test(v.season)) throw ctx.fail(where, `bad season '${v.season}' in column season`);
      // The file names a season by its end year (1950 = 1949-50).
      const season = Number(v.season) - 1;
      if (!isIsoDate(v.Date)) throw ctx.fail(where, `bad date '${v.Date}' in column Date`);
      if (v.playoffs !== "0" && v.playoffs !== "1") {
        throw ctx.fail(where, `bad flag '${v.playoffs}' in column playoffs`);
      }
      const notes = v.Notes.trim();
      if (v.G === "" && v.G_2 === "") {
        ctx.skip(where, `game not played on ${v.Date}${notes ? `: ${notes}` : ""}`);
        return;
      }
      const awayScore = goals(ctx, where, "G (visitor)", v.G);
      const homeScore = goals(ctx, where, "G (home)", v.G_2);
      const extra = v["Var.7"].trim();
      if (extra !== "" && !OVERTIME.test(extra)) throw ctx.fail(where, `bad overtime '${extra}' in column Var.7`);
      const attendanceText = v["Att."].replace(/,/g, "").trim();
      if (attendanceText !== "" && !/^\d+$/.test(attendanceText)) {
        throw ctx.fail(where, `bad attendance '${v["Att."]}' in column Att.`);
      }
      const away = ctx.team("nhl", v.Visitor, season, where);
      const home = ctx.team("nhl", v.Home, season, where);
      if (away === null || home === null) return;
      games.push({
        ...where,
        league: "nhl",
        season,
        date: v.Date,
        time: null,
        home,
        away,
        homeScore,
        awayScore,
        status: "final",
        type: v.playoffs === "1" ? "playoff" : "regular",
        round: null,
        venue: null,
        // "at Hamilton, ON" and games moved out of town were played away from the home arena.
        neutralSite: /^at /i.test(notes) || /^moved to /i.test(notes),
        attendance: attendanceText === "" ? null : Number(attendanceText),
        overtime: extra === "" ? null : extra,
      });
    });
    ctx.progress(rows.length, rows.length);
    markCupFinal(games, finalists);
    for (const game of games) ctx.game(game);
  },
};
