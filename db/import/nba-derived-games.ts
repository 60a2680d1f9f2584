// Reads the "derived" NBA game files (one row per game: season end year, date, home and away club and
// points, inferred playoff flag) that two datasets share, and marks each season's Finals games; each
// importer adds the checks and fields only its own file has.
import { join } from "node:path";
import { readCsv } from "../csv";
import { rowFields, type FieldReader } from "./fields";
import { finalistsFromSeed, markFinalSeries, NBA_FINALS } from "./finals";
import type { GameRecord, ImportContext, Origin } from "./types";

export type DerivedGameFile = {
  source: string;
  file: string;
  /** Runs first; false leaves the row out (the hook reports why through ctx.skip). */
  accept?: (fields: FieldReader, where: Origin) => boolean;
  /** Runs once the points are read; returns the file's own fields (and may override the scores). */
  extras?: (fields: FieldReader, points: { home: number; away: number }) => Partial<GameRecord>;
};

/** A final NBA game of the season ending in `endYear`, its clubs matched by name; null when one is not (ctx reports it). */
export function finalNbaGame(
  ctx: ImportContext,
  where: Origin,
  game: { endYear: number; date: string; home: string; away: string; homeScore: number; awayScore: number; type: GameRecord["type"] },
): GameRecord | null {
  const season = game.endYear - 1;
  const home = ctx.team("nba", game.home, season, where);
  const away = ctx.team("nba", game.away, season, where);
  if (home === null || away === null) return null;
  return {
    source: where.source,
    file: where.file,
    line: where.line,
    league: "nba",
    season,
    date: game.date,
    home,
    away,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    status: "final",
    type: game.type,
  };
}

export async function readDerivedNbaGames(ctx: ImportContext, { source, file, accept, extras }: DerivedGameFile): Promise<void> {
  const rows = await readCsv(join(ctx.dir, file));
  const finalists = await finalistsFromSeed("nba");
  const games: Array<GameRecord> = [];
  rows.forEach((row, index) => {
    if (index % 5000 === 0) ctx.progress(index, rows.length);
    const v = row.values;
    const where: Origin = { source, file, line: row.line };
    const f = rowFields(ctx, where, v);
    if (accept && !accept(f, where)) return;
    const endYear = f.count("season", "season");
    const date = f.date("date");
    const homePts = f.score("home_pts");
    const awayPts = f.score("away_pts");
    const own = extras ? extras(f, { home: homePts, away: awayPts }) : {};
    const type = f.flag("is_playoff_inferred", "1", "0") ? "playoff" : "regular";
    const game = finalNbaGame(ctx, where, { endYear, date, home: v.home_team, away: v.away_team, homeScore: homePts, awayScore: awayPts, type });
    if (game) games.push({ ...game, ...own });
  });
  ctx.progress(rows.length, rows.length);
  markFinalSeries(games, finalists, NBA_FINALS);
  for (const game of games) ctx.game(game);
}
