// Importer for nba-player-totals-bbref-1947-2020: Basketball-Reference "Player Totals", one row per player
// per team per BAA/NBA season (regular season) with points, rebounds, assists and the rest.
//
// The file's player ids are its author's own numbers; the players themselves come from
// bball-reference-datasets (their Basketball-Reference ids), so each row is matched to that dataset's
// roster line on (season, name, team), as the source notes advise. A row that matches no roster line is
// reported as skipped, never attached to a guessed person.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { nameKey } from "../../../core/names";
import { readCsv } from "../../csv";
import { rowFields } from "../fields";
import type { DatasetImporter, ImportContext, Origin } from "../types";
import { personKey as bbrefPersonKey } from "./bball-reference-datasets";

const SOURCE = "nba-player-totals-bbref-1947-2020";
const TOTALS = "player_totals.csv";
/** The roster file of the sibling dataset that names each player by his Basketball-Reference id. */
export const ROSTERS = join("..", "bball-reference-datasets", "player_season_info.csv");

/** A multi-team season's total line: TOT here, 2TM/3TM... in the newer roster file. */
const isTotalLine = (team: string) => /^(TOT|\dTM)$/.test(team);

/**
 * Column -> statistic name, and the first season (end year) Basketball-Reference kept it: before that
 * the file writes 0 for "not kept", which is unknown, not zero.
 */
const STATS: ReadonlyArray<[column: string, stat: string, keptFrom: number]> = [
  ["g", "games_played", 0],
  ["gs", "games_started", 1982],
  ["mp", "minutes_played", 1952],
  ["fg", "field_goals_made", 0],
  ["fga", "field_goals_attempted", 0],
  ["x3p", "three_pointers_made", 1980],
  ["x3pa", "three_pointers_attempted", 1980],
  ["ft", "free_throws_made", 0],
  ["fta", "free_throws_attempted", 0],
  ["orb", "offensive_rebounds", 1974],
  ["drb", "defensive_rebounds", 1974],
  ["trb", "rebounds", 1951],
  ["ast", "assists", 0],
  ["stl", "steals", 1974],
  ["blk", "blocks", 1974],
  ["tov", "turnovers", 1978],
  ["pf", "personal_fouls", 0],
  ["pts", "points", 0],
];

/** Names compared by their key (core/names.ts): the two files write some accents and suffixes differently. */
const rosterKey = (endYear: string, name: string, team: string) => `${endYear}|${nameKey(name)}|${isTotalLine(team) ? "TOT" : team}`;

async function readRosterIds(ctx: ImportContext): Promise<Map<string, string> | null> {
  const path = join(ctx.dir, ROSTERS);
  if (!existsSync(path)) return null;
  const ids = new Map<string, string>();
  for (const row of await readCsv(path)) {
    const v = row.values;
    ids.set(rosterKey(v.season, v.player, v.team), v.player_id);
  }
  return ids;
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/sumitrodatta/contract-prediction-2020",
  downloadBase: null,
  files: [TOTALS],
  licence: "none stated (factual statistics from Basketball-Reference)",
  attribution: "Player season totals from Basketball-Reference.com, compiled by Sumitro Datta",
  gamePriority: 0,
  async read(ctx: ImportContext) {
    const rows = await readCsv(join(ctx.dir, TOTALS));
    const ids = await readRosterIds(ctx);
    rows.forEach((row, index) => {
      if (index % 5000 === 0) ctx.progress(index, rows.length);
      const v = row.values;
      const where: Origin = { source: SOURCE, file: TOTALS, line: row.line };
      const f = rowFields(ctx, where, v, { missing: ["NA"] });
      const endYear = f.year("season", "season", 1947);
      const league = f.oneOf("lg", "league", ["NBA", "BAA", "ABA"]);
      f.text("tm", "team");
      const stats: Record<string, number> = {};
      for (const [column, stat, keptFrom] of STATS) {
        if (v[column] === undefined) throw ctx.fail(where, `missing column ${column}`);
        const value = f.optCount(column);
        if (value === null) continue;
        if (endYear < keptFrom && value === 0) continue;
        stats[stat] = value;
      }
      if (stats.points === undefined) throw ctx.fail(where, "missing value in column pts");
      if (league === "ABA") {
        ctx.skip(where, "ABA season (the ABA is not covered)");
        return;
      }
      if (ids === null) {
        ctx.skip(where, `no ${ROSTERS} beside this dataset to name the player`);
        return;
      }
      const playerId = ids.get(rosterKey(v.season, v.player, v.tm));
      if (playerId === undefined) {
        ctx.skip(where, "no bball-reference-datasets roster line with this season, name and team");
        return;
      }
      const season = endYear - 1;
      let team: string | null = null;
      if (!isTotalLine(v.tm)) {
        team = ctx.team("nba", v.tm, season, where);
        if (team === null) return;
      }
      ctx.playerSeason({ source: where.source, file: where.file, line: where.line, personKey: bbrefPersonKey(playerId), league: "nba", season, team, stats });
    });
    ctx.progress(rows.length, rows.length);
  },
};
