// Importer for nba-schedules-1996-2000: NBA regular-season and playoff games 1996-97..1998-99 from
// the NBA's stats schedules (hoopR / SportsDataverse).
import { join } from "node:path";
import { readCsv } from "../../csv";
import { isoDateFromParts, rowFields } from "../fields";
import { finalistsFromSeed, markFinalSeries, NBA_FINALS } from "../finals";
import type { DatasetImporter, GameRecord, Origin } from "../types";

const SOURCE = "nba-schedules-1996-2000";
const fileOf = (season: number) => `schedule_${season}-${String((season + 1) % 100).padStart(2, "0")}.csv`;

/** Game id prefixes: 001 preseason, 002 regular season, 003 All-Star and placeholders, 004 playoffs. */
const KINDS: Record<string, "regular" | "playoff" | undefined> = { "002": "regular", "004": "playoff" };
const SKIPPED_KINDS: Record<string, string> = {
  "001": "preseason game",
  "003": "All-Star Game or an empty placeholder row",
};

/** "Final", "Final/OT", "Final/OT2" -> null, "OT", "2OT"; undefined for anything else. */
function overtimeOf(statusText: string): string | null | undefined {
  if (statusText === "Final") return null;
  const match = /^Final\/OT(\d?)$/.exec(statusText);
  if (!match) return undefined;
  return match[1] === "" || match[1] === "1" ? "OT" : `${match[1]}OT`;
}

/** The importer for the files of the given seasons (start years: 1996 reads schedule_1996-97.csv). */
export function createNbaSchedulesImporter(seasons: Array<number>): DatasetImporter {
  return {
    id: SOURCE,
    leagues: ["nba"],
    homepage: "https://github.com/sportsdataverse/hoopR-nba-stats-data",
    downloadBase: "https://raw.githubusercontent.com/sportsdataverse/hoopR-nba-stats-data/9910c534c42dc224d3e7d9f1c717f750b68189ad/nba_stats/schedules/csv/",
    files: seasons.map(fileOf),
    licence: "CC BY 4.0 (hoopR.nba.stats authors); data from the NBA's stats service",
    attribution: "NBA schedules and results from hoopR / SportsDataverse (CC BY 4.0), from NBA.com stats",
    gamePriority: 3,
    async read(ctx) {
      const finalists = await finalistsFromSeed("nba");
      for (const season of seasons) {
        const file = fileOf(season);
        const rows = await readCsv(join(ctx.dir, file));
        const games: Array<GameRecord> = [];
        rows.forEach((row, index) => {
          if (index % 500 === 0) ctx.progress(index, rows.length);
          const where: Origin = { source: SOURCE, file, line: row.line };
          const v = row.values;
          const f = rowFields(ctx, where, v);
          const gameId = f.required("game_id", "game id", (text) => (/^00[1-4]\d{7}$/.test(text) ? text : null));
          const prefix = gameId.slice(0, 3);
          const type = KINDS[prefix];
          if (type === undefined) {
            ctx.skip(where, SKIPPED_KINDS[prefix] ?? `game id prefix ${prefix}`);
            return;
          }
          const expectedSeason = `${season}-${String((season + 1) % 100).padStart(2, "0")}`;
          f.oneOf("season", "season", [expectedSeason]);
          // game_date_time_est is the Eastern date and time, written with a "Z" it does not mean.
          const start = f.required("game_date_time_est", "date and time", (text) => {
            const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):00Z$/.exec(text);
            const day = match ? isoDateFromParts(Number(match[1]), Number(match[2]), Number(match[3])) : null;
            return match && day !== null ? { date: day, time: `${match[4]}:${match[5]}` } : null;
          });
          f.required("game_status", "game status", (text) => (text === "3" ? text : null), "3, a final game");
          const { overtime } = f.required("game_status_text", "status", (text) => {
            const extra = overtimeOf(text);
            return extra === undefined ? null : { overtime: extra };
          });
          const homeScore = f.score("home_team_score");
          const awayScore = f.score("away_team_score");
          if (homeScore === awayScore) throw ctx.fail(where, `tied score ${homeScore}-${awayScore}: an NBA game has a winner`);
          const home = ctx.team("nba", `${v.home_team_city} ${v.home_team_name}`, season, where);
          const away = ctx.team("nba", `${v.away_team_city} ${v.away_team_name}`, season, where);
          if (home === null || away === null) return;
          games.push({
            source: where.source,
            file: where.file,
            line: where.line,
            league: "nba",
            season,
            date: start.date,
            time: start.time,
            home,
            away,
            homeScore,
            awayScore,
            status: "final",
            type,
            // arena_name mixes names of the time with today's names of the buildings ("TD Garden" in
            // 1996): it is not imported rather than shown wrong.
            venue: null,
            overtime,
          });
        });
        ctx.progress(rows.length, rows.length);
        // Rows run newest first: hand the games on in date order.
        games.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? "") || b.line - a.line);
        markFinalSeries(games, finalists, NBA_FINALS);
        for (const game of games) ctx.game(game);
      }
    },
  };
}

export const importer: DatasetImporter = createNbaSchedulesImporter([1996, 1997, 1998]);
