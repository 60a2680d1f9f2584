// Importer for nhl-player-stats-hockeyref-2018-2023: Hockey-Reference's NHL skater and goalie season
// tables 2018-19 to 2022-23, the seasons after hockey-databank's last (2017-18).
//
// Each row names its player by his Hockey-Reference id, which hockey-databank's Master.csv keeps as
// `hrefID`: a player the databank knows is his databank person (the mapping is read from the sibling
// folder ../hockey-databank), so his career goes on; a player who came after is a new person with the
// row's name and his Hockey-Reference id. A player traded in a season has one row, his total (team TOT),
// imported as a multi-team total line without a team: the export holds no per-team split.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readCsv } from "../../csv";
import { rowFields, splitName, type FieldReader } from "../fields";
import type { DatasetImporter, ImportContext, Origin } from "../types";
import { personKey as databankPersonKey, playerIdsByHrefId } from "./hockey-databank";

const SOURCE = "nhl-player-stats-hockeyref-2018-2023";
const SKATERS = "skaters.csv";
const GOALIES = "goalies.csv";
/** The databank folder beside this one, whose Master.csv maps Hockey-Reference ids to its people. */
export const DATABANK = join("..", "hockey-databank");

/** The key of a player the databank does not know: his Hockey-Reference id. */
export const personKey = (hrefId: string) => `${SOURCE}:${hrefId}`;

/** Column -> statistic, named as hockey-databank names them (its Scoring.csv and Goalies.csv). */
const SKATER_STATS: ReadonlyArray<[column: string, stat: string]> = [
  ["GP", "games_played"],
  ["G", "goals"],
  ["A", "assists"],
  ["PTS", "points"],
  ["PIM", "penalty_minutes"],
  ["+/-", "plus_minus"],
];
const GOALIE_STATS: ReadonlyArray<[column: string, stat: string]> = [
  ["GP", "games_played"],
  ["G", "goals"],
  ["A", "assists"],
  ["PTS", "points"],
  ["PIM", "penalty_minutes"],
  ["W", "wins"],
  ["L", "losses"],
  // Overtime and shootout losses: the databank's T/OL column from 2005-06 on.
  ["T/O", "ties_or_overtime_losses"],
  ["SO", "shutouts"],
  ["GA", "goals_against"],
  ["SA", "shots_against"],
  ["SV", "saves"],
  ["MIN", "minutes"],
];

/** The season's start year, checked against the file's label ("2018-19") and end year. */
function seasonOf(f: FieldReader): number {
  const start = f.year("year", "season", 1917);
  const end = f.year("end_year", "season");
  if (end !== start + 1) throw f.bad("end_year", "season end year", f.raw("end_year"), String(start + 1));
  const label = `${start}-${String(end % 100).padStart(2, "0")}`;
  if (f.text("season", "season") !== label) throw f.bad("season", "season", f.raw("season"), label);
  return start;
}

async function readTable(ctx: ImportContext, file: string, playerIds: Map<string, string>, known: Set<string>): Promise<void> {
  const goalies = file === GOALIES;
  const rows = await readCsv(join(ctx.dir, file));
  const seen = new Set<string>();
  for (const row of rows) {
    const v = row.values;
    const where: Origin = { source: SOURCE, file, line: row.line };
    const f = rowFields(ctx, where, v);
    const season = seasonOf(f);
    const name = f.text("Player", "player name");
    const hrefId = f.text("hrefID", "Hockey-Reference id");
    const code = f.text("Tm", "team");
    const position = goalies ? "G" : f.text("Pos", "position");
    const stats: Record<string, number> = {};
    for (const [column, stat] of goalies ? GOALIE_STATS : SKATER_STATS) {
      if (v[column] === undefined) throw ctx.fail(where, `missing column ${column}`);
      const value = stat === "plus_minus" ? f.optInt(column) : f.optCount(column);
      if (value !== null) stats[stat] = value;
    }
    // One row per player and season: a second one would be counted twice.
    if (seen.has(`${season}|${hrefId}`)) throw ctx.fail(where, `a second row for ${hrefId} in ${season}`);
    seen.add(`${season}|${hrefId}`);
    const databankId = playerIds.get(hrefId);
    const key = databankId === undefined ? personKey(hrefId) : databankPersonKey(databankId);
    if (databankId === undefined && !known.has(key)) {
      known.add(key);
      ctx.person({ source: where.source, file: where.file, line: where.line, key, ...splitName(name) });
    }
    let team: string | null = null;
    if (code !== "TOT") {
      team = ctx.team("nhl", code, season, where);
      if (team === null) continue;
    }
    ctx.playerSeason({ source: where.source, file: where.file, line: where.line, personKey: key, league: "nhl", season, team, position, stats });
  }
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nhl"],
  homepage: "https://github.com/jeffre-h/NHL-Salary-Projection-Model/tree/34ca91f205fd1427a372e8ff4af4c1d07911021d/raw",
  downloadBase: null,
  files: [SKATERS, GOALIES],
  licence: "none stated (factual statistics from Hockey-Reference)",
  attribution: "NHL skater and goalie season statistics from Hockey-Reference.com",
  gamePriority: 0,
  async read(ctx) {
    const databank = join(ctx.dir, DATABANK);
    if (!existsSync(join(databank, "Master.csv"))) {
      // Without the databank's people every player would become a second person: nothing is guessed.
      for (const file of [SKATERS, GOALIES]) {
        for (const row of await readCsv(join(ctx.dir, file)))
          ctx.skip({ source: SOURCE, file, line: row.line }, `no ${DATABANK}/Master.csv beside this dataset to name the player`);
      }
      return;
    }
    const playerIds = await playerIdsByHrefId(databank);
    const known = new Set<string>();
    await readTable(ctx, SKATERS, playerIds, known);
    await readTable(ctx, GOALIES, playerIds, known);
  },
};
