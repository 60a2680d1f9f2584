// What we hold of one team's season, for pages that must say plainly when a season's games are in no
// dataset or the season is still being played: games held (the team's and the league's), where they
// came from, the published record and the season's champion, and whether the season is complete.
import * as m from "../model";
import { seasonState } from "../../core/season-status";
import { badRequest, notFound } from "../errors";
import { parseParams } from "../params";
import { SITE_PARAMS, route, type Route } from "../router";
import { eraInSeason } from "../sql/team-eras";

type TeamRow = { id: number; slug: string; league: string; league_id: number; founded_year: number | null; folded_year: number | null };
type Counts = { regular: number; postseason: number; title_games: number; postseason_fixtures: number };

const GAME_COUNTS = `count(*) FILTER (WHERE g.game_type = 'regular')::int AS regular,
  count(*) FILTER (WHERE g.game_type <> 'regular')::int AS postseason,
  count(*) FILTER (WHERE g.game_type = 'final')::int AS title_games,
  count(*) FILTER (WHERE g.game_type <> 'regular' AND g.status = 'scheduled')::int AS postseason_fixtures`;

export const coverageRoutes: Array<Route> = [
  route({
    pattern: "teams/teams/:id/coverage",
    model: m.teamCoverage,
    params: ["year", ...SITE_PARAMS],
    // The answer changes with today's date (a season in progress), so it is not cached for long.
    cacheClass: "dynamic",
    async handle({ sql, params, url, now }) {
      const { year } = parseParams(url, ["year"]);
      if (year === undefined) throw badRequest("Parameter 'year' is required.");
      const key = params.id;
      if (key.length > 120 || !/^[a-z0-9-]+$/.test(key)) throw notFound("Team");
      const [team] = await sql.query<TeamRow>(
        `SELECT t.id, t.slug, l.slug AS league, l.id AS league_id, t.founded_year, t.folded_year
         FROM teams t JOIN leagues l ON l.id = t.league_id WHERE t.slug = $1 OR t.id::text = $1`,
        [key],
      );
      if (!team) throw notFound("Team");
      // The league the team played in that season: its era's (Appalachian State was an FCS program in
      // 2007, Idaho an FBS one in 2010; decision 0105), else its own.
      const [eraLeague] = await sql.query<{ league: string; league_id: number }>(
        `SELECT l.slug AS league, l.id AS league_id FROM team_eras e JOIN leagues l ON l.id = e.league_id
         WHERE e.team_id = $1 AND coalesce(e.first_season, -1) <= $2 AND coalesce(e.last_season, 9999) >= $2
         ORDER BY e.first_season DESC NULLS LAST LIMIT 1`,
        [team.id, year],
      );
      if (eraLeague) Object.assign(team, eraLeague);
      const [teamGames] = await sql.query<Counts & { fixtures: number; sources: Array<string> | null }>(
        `SELECT ${GAME_COUNTS}, count(*) FILTER (WHERE g.status = 'scheduled')::int AS fixtures,
                array_agg(DISTINCT g.source) AS sources FROM games g
         WHERE (g.home_team_id = $1 OR g.away_team_id = $1) AND g.season_start_year = $2`,
        [team.id, year],
      );
      const otherLeagueGames = await sql.query<{ league: string; abbreviation: string; games: number }>(
        `SELECT l.slug AS league, l.abbreviation, count(*)::int AS games FROM games g JOIN leagues l ON l.id = g.league_id
         WHERE (g.home_team_id = $1 OR g.away_team_id = $1) AND g.season_start_year = $2 AND g.league_id <> $3
         GROUP BY l.slug, l.abbreviation ORDER BY games DESC, l.slug`,
        [team.id, year, team.league_id],
      );
      const [leagueGames] = await sql.query<Counts>(`SELECT ${GAME_COUNTS} FROM games g WHERE g.league_id = $1 AND g.season_start_year = $2`, [
        team.league_id,
        year,
      ]);
      const [published] = await sql.query<NonNullable<m.Fields<typeof m.teamCoverage>["published_record"]>>(
        `SELECT wins, losses, ties, ot_losses, points, source FROM team_season_records
         WHERE team_id = $1 AND season_start_year = $2 ORDER BY source LIMIT 1`,
        [team.id, year],
      );
      const champions = await sql.query<{
        championship: string;
        championship_slug: string;
        status: string;
        winner_name: string | null;
        winner_slug: string | null;
        team_won: boolean;
      }>(
        `SELECT c.name AS championship, c.slug AS championship_slug, r.status,
                coalesce(r.winner_name, era.name, w.name) AS winner_name, w.slug AS winner_slug,
                coalesce(r.winner_team_id = $3, false) AS team_won
         FROM championship_results r JOIN championships c ON c.id = r.championship_id
         LEFT JOIN teams w ON w.id = r.winner_team_id
         LEFT JOIN LATERAL (${eraInSeason("r.winner_team_id", "r.season_start_year")}) era ON true
         WHERE c.league_id = $1 AND r.season_start_year = $2 ORDER BY c.id`,
        [team.league_id, year, team.id],
      );
      const [presence] = await sql.query<{ played: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM standings WHERE team_id = $1 AND season_start_year = $2)
             OR EXISTS (SELECT 1 FROM team_season_records WHERE team_id = $1 AND season_start_year = $2)
             OR EXISTS (SELECT 1 FROM championship_results WHERE (winner_team_id = $1 OR runner_up_team_id = $1) AND season_start_year = $2)
             OR $3 > 0 AS played`,
        [team.id, year, teamGames.regular + teamGames.postseason],
      );
      // The season's champion is decided by a result in the seed or by its final in the games we hold.
      const [season] = await sql.query<{ title_decided: boolean; first_game_date: string | null }>(
        `SELECT ss.title_decided, ss.first_game_date FROM seasons se JOIN season_summaries ss ON ss.season_id = se.id
         WHERE se.league_id = $1 AND se.start_year = $2`,
        [team.league_id, year],
      );
      const state = seasonState(
        {
          league: team.league,
          startYear: year,
          titleDecided: (season?.title_decided ?? false) || champions.length > 0,
          firstGameDate: season?.first_game_date ?? null,
        },
        now,
      );
      // No titleNotHeld is given, so the state is never "not_held" here (the model has no such state).
      if (state === "not_held") throw new Error("A team's coverage is never of a season not held.");
      // A club takes part in a season being played unless it had folded (or not yet begun) by then.
      const active = (team.folded_year === null || team.folded_year >= year) && (team.founded_year === null || team.founded_year <= year);
      return {
        team: team.slug,
        league: team.league,
        year,
        state,
        team_played: presence.played || (state === "in_progress" && active),
        team_games: { regular: teamGames.regular, postseason: teamGames.postseason, fixtures: teamGames.fixtures },
        league_games: leagueGames,
        sources: teamGames.sources?.filter((s) => s !== null).sort() ?? [],
        other_league_games: otherLeagueGames,
        published_record: published ?? null,
        champions: champions.map(({ championship, championship_slug, status, winner_name, winner_slug, team_won }) => ({
          championship,
          championship_slug,
          status,
          winner_name,
          winner_slug,
          team_won,
        })),
      };
    },
  }),
];
