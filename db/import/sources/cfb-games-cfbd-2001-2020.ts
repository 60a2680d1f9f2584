// Importer for cfb-games-cfbd-2001-2020: college football regular seasons 2001-2020 from
// CollegeFootballData.com (via cfbscrapR): every FBS team's games, those against FCS teams included,
// conference championship games as the last regular week; no bowls (decision 0105).
import { join } from "node:path";
import { easternClock, easternDate } from "../../../core/game-dates";
import { readCsv } from "../../csv";
import { loadEraLeagues, type EraLeagues } from "../era-leagues";
import { rowFields, type FieldReader } from "../fields";
import type { LeagueSlug } from "../../../core/leagues";
import type { DatasetImporter, GameRecord, ImportContext, Origin } from "../types";

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
export const OUTSIDE_DIVISION_I = new Set(["Western New Mexico", "Virginia Union", "Edward Waters", "West Virginia Tech", "Northwestern Oklahoma State"]);
export const OUTSIDE_DIVISION_I_REASON = "an opponent outside NCAA Division I (Division II or NAIA): no league of ours holds it, so the game is not kept";

export const NO_FBS_TEAM = "a game between two teams outside FBS that season (by the seed's eras): FCS seasons are not kept";

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

/**
 * The two programs of a CollegeFootballData.com game row (`home_team`, `away_team`), FBS programs first:
 * null when a name matches none (reported as unmatched) or when neither is an FBS program that season by
 * the seed's eras (skipped with NO_FBS_TEAM: Florida A&M's 2004 games, which the file lists as an FBS
 * independent's).
 */
export function fbsGameTeams(
  ctx: ImportContext,
  leagueOf: EraLeagues,
  v: Readonly<Record<string, string>>,
  season: number,
  where: Origin,
): { home: { slug: string }; away: { slug: string } } | null {
  const home = ctx.teamIn(LEAGUES, v.home_team, season, where);
  const away = ctx.teamIn(LEAGUES, v.away_team, season, where);
  if (home === null || away === null) return null;
  if (leagueOf(home.slug, season) !== "cfb" && leagueOf(away.slug, season) !== "cfb") {
    ctx.skip(where, NO_FBS_TEAM);
    return null;
  }
  return { home, away };
}

/** A CollegeFootballData.com games file: where it is, its season, and how it is written. */
export type CfbdFile = { source: string; file: string; season: number; encoding?: "latin1"; missing?: Array<string> };

/**
 * Reads one CFBD games file: each row's origin, values and field reader, its game id checked against the
 * file's others and its season against the file's; `readRow` gives the game to keep or null. The kept games
 * are emitted in date order.
 */
export async function readCfbdGames(
  ctx: ImportContext,
  { source, file, season, encoding, missing }: CfbdFile,
  readRow: (where: Origin, v: Readonly<Record<string, string>>, f: FieldReader) => GameRecord | null,
): Promise<void> {
  const rows = await readCsv(join(ctx.dir, file), encoding ? { encoding } : undefined);
  const games: Array<GameRecord> = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (index % 200 === 0) ctx.progress(index, rows.length);
    const where: Origin = { source, file, line: row.line };
    const f = rowFields(ctx, where, row.values, missing ? { missing } : undefined);
    const gameId = f.required("game_id", "game id", (text) => (/^\d+$/.test(text) ? text : null));
    if (seen.has(gameId)) throw ctx.fail(where, `game id ${gameId} listed twice`);
    seen.add(gameId);
    f.oneOf("season", "season", [String(season)]);
    const game = readRow(where, row.values, f);
    if (game) games.push(game);
  });
  ctx.progress(rows.length, rows.length);
  games.sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
  for (const game of games) ctx.game(game);
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
        // The file writes NA for a value it does not know.
        await readCfbdGames(ctx, { source: SOURCE, file: `schedules_${season}.csv`, season, encoding: "latin1", missing: ["NA"] }, (where, v, f) => {
          f.oneOf("season_type", "season type", ["regular"]);
          const week = f.count("week", "week", 1);
          const kickoff = f.required("start_date", "kick-off", (text) => easternKickoff(text, season));
          const timeUnknown = f.optFlag("start_time_tbd", "TRUE", "FALSE");
          const neutral = f.flag("neutral_site", "TRUE", "FALSE");
          f.optFlag("conference_game", "TRUE", "FALSE");
          const homeScore = f.optScore("home_points");
          const awayScore = f.optScore("away_points");
          // A game without both scores is a fixture (2020's December games, some of them cancelled), never a result.
          if ((homeScore === null) !== (awayScore === null)) {
            throw ctx.fail(where, `one score without the other (home_points '${v.home_points}', away_points '${v.away_points}')`);
          }
          // 0 or NA: attendance not known.
          const crowd = f.optCount("attendance", "attendance");
          if (OUTSIDE_DIVISION_I.has(v.home_team) || OUTSIDE_DIVISION_I.has(v.away_team)) {
            ctx.skip(where, OUTSIDE_DIVISION_I_REASON);
            return null;
          }
          const teams = fbsGameTeams(ctx, leagueOf, v, season, where);
          if (teams === null) return null;
          const { home, away } = teams;
          const played = homeScore !== null;
          return {
            source: where.source,
            file: where.file,
            line: where.line,
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
          };
        });
      }
    },
  };
}

export const importer: DatasetImporter = createCfbdImporter(SEASONS);
