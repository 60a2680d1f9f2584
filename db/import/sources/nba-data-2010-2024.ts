// Importer for nba-data-2010-2024: NBA playoff games 2010-11..2023-24 from NBA.com team game logs (the regular-season file has no dates).
import { join } from "node:path";
import { readCsv, type CsvRow } from "../../csv";
import { parseIsoDate, parseNumber, rowFields } from "../fields";
import type { DatasetImporter, GameRecord, ImportContext, Origin } from "../types";

const SOURCE = "nba-data-2010-2024";
const PLAYOFFS = "play_off_totals_2010_2024.csv";
const REGULAR = "nba_team_game_points_2010_2024.csv";

/** Round digit of an NBA.com playoff game id ("0041000205": 8th character). */
const ROUNDS: Record<string, string> = {
  "1": "First Round",
  "2": "Conference Semifinals",
  "3": "Conference Finals",
  "4": "Finals",
};

type Side = { team: string; points: number; where: Origin };

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/NocturneBear/NBA-Data-2010-2024",
  // The two files come from two repositories (one renamed), so no single download base fits.
  downloadBase: null,
  files: [PLAYOFFS, REGULAR],
  licence: "MIT",
  attribution: "NBA Data 2010-2024 by Vitalii Korolyk (MIT), from NBA.com",
  gamePriority: 1,
  async read(ctx: ImportContext) {
    const rows = await readCsv(join(ctx.dir, PLAYOFFS));
    type Pending = { season: number; date: string; round: string; overtime: string | null; home?: Side; away?: Side; first: Origin };
    const byGame = new Map<string, Pending>();
    const seen = new Set<string>();
    rows.forEach((row: CsvRow, index) => {
      if (index % 500 === 0) ctx.progress(index, rows.length);
      const v = row.values;
      const where: Origin = { source: SOURCE, file: PLAYOFFS, line: row.line };
      const f = rowFields(ctx, where, v);
      // "2010-11": the season by its start year.
      const season = f.required("SEASON_YEAR", "season", (text) => (/^\d{4}-\d{2}$/.test(text) ? Number(text.slice(0, 4)) : null));
      // "2011-04-16" or "2011-04-16T00:00:00".
      const date = f.required("GAME_DATE", "date", (text) => (/^\d{4}-\d{2}-\d{2}(T00:00:00)?$/.test(text) ? parseIsoDate(text.slice(0, 10)) : null));
      // 004: a playoff game.
      const gameId = f.required("GAME_ID", "game id", (text) => (/^004\d{7}$/.test(text) ? text : null));
      // "BOS vs. NYK" at home, "BOS @ NYK" away; the row's own team first.
      const matchup = f.required("MATCHUP", "matchup", (text) => {
        const match = /^([A-Z]{3}) (vs\.|@) ([A-Z]{3})$/.exec(text);
        return match && match[1] === v.TEAM_ABBREVIATION ? match : null;
      });
      const points = f.score("PTS");
      // The game's length: 48 minutes and 5 more per overtime.
      const minutes = f.required("MIN", "minutes", (text) => {
        const n = parseNumber(text);
        return n !== null && n >= 48 && (n - 48) % 5 === 0 ? n : null;
      });
      // The source repeats some games (four lines for one GAME_ID): keep the first line per team.
      const key = `${gameId}|${v.TEAM_ID}`;
      if (seen.has(key)) {
        ctx.skip(where, `duplicate line for game ${gameId} and team ${v.TEAM_ABBREVIATION}`);
        return;
      }
      seen.add(key);
      const team = ctx.team("nba", v.TEAM_ABBREVIATION, season, where);
      const extra = (minutes - 48) / 5;
      const game = byGame.get(gameId) ?? {
        season,
        date,
        round: ROUNDS[gameId[7]] ?? null,
        overtime: extra === 0 ? null : extra === 1 ? "OT" : `${extra}OT`,
        first: where,
      };
      byGame.set(gameId, game);
      if (team === null) return;
      if (matchup[2] === "vs.") game.home = { team, points, where };
      else game.away = { team, points, where };
    });
    ctx.progress(rows.length, rows.length);
    for (const [id, game] of byGame) {
      if (!game.home || !game.away) {
        ctx.skip(game.first, `game ${id} lacks the line of one of its teams`);
        continue;
      }
      const record: GameRecord = {
        source: game.home.where.source,
        file: game.home.where.file,
        line: game.home.where.line,
        league: "nba",
        season: game.season,
        date: game.date,
        home: game.home.team,
        away: game.away.team,
        homeScore: game.home.points,
        awayScore: game.away.points,
        status: "final",
        type: game.round === "Finals" ? "final" : "playoff",
        round: game.round,
        overtime: game.overtime,
      };
      ctx.game(record);
    }

    // Regular-season lines carry neither a date nor home/away: they cannot become games.
    const regular = await readCsv(join(ctx.dir, REGULAR));
    regular.forEach((row, index) => {
      if (index % 5000 === 0) ctx.progress(index, regular.length);
      ctx.skip({ source: SOURCE, file: REGULAR, line: row.line }, "regular-season team line without game date or home/away");
    });
    ctx.progress(regular.length, regular.length);
  },
};
