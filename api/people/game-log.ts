// A player's game log (decision 0163): for one season, each game's date, opponent, result and his
// passing, rushing and receiving line, linked to the game; the seasons he has lines in; and his career
// highs in a game (most passing, rushing and receiving yards and touchdowns) with links to those games.
// NFL 1999-2020 only (core/box-scores.ts): other players have no game log.
import { boxScoreBound, boxScoreSeasons } from "../../core/box-scores";
import type { Sql } from "../../db/database";
import { badRequest, notFound } from "../errors";
import { parseParams } from "../params";
import { eraInSeason } from "../sql/team-eras";

export type GameLogLine = {
  game_id: number;
  date: string;
  season: number;
  week: string | null;
  game_type: string;
  team: { slug: string; name: string };
  opponent: { slug: string; name: string };
  at_home: boolean;
  result: string | null;
  completions: number;
  attempts: number;
  passing_yards: number;
  passing_touchdowns: number;
  interceptions: number;
  rushing_attempts: number;
  rushing_yards: number;
  rushing_touchdowns: number;
  receptions: number;
  targets: number;
  receiving_yards: number;
  receiving_touchdowns: number;
};

/** A career high: the statistic, its value and the game it came in (the earliest when tied). */
export type CareerHigh = { stat: string; label: string; value: number; game_id: number; date: string; opponent: string };

/** The statistics a career high is kept for, in the fans' words. */
export const CAREER_HIGHS: ReadonlyArray<[column: string, label: string]> = [
  ["passing_yards", "Most passing yards in a game"],
  ["passing_touchdowns", "Most touchdown passes in a game"],
  ["rushing_yards", "Most rushing yards in a game"],
  ["rushing_touchdowns", "Most rushing touchdowns in a game"],
  ["receiving_yards", "Most receiving yards in a game"],
  ["receptions", "Most receptions in a game"],
  ["receiving_touchdowns", "Most receiving touchdowns in a game"],
];

const LINE_COLUMNS = `l.completions, l.attempts, l.passing_yards, l.passing_touchdowns, l.interceptions, l.rushing_attempts, l.rushing_yards,
  l.rushing_touchdowns, l.receptions, l.targets, l.receiving_yards, l.receiving_touchdowns`;

type Row = Omit<GameLogLine, "team" | "opponent" | "result" | "at_home"> & {
  team_id: number;
  home_team_id: number;
  home_score: number | null;
  away_score: number | null;
  team_slug: string;
  team_name: string;
  opponent_slug: string;
  opponent_name: string;
};

function resultOf(row: Row): string | null {
  if (row.home_score === null || row.away_score === null) return null;
  const home = row.team_id === row.home_team_id;
  const own = home ? row.home_score : row.away_score;
  const other = home ? row.away_score : row.home_score;
  return `${own > other ? "W" : own < other ? "L" : "T"} ${own}-${other}`;
}

export async function playerGameLog(sql: Sql, key: string, url: URL) {
  const { season } = parseParams(url, ["season"]);
  const isId = /^\d{1,9}$/.test(key);
  if (!isId && (key.length > 120 || !/^[a-z0-9-]+$/.test(key))) throw notFound("Player");
  const [player] = await sql.query<{ id: number; slug: string; full_name: string; league_slug: string; league_name: string }>(
    `SELECT p.id, p.slug, pe.full_name, l.slug AS league_slug, l.name AS league_name
     FROM players p JOIN people pe ON pe.id = p.person_id JOIN leagues l ON l.id = p.league_id WHERE ${isId ? "p.id" : "p.slug"} = $1`,
    [isId ? Number(key) : key],
  );
  if (!player) throw notFound("Player");
  const seasons = boxScoreSeasons(player.league_slug);
  const bound = seasons ? boxScoreBound(seasons) : null;
  const held = seasons
    ? await sql.query<{ season: number; games: number }>(
        "SELECT season_start_year AS season, count(*)::int AS games FROM nfl_player_games WHERE player_id = $1 GROUP BY 1 ORDER BY 1",
        [player.id],
      )
    : [];
  if (season !== undefined && !held.some((entry) => entry.season === season)) {
    throw badRequest(`Parameter 'season' names no season of this player's game log (${held.map((entry) => entry.season).join(", ") || "none"}).`);
  }
  const shown = season ?? held.at(-1)?.season ?? null;
  const rows =
    shown === null
      ? []
      : await sql.query<Row>(
          `SELECT l.game_id, l.game_date::text AS date, l.season_start_year AS season, g.week, g.game_type, l.team_id, g.home_team_id,
                  g.home_score, g.away_score, t.slug AS team_slug, coalesce(te.name, t.name) AS team_name,
                  o.slug AS opponent_slug, coalesce(oe.name, o.name) AS opponent_name, ${LINE_COLUMNS}
           FROM nfl_player_games l JOIN games g ON g.id = l.game_id
           JOIN teams t ON t.id = l.team_id
           JOIN teams o ON o.id = CASE WHEN g.home_team_id = l.team_id THEN g.away_team_id ELSE g.home_team_id END
           LEFT JOIN LATERAL (${eraInSeason("t.id", "l.season_start_year")}) te ON true
           LEFT JOIN LATERAL (${eraInSeason("o.id", "l.season_start_year")}) oe ON true
           WHERE l.player_id = $1 AND l.season_start_year = $2 ORDER BY l.game_date, l.id`,
          [player.id, shown],
        );
  const highs = seasons ? await careerHighs(sql, player.id) : [];
  return {
    player: { slug: player.slug, name: player.full_name, league: { slug: player.league_slug, name: player.league_name } },
    bound,
    seasons: held,
    season: shown,
    games: rows.map((row): GameLogLine => ({
      game_id: row.game_id,
      date: row.date,
      season: row.season,
      week: row.week,
      game_type: row.game_type,
      team: { slug: row.team_slug, name: row.team_name },
      opponent: { slug: row.opponent_slug, name: row.opponent_name },
      at_home: row.team_id === row.home_team_id,
      result: resultOf(row),
      completions: row.completions,
      attempts: row.attempts,
      passing_yards: row.passing_yards,
      passing_touchdowns: row.passing_touchdowns,
      interceptions: row.interceptions,
      rushing_attempts: row.rushing_attempts,
      rushing_yards: row.rushing_yards,
      rushing_touchdowns: row.rushing_touchdowns,
      receptions: row.receptions,
      targets: row.targets,
      receiving_yards: row.receiving_yards,
      receiving_touchdowns: row.receiving_touchdowns,
    })),
    career_highs: highs,
  };
}

/** Each career high above zero, with the first game it came in; one statement over the player's lines. */
async function careerHighs(sql: Sql, playerId: number): Promise<Array<CareerHigh>> {
  const parts = CAREER_HIGHS.map(
    ([column], index) =>
      `(SELECT ${index} AS n, l.${column} AS value, l.game_id, l.game_date::text AS date, l.season_start_year AS season,
               CASE WHEN g.home_team_id = l.team_id THEN g.away_team_id ELSE g.home_team_id END AS opponent_id
        FROM nfl_player_games l JOIN games g ON g.id = l.game_id
        WHERE l.player_id = $1 AND l.${column} > 0 ORDER BY l.${column} DESC, l.game_date LIMIT 1)`,
  );
  const rows = await sql.query<{ n: number; value: number; game_id: number; date: string; opponent: string }>(
    `SELECT h.n, h.value, h.game_id, h.date, coalesce(e.name, t.name) AS opponent
     FROM (${parts.join(" UNION ALL ")}) h JOIN teams t ON t.id = h.opponent_id
     LEFT JOIN LATERAL (${eraInSeason("h.opponent_id", "h.season")}) e ON true ORDER BY h.n`,
    [playerId],
  );
  return rows.map((row) => ({
    stat: CAREER_HIGHS[row.n][0],
    label: CAREER_HIGHS[row.n][1],
    value: row.value,
    game_id: row.game_id,
    date: row.date,
    opponent: row.opponent,
  }));
}
