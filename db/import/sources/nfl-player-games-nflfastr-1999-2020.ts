// Importer for nfl-player-games-nflfastr-1999-2020: nflfastR's weekly player statistics, one row per
// player and game (regular season and playoffs, 1999-2020) with his passing, rushing and receiving,
// built from the NFL's GSIS play-by-play. The box scores, game logs and single-game records read them.
//
// The file names no game: a line is filed by season, week (the playoff weeks 18-21 become the rounds
// our games carry) and the player's team that day; the step that writes the lines (db/load/steps/
// nfl-player-games.ts) finds the game. Team codes are today's franchises back-dated (the 1999 Rams are
// `LA`): they are nflverse's codes, mapped to franchises by db/seed/nfl/team-codes.csv, and a franchise
// is named as it was that season wherever a line is shown. People are keyed by the one NFL rule
// (db/import/nfl-identity.ts): the Pro-Football-Reference id that nflverse's players.csv (the sibling
// folder) gives a GSIS id, else the GSIS id.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readCsv } from "../../csv";
import { rowFields } from "../fields";
import { nflPersonKey } from "../nfl-identity";
import { NFLVERSE_DIR, NFLVERSE_PLAYERS } from "../nfl-people";
import type { DatasetImporter, ImportContext, Origin, PlayerGameStats } from "../types";

const SOURCE = "nfl-player-games-nflfastr-1999-2020";
const FIRST_SEASON = 1999;
const LAST_SEASON = 2020;
const FILE = /^player_games_(\d{4})\.csv$/;

/** nflfastR's playoff weeks, as the games we hold label their rounds (GameRecord.week). */
export const PLAYOFF_WEEKS: Readonly<Record<number, string>> = { 18: "Wildcard", 19: "Division", 20: "Conference", 21: "Superbowl" };

/** Each statistic of a line and the columns it adds up (fumbles: on sacks, runs and catches). */
const COLUMNS: ReadonlyArray<[stat: keyof PlayerGameStats, columns: ReadonlyArray<string>, signed: boolean]> = [
  ["completions", ["completions"], false],
  ["attempts", ["attempts"], false],
  ["passingYards", ["passing_yards"], true],
  ["passingTouchdowns", ["passing_tds"], false],
  ["interceptions", ["interceptions"], false],
  ["sacks", ["sacks"], false],
  // Written "-0" when no yards were lost.
  ["sackYards", ["sack_yards"], true],
  ["rushingAttempts", ["carries"], false],
  ["rushingYards", ["rushing_yards"], true],
  ["rushingTouchdowns", ["rushing_tds"], false],
  ["receptions", ["receptions"], false],
  ["targets", ["targets"], false],
  ["receivingYards", ["receiving_yards"], true],
  ["receivingTouchdowns", ["receiving_tds"], false],
  ["fumbles", ["sack_fumbles", "rushing_fumbles", "receiving_fumbles"], false],
  ["fumblesLost", ["sack_fumbles_lost", "rushing_fumbles_lost", "receiving_fumbles_lost"], false],
];

/** The season files present, in season order (a data folder may hold fewer than the 22). */
export function seasonFiles(dir: string): Array<string> {
  return readdirSync(dir)
    .filter((name) => FILE.test(name))
    .sort();
}

/** GSIS id -> Pro-Football-Reference id, from nflverse's players.csv beside this folder (empty without it). */
async function pfrIdsByGsis(dir: string): Promise<Map<string, string>> {
  const path = join(dir, "..", NFLVERSE_DIR, NFLVERSE_PLAYERS);
  const ids = new Map<string, string>();
  if (!existsSync(path)) return ids;
  for (const row of await readCsv(path)) {
    const gsis = (row.values.gsis_id ?? "").trim();
    const pfr = (row.values.pfr_id ?? "").trim();
    if (gsis && pfr && !ids.has(gsis)) ids.set(gsis, pfr);
  }
  return ids;
}

async function readSeasonFile(ctx: ImportContext, file: string, pfrIds: ReadonlyMap<string, string>): Promise<void> {
  const rows = await readCsv(join(ctx.dir, file));
  const fileSeason = Number(FILE.exec(file)?.[1]);
  rows.forEach((row, index) => {
    if (index % 5000 === 0) ctx.progress(index, rows.length);
    const v = row.values;
    const where: Origin = { source: SOURCE, file, line: row.line };
    const f = rowFields(ctx, where, v);
    const sourcePlayerId = f.text("player_id", "player id");
    const name = f.text("player_name", "name");
    const code = f.text("recent_team", "team");
    const season = f.year("season", "season", FIRST_SEASON);
    if (season > LAST_SEASON || season !== fileSeason) throw f.bad("season", "season", v.season, String(fileSeason));
    const seasonType = f.oneOf("season_type", "season type", ["REG", "POST"]);
    const weekNumber = f.count("week", "week", 1);
    const week = seasonType === "REG" ? (weekNumber <= 17 ? String(weekNumber) : null) : (PLAYOFF_WEEKS[weekNumber] ?? null);
    if (week === null) throw f.bad("week", `${seasonType === "REG" ? "regular-season" : "playoff"} week`);
    const stats = {} as PlayerGameStats;
    for (const [stat, columns, signed] of COLUMNS) {
      let total = 0;
      for (const column of columns) {
        if (v[column] === undefined) throw ctx.fail(where, `missing column ${column}`);
        // "-0" is 0: `+ 0` turns JavaScript's negative zero into zero.
        total += (signed ? f.int(column) : f.count(column)) + 0;
      }
      stats[stat] = total;
    }
    const team = ctx.team("nfl", code, season, where);
    if (team === null) return;
    const pfrId = pfrIds.get(sourcePlayerId) ?? null;
    ctx.playerGame({
      source: SOURCE,
      file,
      line: row.line,
      league: "nfl",
      season,
      week,
      team,
      personKey: nflPersonKey({ pfrId, gsisId: sourcePlayerId }) as string,
      sourcePlayerId,
      name,
      stats,
    });
  });
  ctx.progress(rows.length, rows.length);
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nfl"],
  homepage: "https://github.com/nflverse/nflfastR-data",
  // The repository's files are gzipped and the folder's are trimmed copies (its SOURCE.md): nothing to fetch as is.
  downloadBase: null,
  files: Array.from({ length: LAST_SEASON - FIRST_SEASON + 1 }, (_, i) => `player_games_${FIRST_SEASON + i}.csv`),
  licence: "CC BY 4.0",
  attribution: "nflfastR / nflverse (NFL GSIS play-by-play)",
  gamePriority: 0,
  // nflverse's club codes (today's franchises: LA, LAC, LV), as in its season file.
  teamCodes: NFLVERSE_DIR,
  async read(ctx) {
    const pfrIds = await pfrIdsByGsis(ctx.dir);
    for (const file of seasonFiles(ctx.dir)) await readSeasonFile(ctx, file, pfrIds);
  },
};
