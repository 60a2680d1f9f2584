// Importer for spreadspoke_scores.csv: NFL (and 1966-69 AFL) games 1966-2025 with week, stadium and neutral flag.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { parseSlashDate, rowFields } from "../fields";
import { AFL_FRANCHISES, AFL_TITLE_GAME, lastDateBySeason, NFL_TITLE_GAME } from "../finals";
import type { DatasetImporter, GameRecord, GameType, Origin } from "../types";

const SOURCE = "spreadspoke";
const FILE = "spreadspoke_scores.csv";

const ROUND_NAMES: Record<string, string> = {
  Wildcard: "Wild Card",
  Division: "Divisional",
  Conference: "Conference Championship",
  Superbowl: "Super Bowl",
};

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nfl"],
  homepage: "https://github.com/tobycrabtree/spreadspoke",
  downloadBase: "https://raw.githubusercontent.com/tobycrabtree/spreadspoke/1d309cb7f8f58a9eceb36293979dbcb1af70db94/",
  files: [FILE],
  licence: "No licence stated (public game facts; betting lines and weather are not imported)",
  attribution: "NFL scores and stadiums from spreadspoke by Toby Crabtree (NFL scores and betting data)",
  gamePriority: 2,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, FILE));
    const games: Array<GameRecord> = [];
    rows.forEach((row, index) => {
      const v = row.values;
      const origin: Origin = { source: SOURCE, file: FILE, line: row.line };
      if (index % 2000 === 0) ctx.progress(index, rows.length);
      // Rows of games not yet played at the snapshot carry no scores (and dirty team names).
      if (v.score_home.trim() === "" && v.score_away.trim() === "") {
        ctx.skip(origin, "game not yet played (no score)");
        return;
      }
      const f = rowFields(ctx, origin, v);
      // M/D/YYYY: "9/10/2023".
      const date = f.required("schedule_date", "date", parseSlashDate);
      const season = f.year("schedule_season");
      const homeScore = f.score("score_home");
      const awayScore = f.score("score_away");
      const playoff = f.flag("schedule_playoff", "TRUE", "FALSE");
      const neutral = f.flag("stadium_neutral", "TRUE", "FALSE");
      // A regular-season week number or a playoff round's name.
      const week = f.required("schedule_week", "week", (text) => (/^\d{1,2}$/.test(text) || Object.hasOwn(ROUND_NAMES, text) ? text : null));
      const home = ctx.team("nfl", v.team_home, season, origin);
      const away = ctx.team("nfl", v.team_away, season, origin);
      if (!home || !away) return;
      const type: GameType = week === "Superbowl" ? "final" : playoff ? "playoff" : "regular";
      games.push({
        source: origin.source,
        file: origin.file,
        line: origin.line,
        league: "nfl",
        season,
        date,
        home,
        away,
        homeScore,
        awayScore,
        status: "final",
        type,
        week,
        round: playoff ? (ROUND_NAMES[week] ?? null) : null,
        venue: v.stadium.trim() || null,
        neutralSite: neutral,
      });
    });
    ctx.progress(rows.length, rows.length);

    // 1966-1969: the NFL Championship Game is labelled "Conference" like the AFL title game (between
    // two AFL clubs) and the NFL's conference finals; it is that season's last "Conference" game
    // between two NFL clubs. The AFL's title game is its last "Conference" game between two AFL clubs.
    // Neither is a Super Bowl: only the week "Superbowl" is.
    const isNflTitleCandidate = (game: GameRecord): boolean =>
      game.season >= 1966 && game.season <= 1969 && game.week === "Conference" && !AFL_FRANCHISES.has(game.home) && !AFL_FRANCHISES.has(game.away);
    const isAflTitleCandidate = (game: GameRecord): boolean =>
      game.season >= 1966 && game.season <= 1969 && game.week === "Conference" && AFL_FRANCHISES.has(game.home) && AFL_FRANCHISES.has(game.away);
    const nflTitleDate = lastDateBySeason(games, isNflTitleCandidate);
    const aflTitleDate = lastDateBySeason(games, isAflTitleCandidate);
    for (const game of games) {
      if (isNflTitleCandidate(game) && nflTitleDate.get(game.season) === game.date) {
        ctx.game({ ...game, type: "final", round: NFL_TITLE_GAME });
      } else if (isAflTitleCandidate(game) && aflTitleDate.get(game.season) === game.date) {
        ctx.game({ ...game, round: AFL_TITLE_GAME });
      } else {
        ctx.game(game);
      }
    }
  },
};
