// Importer for cfb-games-espn-2025: the 2025 college football season from ESPN (sportsdataverse /
// cfbfastR): every FBS team's regular season (its games against FCS teams included), the bowls and
// the College Football Playoff. Games between two FCS teams are skipped with the reason (FCS_ONLY).
import { join } from "node:path";
import { readCsv } from "../../csv";
import { parseCount } from "../fields";
import type { GameStatus } from "../../../core/game-status";
import type { LeagueSlug } from "../../../core/leagues";
import type { DatasetImporter, GameRecord, Origin } from "../types";

const SOURCE = "cfb-games-espn-2025";
const FILE = "cfb_schedule_2025.csv";
const SEASON = 2025;
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
      if (!/^\d+$/.test(v.game_id)) throw ctx.fail(where, `bad game id '${v.game_id}' in column game_id`);
      if (seen.has(v.game_id)) throw ctx.fail(where, `game id ${v.game_id} listed twice`);
      seen.add(v.game_id);
      if (v.season !== String(SEASON)) throw ctx.fail(where, `bad season '${v.season}' in column season (expected ${SEASON})`);
      if (v.season_type !== "2" && v.season_type !== "3") {
        throw ctx.fail(where, `bad season type '${v.season_type}' in column season_type (2 regular, 3 postseason)`);
      }
      const week = parseCount(v.week);
      if (week === null || week < 1) throw ctx.fail(where, `bad week '${v.week}' in column week`);
      const date = usDateOfKickoff(v.game_date);
      if (date === null) throw ctx.fail(where, `bad kick-off '${v.game_date}' in column game_date`);
      const status = STATUSES[v.status];
      if (status === undefined) throw ctx.fail(where, `bad status '${v.status}' in column status`);
      let homeScore: number | null = null;
      let awayScore: number | null = null;
      if (status === "final") {
        homeScore = parseCount(v.home_score);
        if (homeScore === null) throw ctx.fail(where, `bad score '${v.home_score}' in column home_score`);
        awayScore = parseCount(v.away_score);
        if (awayScore === null) throw ctx.fail(where, `bad score '${v.away_score}' in column away_score`);
      }
      if (v.neutral_site !== "true" && v.neutral_site !== "false") {
        throw ctx.fail(where, `bad flag '${v.neutral_site}' in column neutral_site`);
      }
      const attendance = v.attendance === "" ? null : parseCount(v.attendance);
      if (attendance === null && v.attendance !== "") throw ctx.fail(where, `bad attendance '${v.attendance}' in column attendance`);
      const home = ctx.teamIn(LEAGUES, v.home_team, SEASON, where);
      const away = ctx.teamIn(LEAGUES, v.away_team, SEASON, where);
      if (home === null || away === null) return;
      if (home.league === "fcs" && away.league === "fcs") {
        ctx.skip(where, FCS_ONLY);
        return;
      }
      const postseason = v.season_type === "3";
      games.push({
        source: where.source, file: where.file, line: where.line,
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
        neutralSite: v.neutral_site === "true",
        attendance,
      });
    });
    ctx.progress(rows.length, rows.length);
    // The College Football Playoff final is the season's last postseason game, alone on its day.
    const postseason = games.filter((game) => game.type !== "regular").sort((a, b) => a.date.localeCompare(b.date));
    const last = postseason.at(-1);
    if (last && postseason.filter((game) => game.date === last.date).length === 1) {
      last.type = "final";
      last.round = "CFP National Championship";
    }
    games.sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
    for (const game of games) ctx.game(game);
  },
};
