// A season's postseason as a bracket: the series written at import (postseason_series, decision 0167),
// by round; a season without postseason games answers its rounds empty and says why.
import * as m from "../model";
import type { Sql } from "../../db/database";
import { notFound } from "../errors";
import { SITE_PARAMS, route, type Route } from "../router";
import { idBySlugOrId } from "../sql/id-or-slug";
import { seasonCard } from "../sql/season-cards";

type Matchup = m.Fields<typeof m.bracketMatchup>;
type SeriesRow = Omit<Matchup, "result" | "winner"> & { round: number; round_name: string; winner_id: number | null };

/** "4-3" for a series, "34-27" for a game, "5-3 on goals" for a two-game total-goals series, "no contest". */
export function matchupResult(row: Pick<Matchup, "decided_by" | "games" | "ties" | "team_a" | "team_b">): string | null {
  if (row.decided_by === "no contest") return "no contest";
  if (row.games === 0) return null;
  if (row.decided_by === "game") return `${row.team_a.score}-${row.team_b.score}`;
  if (row.decided_by === "total") return `${row.team_a.score}-${row.team_b.score} on goals`;
  return `${row.team_a.wins}-${row.team_b.wins}${row.ties > 0 ? `-${row.ties}` : ""}`;
}

/** Why a season has no bracket, from its status: not yet played, cancelled, or games we do not hold. */
function whyEmpty(status: string, note: string | null | undefined): string {
  if (status === "cancelled") return `This season's postseason was not played${note ? `: ${note}` : "."}`;
  if (status === "upcoming") return "This season has not begun: its postseason has no games yet.";
  if (status === "active") return "This season's postseason has not begun: its bracket fills as its games are played.";
  return "We hold no postseason games of this season.";
}

async function seriesOf(sql: Sql, seasonId: number): Promise<Array<SeriesRow>> {
  return sql.query<SeriesRow>(
    `SELECT s.id, s.round, s.round_name, s.label, s.position, s.ties, s.decided_by, s.games, s.unplayed, s.is_final,
            s.region, s.first_game_date, s.last_game_date, s.game_ids, s.winner_team_id AS winner_id,
            json_build_object('id', s.team_a_id, 'slug', ta.slug, 'name', s.team_a_name, 'wins', s.team_a_wins, 'score', s.team_a_score,
                              'seed', s.team_a_seed) AS team_a,
            json_build_object('id', s.team_b_id, 'slug', tb.slug, 'name', s.team_b_name, 'wins', s.team_b_wins, 'score', s.team_b_score,
                              'seed', s.team_b_seed) AS team_b
     FROM postseason_series s JOIN teams ta ON ta.id = s.team_a_id JOIN teams tb ON tb.id = s.team_b_id
     WHERE s.season_id = $1 ORDER BY s.round, s.position`,
    [seasonId],
  );
}

export const bracketRoutes: Array<Route> = [
  route({
    pattern: "championships/seasons/:id/bracket",
    model: m.bracket,
    params: [...SITE_PARAMS],
    cacheClass: "semi-static",
    async handle({ sql, params, now }) {
      const id = await idBySlugOrId(sql, "seasons", params.id, "Season");
      const [season, series, [bracket]] = await Promise.all([
        seasonCard(sql, id, now),
        seriesOf(sql, id),
        sql.query<{ rounds: Array<{ round: number; name: string; byes?: Array<string> }>; missing: Array<string> }>(
          "SELECT rounds, missing FROM postseason_brackets WHERE season_id = $1",
          [id],
        ),
      ]);
      if (!season) throw notFound("Season");
      const rounds = (bracket?.rounds ?? []).map((r) => ({
        round: r.round,
        name: r.name,
        byes: r.byes ?? [],
        matchups: series
          .filter((s) => s.round === r.round)
          .map(({ round: _round, round_name: _name, winner_id, ...s }) => ({
            ...s,
            winner: winner_id === null ? null : winner_id === s.team_a.id ? ("a" as const) : ("b" as const),
            result: matchupResult(s),
          })),
      }));
      return {
        season: { id: season.id, slug: season.slug, name: season.name, label: season.label, start_year: season.start_year, status: season.status },
        sport: season.sport,
        level: season.level,
        league: season.league,
        championship: season.championship_name && season.championship_slug ? { name: season.championship_name, slug: season.championship_slug } : null,
        rounds,
        missing: bracket?.missing ?? [],
        why_empty: rounds.length === 0 ? whyEmpty(season.status, season.title_note) : null,
      };
    },
  }),
];
