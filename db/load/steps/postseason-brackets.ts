// Step: every postseason as a bracket (decision 0167): each league-season's postseason games read as
// series in rounds by core/brackets.ts, each team named as it was that season, written once at import.
// A seeded tournament whose games we hold undated (tournament_games, decision 0179) is drawn from those
// games by core/tournament-bracket.ts instead, its title game linked to the games table's.
import { bracketOf, type Bracket, type BracketGame } from "../../../core/brackets";
import { tournamentBracketOf, type TournamentGame } from "../../../core/tournament-bracket";
import type { Sql } from "../../database";
import { bulkInsert } from "../bulk-insert";
import type { LoadStep } from "./load-context";

type GameRow = BracketGame & { league: string; league_id: number; season_id: number; season: number };

/** The postseason games of every league-season (or one season's), in order. */
async function postseasonGames(sql: Sql, seasonId: number | null): Promise<Array<GameRow>> {
  return sql.query<GameRow>(
    `SELECT g.id, g.game_date::text AS date, g.home_team_id AS home, g.away_team_id AS away, g.home_score AS "homeScore",
            g.away_score AS "awayScore", g.round, g.game_type AS type, l.slug AS league, g.league_id, g.season_id,
            g.season_start_year AS season
     FROM games g JOIN leagues l ON l.id = g.league_id
     WHERE g.game_type <> 'regular' ${seasonId === null ? "" : "AND g.season_id = $1"}
     ORDER BY g.season_id, g.game_date, g.id`,
    seasonId === null ? [] : [seasonId],
  );
}

type TournamentRow = TournamentGame & { league_id: number; season_id: number; season: number };

/** The undated games of the seeded tournaments (or of one season's), in the source's order. */
async function tournamentGamesOf(sql: Sql, seasonId: number | null): Promise<Array<TournamentRow>> {
  return sql.query<TournamentRow>(
    `SELECT source_line AS line, round, winner_team_id AS winner, loser_team_id AS loser, winner_seed AS "winnerSeed",
            loser_seed AS "loserSeed", winner_score AS "winnerScore", loser_score AS "loserScore", no_contest AS "noContest",
            league_id, season_id, season_start_year AS season
     FROM tournament_games ${seasonId === null ? "" : "WHERE season_id = $1"}
     ORDER BY season_id, source_line`,
    seasonId === null ? [] : [seasonId],
  );
}

/** Each team's name in each season it played postseason games (its era's name, else the team's). */
async function namesInSeason(sql: Sql, seasonId: number | null): Promise<Map<string, string>> {
  const rows = await sql.query<{ team: number; season: number; name: string }>(
    `WITH sides AS (
       SELECT DISTINCT t.team, g.season_start_year AS season
       FROM games g CROSS JOIN LATERAL (VALUES (g.home_team_id), (g.away_team_id)) AS t(team)
       WHERE g.game_type <> 'regular' ${seasonId === null ? "" : "AND g.season_id = $1"}
       UNION
       SELECT DISTINCT t.team, g.season_start_year AS season
       FROM tournament_games g CROSS JOIN LATERAL (VALUES (g.winner_team_id), (g.loser_team_id)) AS t(team)
       ${seasonId === null ? "" : "WHERE g.season_id = $1"})
     SELECT s.team, s.season, coalesce(e.name, t.name) AS name
     FROM sides s JOIN teams t ON t.id = s.team
     LEFT JOIN LATERAL (SELECT e.name FROM team_eras e WHERE e.team_id = s.team AND coalesce(e.first_season, 0) <= s.season
       AND coalesce(e.last_season, 9999) >= s.season ORDER BY e.first_season DESC NULLS LAST LIMIT 1) e ON true`,
    seasonId === null ? [] : [seasonId],
  );
  return new Map(rows.map((r) => [`${r.team}|${r.season}`, r.name]));
}

/** Each season's title pairing (winner, runner-up) as its championship result names it. */
async function titlePairs(sql: Sql): Promise<Map<number, [number, number]>> {
  const rows = await sql.query<{ season_id: number; winner: number; runner_up: number }>(
    `SELECT season_id, winner_team_id AS winner, runner_up_team_id AS runner_up FROM championship_results
     WHERE status = 'held' AND winner_team_id IS NOT NULL AND runner_up_team_id IS NOT NULL`,
  );
  return new Map(rows.map((r) => [r.season_id, [r.winner, r.runner_up]]));
}

/**
 * Writes the brackets of every league-season (or of one season, for the season sync) from the games
 * table. Returns the series written.
 */
export async function writeBrackets(sql: Sql, seasonId: number | null = null): Promise<{ series: number; brackets: number }> {
  const [games, tournaments, names, titles, titled] = await Promise.all([
    postseasonGames(sql, seasonId),
    tournamentGamesOf(sql, seasonId),
    namesInSeason(sql, seasonId),
    titlePairs(sql),
    sql.query<{ league_id: number }>("SELECT DISTINCT league_id FROM championships"),
  ]);
  const titledLeagues = new Set(titled.map((r) => r.league_id));
  if (seasonId === null) await sql.exec("TRUNCATE postseason_series, postseason_brackets RESTART IDENTITY");
  else {
    await sql.query("DELETE FROM postseason_series WHERE season_id = $1", [seasonId]);
    await sql.query("DELETE FROM postseason_brackets WHERE season_id = $1", [seasonId]);
  }
  const bySeason = new Map<number, Array<GameRow>>();
  for (const g of games) bySeason.set(g.season_id, [...(bySeason.get(g.season_id) ?? []), g]);
  const tournamentOf = new Map<number, Array<TournamentRow>>();
  for (const g of tournaments) tournamentOf.set(g.season_id, [...(tournamentOf.get(g.season_id) ?? []), g]);
  const seasons = new Map<number, { league_id: number; season: number }>();
  for (const g of [...games, ...tournaments]) seasons.set(g.season_id, { league_id: g.league_id, season: g.season });
  const seriesRows: Array<Array<unknown>> = [];
  const bracketRows: Array<Array<unknown>> = [];
  for (const [season_id, { league_id, season }] of seasons) {
    const seasonGames = bySeason.get(season_id) ?? [];
    const tournament = tournamentOf.get(season_id);
    const nameOf = (team: number) => names.get(`${team}|${season}`) ?? String(team);
    let bracket: Bracket;
    if (tournament) {
      // The title game as the games table holds it (dated from the seed), so the bracket links to it.
      const title = seasonGames.find((g) => g.type === "final") ?? null;
      bracket = tournamentBracketOf(season, tournament, nameOf, title && { id: title.id, date: title.date, home: title.home, away: title.away });
    } else {
      const { league } = seasonGames[0];
      bracket = bracketOf(league, season, seasonGames, nameOf, titles.get(season_id) ?? null, !titledLeagues.has(league_id));
    }
    if (bracket.series.length === 0) continue;
    bracketRows.push([season_id, league_id, season, bracket.rounds, bracket.missing]);
    for (const s of bracket.series) {
      seriesRows.push([
        league_id,
        season_id,
        season,
        s.round,
        s.roundName,
        s.label,
        s.position,
        s.teamA,
        s.teamB,
        nameOf(s.teamA),
        nameOf(s.teamB),
        s.seedA,
        s.seedB,
        s.region,
        s.winsA,
        s.winsB,
        s.ties,
        s.scoreA,
        s.scoreB,
        s.games,
        s.unplayed,
        s.winner,
        s.decidedBy,
        s.isFinal,
        s.gameIds,
        s.firstDate,
        s.lastDate,
      ]);
    }
  }
  const series = await bulkInsert(
    sql,
    "postseason_series",
    [
      ["league_id", "int"],
      ["season_id", "int"],
      ["season_start_year", "int"],
      ["round", "int"],
      ["round_name", "text"],
      ["label", "text"],
      ["position", "int"],
      ["team_a_id", "int"],
      ["team_b_id", "int"],
      ["team_a_name", "text"],
      ["team_b_name", "text"],
      ["team_a_seed", "int"],
      ["team_b_seed", "int"],
      ["region", "text"],
      ["team_a_wins", "int"],
      ["team_b_wins", "int"],
      ["ties", "int"],
      ["team_a_score", "int"],
      ["team_b_score", "int"],
      ["games", "int"],
      ["unplayed", "int"],
      ["winner_team_id", "int"],
      ["decided_by", "text"],
      ["is_final", "bool"],
      ["game_ids", "jsonb"],
      ["first_game_date", "date"],
      ["last_game_date", "date"],
    ],
    seriesRows,
  );
  const brackets = await bulkInsert(
    sql,
    "postseason_brackets",
    [
      ["season_id", "int"],
      ["league_id", "int"],
      ["season_start_year", "int"],
      ["rounds", "jsonb"],
      ["missing", "jsonb"],
    ],
    bracketRows,
  );
  return { series, brackets };
}

export const postseasonBrackets: LoadStep = {
  name: "postseason brackets",
  gamesSide: { copies: [{ table: "postseason_series" }, { table: "postseason_brackets" }] },
  async run({ tx, counts }) {
    const written = await writeBrackets(tx);
    counts.postseason_series = written.series;
    counts.postseason_brackets = written.brackets;
    await tx.exec("ANALYZE postseason_series, postseason_brackets");
  },
};
