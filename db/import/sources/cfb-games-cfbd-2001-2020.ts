// Importer for cfb-games-cfbd-2001-2020: college football regular seasons 2001-2020 from
// CollegeFootballData.com (via cfbscrapR): every FBS team's games, those against FCS teams included,
// conference championship games as the last regular week; no bowls (decision 0105).
import { join } from "node:path";
import { easternClock, easternDate } from "../../../core/game-dates";
import { readCsv } from "../../csv";
import { loadEraLeagues } from "../era-leagues";
import { parseCount } from "../fields";
import type { LeagueSlug } from "../../../core/leagues";
import type { DatasetImporter, GameRecord, Origin } from "../types";

const SOURCE = "cfb-games-cfbd-2001-2020";
export const FIRST_SEASON = 2001;
export const LAST_SEASON = 2020;
/** From this season the file's kick-offs are real UTC instants; before it, Eastern clock times suffixed Z. */
export const FIRST_UTC_SEASON = 2018;
const SEASONS = Array.from({ length: LAST_SEASON - FIRST_SEASON + 1 }, (_, i) => FIRST_SEASON + i);

/** FBS programs first (db/seed/cfb), then FCS programs (db/seed/fcs). */
const LEAGUES: ReadonlyArray<LeagueSlug> = ["cfb", "fcs"];

/**
 * Opponents outside NCAA Division I (Division II and NAIA schools) that FBS teams played: no league of
 * ours holds them, so their games are skipped with this reason (five games in the file).
 */
export const OUTSIDE_DIVISION_I = new Set([
  "Western New Mexico",
  "Virginia Union",
  "Edward Waters",
  "West Virginia Tech",
  "Northwestern Oklahoma State",
]);
export const OUTSIDE_DIVISION_I_REASON =
  "an opponent outside NCAA Division I (Division II or NAIA): no league of ours holds it, so the game is not kept";

export const NO_FBS_TEAM =
  "a game between two teams outside FBS that season (by the seed's eras): FCS seasons are not kept";

const KICKOFF = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):\d{2}(?:\.\d{3})?Z$/;

/**
 * The Eastern calendar day and clock of a kick-off as the file writes it. For 2001-2017 the clock is
 * already the Eastern kick-off time though suffixed Z (Ohio State-Michigan 2006 "15:30Z" is 3:30 pm
 * ET); from 2018 it is a UTC instant, and an evening game falls on the next UTC day
 * ("2019-08-25T02:30:00.000Z" is 2019-08-24, 22:30 ET). Null when the text is not such a time.
 */
export function easternKickoff(text: string, season: number): { date: string; time: string } | null {
  const match = KICKOFF.exec(text);
  if (!match) return null;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 16) !== text.slice(0, 16)) return null;
  if (season < FIRST_UTC_SEASON) return { date: match[1], time: `${match[2]}:${match[3]}` };
  return { date: easternDate(instant), time: easternClock(instant) };
}

function flag(value: string): boolean | null | undefined {
  if (value === "TRUE") return true;
  if (value === "FALSE") return false;
  if (value === "NA") return null;
  return undefined;
}

function points(value: string): number | null | undefined {
  if (value === "NA") return null;
  const count = parseCount(value);
  return count === null ? undefined : count;
}

/** The importer for some of the dataset's seasons (the fixtures' tests read three). */
export function createCfbdImporter(seasons: ReadonlyArray<number>): DatasetImporter {
  return {
    id: SOURCE,
    leagues: ["cfb", "fcs"],
    homepage: "https://github.com/saiemgilani/cfbscrapR-data",
    downloadBase: "https://raw.githubusercontent.com/saiemgilani/cfbscrapR-data/8e8fecb86dd3673da257f9c7c6f03bd87dce53ce/schedules/csv/",
    files: seasons.map((season) => `schedules_${season}.csv`),
    licence: "MIT (stated in DESCRIPTION; no LICENSE file); facts only (dates, teams, scores, venues, attendance)",
    attribution: "CollegeFootballData.com via cfbscrapR (Saiem Gilani)",
    gamePriority: 1,
    async read(ctx) {
      const leagueOf = await loadEraLeagues(LEAGUES);
      for (const season of seasons) {
        const file = `schedules_${season}.csv`;
        const rows = await readCsv(join(ctx.dir, file), { encoding: "latin1" });
        const games: Array<GameRecord> = [];
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (index % 200 === 0) ctx.progress(index, rows.length);
          const where: Origin = { source: SOURCE, file, line: row.line };
          const v = row.values;
          if (!/^\d+$/.test(v.game_id)) throw ctx.fail(where, `bad game id '${v.game_id}' in column game_id`);
          if (seen.has(v.game_id)) throw ctx.fail(where, `game id ${v.game_id} listed twice`);
          seen.add(v.game_id);
          if (v.season !== String(season)) throw ctx.fail(where, `bad season '${v.season}' in column season (expected ${season})`);
          if (v.season_type !== "regular") throw ctx.fail(where, `bad season type '${v.season_type}' in column season_type (expected regular)`);
          const week = parseCount(v.week);
          if (week === null || week < 1) throw ctx.fail(where, `bad week '${v.week}' in column week`);
          const kickoff = easternKickoff(v.start_date, season);
          if (kickoff === null) throw ctx.fail(where, `bad kick-off '${v.start_date}' in column start_date`);
          const timeUnknown = flag(v.start_time_tbd);
          if (timeUnknown === undefined) throw ctx.fail(where, `bad flag '${v.start_time_tbd}' in column start_time_tbd`);
          const neutral = flag(v.neutral_site);
          if (neutral === undefined || neutral === null) throw ctx.fail(where, `bad flag '${v.neutral_site}' in column neutral_site`);
          if (flag(v.conference_game) === undefined) throw ctx.fail(where, `bad flag '${v.conference_game}' in column conference_game`);
          const homeScore = points(v.home_points);
          if (homeScore === undefined) throw ctx.fail(where, `bad score '${v.home_points}' in column home_points`);
          const awayScore = points(v.away_points);
          if (awayScore === undefined) throw ctx.fail(where, `bad score '${v.away_points}' in column away_points`);
          // A game without both scores is a fixture (2020's December games, some of them cancelled), never a result.
          if ((homeScore === null) !== (awayScore === null)) {
            throw ctx.fail(where, `one score without the other (home_points '${v.home_points}', away_points '${v.away_points}')`);
          }
          // 0 or NA: attendance not known.
          const crowd = v.attendance === "NA" ? null : parseCount(v.attendance);
          if (crowd === null && v.attendance !== "NA") throw ctx.fail(where, `bad attendance '${v.attendance}' in column attendance`);
          if (OUTSIDE_DIVISION_I.has(v.home_team) || OUTSIDE_DIVISION_I.has(v.away_team)) {
            ctx.skip(where, OUTSIDE_DIVISION_I_REASON);
            return;
          }
          const home = ctx.teamIn(LEAGUES, v.home_team, season, where);
          const away = ctx.teamIn(LEAGUES, v.away_team, season, where);
          if (home === null || away === null) return;
          // The file holds FBS teams' games; one between two teams outside FBS that season by the seed's
          // eras (Florida A&M's 2004 games, which the file lists as an FBS independent's) is not kept.
          if (leagueOf(home.slug, season) !== "cfb" && leagueOf(away.slug, season) !== "cfb") {
            ctx.skip(where, NO_FBS_TEAM);
            return;
          }
          const played = homeScore !== null;
          games.push({
            source: where.source, file: where.file, line: where.line,
            league: "cfb",
            season,
            date: kickoff.date,
            time: timeUnknown ? null : kickoff.time,
            home: home.slug,
            away: away.slug,
            homeScore,
            awayScore,
            status: played ? "final" : "scheduled",
            type: "regular",
            week: String(week),
            round: null,
            venue: v.venue === "NA" ? null : v.venue.trim() || null,
            neutralSite: neutral,
            attendance: crowd === 0 ? null : crowd,
          });
        });
        ctx.progress(rows.length, rows.length);
        games.sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
        for (const game of games) ctx.game(game);
      }
    },
  };
}

export const importer: DatasetImporter = createCfbdImporter(SEASONS);
