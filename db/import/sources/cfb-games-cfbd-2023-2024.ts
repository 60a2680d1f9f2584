// Importer for cfb-games-cfbd-2023-2024: the 2023 and 2024 college football seasons from
// CollegeFootballData.com's /games answers. Every FBS team's regular season (conference championship
// games and games against FCS teams included) and the postseason as the files were saved: the 2023 bowls
// of 16-18 December 2023 only, the 2024 bowls and CFP to 4 January 2025. A postseason game the file lists
// without points is a fixture, never a result; a regular-season one was called off (postponed). Games
// without an FBS team are skipped with the reason.
import { roundFromNote } from "../college-football-playoff";
import { loadEraLeagues } from "../era-leagues";
import { easternKickoff, fbsGameTeams, readCfbdGames } from "./cfb-games-cfbd-2001-2020";
import type { LeagueSlug } from "../../../core/leagues";
import type { DatasetImporter } from "../types";

const SOURCE = "cfb-games-cfbd-2023-2024";
export const SEASONS = [2023, 2024];

/** FBS programs first (db/seed/cfb), then FCS programs (db/seed/fcs). */
const LEAGUES: ReadonlyArray<LeagueSlug> = ["cfb", "fcs"];
/** The file's divisions: FBS, FCS, Division II and III, blank for a school CFBD gives none. */
const DIVISIONS = ["fbs", "fcs", "ii", "iii"] as const;

/** Why a game the file places in no FBS team's schedule is not kept (most of the file's rows). */
export const NO_FBS_DIVISION = "a game with no FBS team (the file's divisions): FCS, Division II and Division III seasons are not kept";

/** The postseason game that decides the title, by the note the file gives it (neither season's file holds one). */
const TITLE_GAME = /National Championship/;

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["cfb", "fcs"],
  homepage: "https://collegefootballdata.com/",
  // Saved by a pick'em app (jhatfiel/railwayapp-express) as JSON and converted to CSV: no raw CSV base serves them.
  downloadBase: null,
  files: SEASONS.map((season) => `games_${season}.csv`),
  licence: "MIT (the repository that saved the API's answers); facts only (dates, teams, scores, venues, attendance)",
  attribution: "CollegeFootballData.com",
  gamePriority: 1,
  // CollegeFootballData.com names teams as in cfb-games-cfbd-2001-2020 (with the names it uses since).
  teamCodes: "cfb-games-cfbd-2001-2020",
  async read(ctx) {
    const leagueOf = await loadEraLeagues(LEAGUES);
    for (const season of SEASONS) {
      await readCfbdGames(ctx, { source: SOURCE, file: `games_${season}.csv`, season }, (where, v, f) => {
        const postseason = f.oneOf("season_type", "season type", ["regular", "postseason"]) === "postseason";
        const week = f.count("week", "week", 1);
        const kickoff = f.required("start_date", "kick-off", (text) => easternKickoff(text, season));
        const timeUnknown = f.flag("start_time_tbd", "TRUE", "FALSE");
        const completed = f.flag("completed", "TRUE", "FALSE");
        const neutralSite = f.flag("neutral_site", "TRUE", "FALSE");
        f.flag("conference_game", "TRUE", "FALSE");
        const attendance = f.optCount("attendance", "attendance");
        const homeDivision = f.optOneOf("home_division", "division", DIVISIONS);
        const awayDivision = f.optOneOf("away_division", "division", DIVISIONS);
        const homePoints = f.optScore("home_points");
        const awayPoints = f.optScore("away_points");
        if ((homePoints === null) !== (awayPoints === null)) {
          throw ctx.fail(where, `one score without the other (home_points '${v.home_points}', away_points '${v.away_points}')`);
        }
        // Thousands of rows are games of FCS, Division II and III schools no league of ours holds.
        if (homeDivision !== "fbs" && awayDivision !== "fbs") {
          ctx.skip(where, NO_FBS_DIVISION);
          return null;
        }
        // The seed's eras decide a program's division that season (decision 0105); they agree with the file's.
        const teams = fbsGameTeams(ctx, leagueOf, v, season, where);
        if (teams === null) return null;
        const { home, away } = teams;
        // Only a completed game with both scores is a result. Both files were saved after the regular season
        // ended, so a regular-season game without one was called off (App State-Liberty 2024, Hurricane
        // Helene); a postseason game without one was still to be played when the file was saved: a fixture.
        const played = completed && homePoints !== null;
        const status = played ? "final" : postseason ? "scheduled" : "postponed";
        const note = v.notes.trim() || null;
        return {
          ...where,
          league: "cfb",
          season,
          date: kickoff.date,
          time: timeUnknown ? null : kickoff.time,
          home: home.slug,
          away: away.slug,
          homeScore: played ? homePoints : null,
          awayScore: played ? awayPoints : null,
          status,
          type: !postseason ? "regular" : note && TITLE_GAME.test(note) ? "final" : "playoff",
          week: postseason ? "Postseason" : String(week),
          // The playoff's rounds named as the note names them; the other postseason games are bowl games (decision 0156).
          round: postseason ? roundFromNote(note) : null,
          venue: v.venue.trim() || null,
          neutralSite,
          attendance,
        };
      });
    }
  },
};
