// Importer for cfb-games-espn-2025: the 2025 college football season from ESPN (sportsdataverse /
// cfbfastR): every FBS team's regular season (its games against FCS teams included), the bowls and
// the College Football Playoff (its rounds from the bracket, the other postseason games bowl games).
// Games between two FCS teams are skipped with the reason (FCS_ONLY).
import { join } from "node:path";
import { readCsv } from "../../csv";
import { labelPlayoffBracket } from "../college-football-playoff";
import { rowFields } from "../fields";
import type { GameStatus } from "../../../core/game-status";
import type { LeagueSlug } from "../../../core/leagues";
import type { DatasetImporter, GameRecord, Origin } from "../types";

const SOURCE = "cfb-games-espn-2025";
const FILE = "cfb_schedule_2025.csv";
const SEASON = 2025;
/** The season_type codes kept: the regular season and the postseason (1 would be the preseason). */
const REGULAR_SEASON = "2";
const POSTSEASON = "3";
/** The US calendar day of a kick-off is its UTC instant read 10 hours behind (see usDateOfKickoff). */
const US_DAY_OFFSET_HOURS = 10;

/** FBS programs first (db/seed/cfb), then the FCS programs they played (db/seed/fcs). */
const LEAGUES: ReadonlyArray<LeagueSlug> = ["cfb", "fcs"];
/**
 * Why a game between two FCS teams is not kept: the file holds every FBS schedule but only the FCS
 * games ESPN processed (no FCS playoffs, few FCS-vs-FCS games), so they would make partial FCS records.
 */
export const FCS_ONLY =
  "a game between two FCS teams: the file has only some FCS games (no FCS playoffs, few games between FCS teams), so FCS seasons are not kept";

const STATUSES: Record<string, GameStatus | undefined> = {
  STATUS_FINAL: "final",
  STATUS_SCHEDULED: "scheduled",
  STATUS_POSTPONED: "postponed",
};

/**
 * The US calendar day of a kick-off given in UTC ("2026-01-20T00:30Z" -> "2026-01-19"): the file
 * has no time zones, and every kick-off from Hawaii (7 pm is 05:00Z the next day) to Ireland (noon
 * is 11:00Z) falls on its local day when the instant is read 10 hours behind UTC. Null when the text
 * is not such an instant.
 */
export function usDateOfKickoff(utc: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/.test(utc)) return null;
  const instant = new Date(utc.replace("Z", ":00Z"));
  if (Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 16) !== utc.slice(0, 16)) return null;
  return new Date(instant.getTime() - US_DAY_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

export const importer: DatasetImporter = {
  id: SOURCE,
  // Every game kept is an FBS game (filed under cfb); its FCS opponents are teams of the fcs league.
  leagues: ["cfb", "fcs"],
  homepage: "https://github.com/sportsdataverse/cfbfastR-cfb-data",
  // Published gzipped (cfb_schedule_2025.csv.gz); the folder holds it unzipped.
  downloadBase: null,
  files: [FILE],
  licence: "CC BY 4.0",
  attribution: "College football games from sportsdataverse / cfbfastR (ESPN data), CC BY 4.0",
  gamePriority: 1,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, FILE));
    const games: Array<GameRecord> = [];
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (index % 200 === 0) ctx.progress(index, rows.length);
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      const v = row.values;
      const f = rowFields(ctx, where, v);
      const gameId = f.required("game_id", "game id", (text) => (/^\d+$/.test(text) ? text : null));
      if (seen.has(gameId)) throw ctx.fail(where, `game id ${gameId} listed twice`);
      seen.add(gameId);
      f.oneOf("season", "season", [String(SEASON)]);
      const postseason = f.oneOf("season_type", "season type", [REGULAR_SEASON, POSTSEASON]) === POSTSEASON;
      const week = f.count("week", "week", 1);
      const date = f.required("game_date", "kick-off", usDateOfKickoff);
      const status = f.required("status", "status", (text) => STATUSES[text]);
      const homeScore = status === "final" ? f.score("home_score") : null;
      const awayScore = status === "final" ? f.score("away_score") : null;
      const neutralSite = f.flag("neutral_site", "true", "false");
      const attendance = f.optCount("attendance", "attendance");
      const home = ctx.teamIn(LEAGUES, v.home_team, SEASON, where);
      const away = ctx.teamIn(LEAGUES, v.away_team, SEASON, where);
      if (home === null || away === null) return;
      if (home.league === "fcs" && away.league === "fcs") {
        ctx.skip(where, FCS_ONLY);
        return;
      }
      games.push({
        source: where.source,
        file: where.file,
        line: where.line,
        league: "cfb",
        season: SEASON,
        date,
        home: home.slug,
        away: away.slug,
        homeScore,
        awayScore,
        status,
        type: postseason ? "playoff" : "regular",
        week: postseason ? "Postseason" : String(week),
        round: null,
        venue: v.venue.trim() || null,
        neutralSite,
        attendance,
      });
    });
    ctx.progress(rows.length, rows.length);
    // The College Football Playoff final is the season's last postseason game, alone on its day.
    const postseason = games.filter((game) => game.type !== "regular").sort((a, b) => a.date.localeCompare(b.date));
    const last = postseason.at(-1);
    if (last && postseason.filter((game) => game.date === last.date).length === 1) last.type = "final";
    // The playoff's rounds from its bracket; the other postseason games are bowl games.
    labelPlayoffBracket(postseason);
    games.sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
    for (const game of games) ctx.game(game);
  },
};
