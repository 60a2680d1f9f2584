// A game's box score (decision 0163): each team's passing, rushing and receiving lines with the team's
// totals (the lines added up), players linked where we hold them; or, for a game we hold none of, what
// is not in our data. NFL 1999-2020 only (core/box-scores.ts).
import { boxScoreAbsence, boxScoreSeasons } from "../../core/box-scores";
import type { Sql } from "../../db/database";

export type BoxPlayer = { slug: string | null; name: string };
export type PassingLine = {
  player: BoxPlayer;
  completions: number;
  attempts: number;
  yards: number;
  touchdowns: number;
  interceptions: number;
  sacks: number;
  sack_yards: number;
};
export type RushingLine = { player: BoxPlayer; attempts: number; yards: number; touchdowns: number; fumbles_lost: number };
export type ReceivingLine = { player: BoxPlayer; receptions: number; targets: number; yards: number; touchdowns: number };
export type TeamBox = {
  team_id: number;
  passing: Array<PassingLine>;
  rushing: Array<RushingLine>;
  receiving: Array<ReceivingLine>;
  totals: { passing: Omit<PassingLine, "player">; rushing: Omit<RushingLine, "player">; receiving: Omit<ReceivingLine, "player"> };
};
export type BoxScore = { note: string | null; away: TeamBox | null; home: TeamBox | null };

type LineRow = {
  team_id: number;
  slug: string | null;
  full_name: string | null;
  player_name: string;
  completions: number;
  attempts: number;
  passing_yards: number;
  passing_touchdowns: number;
  interceptions: number;
  sacks: number;
  sack_yards: number;
  rushing_attempts: number;
  rushing_yards: number;
  rushing_touchdowns: number;
  receptions: number;
  targets: number;
  receiving_yards: number;
  receiving_touchdowns: number;
  fumbles_lost: number;
};

function sum<T>(rows: ReadonlyArray<T>, fields: ReadonlyArray<keyof T>): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const field of fields) totals[field as string] = rows.reduce((n, row) => n + (row[field] as number), 0);
  return totals;
}

function teamBox(teamId: number, rows: ReadonlyArray<LineRow>): TeamBox {
  const player = (row: LineRow): BoxPlayer => ({ slug: row.slug, name: row.full_name ?? row.player_name });
  const passing: Array<PassingLine> = rows
    .filter((row) => row.attempts > 0 || row.sacks > 0)
    .sort((a, b) => b.attempts - a.attempts || b.passing_yards - a.passing_yards)
    .map((row) => ({
      player: player(row),
      completions: row.completions,
      attempts: row.attempts,
      yards: row.passing_yards,
      touchdowns: row.passing_touchdowns,
      interceptions: row.interceptions,
      sacks: row.sacks,
      sack_yards: row.sack_yards,
    }));
  const rushing: Array<RushingLine> = rows
    .filter((row) => row.rushing_attempts > 0)
    .sort((a, b) => b.rushing_yards - a.rushing_yards || b.rushing_attempts - a.rushing_attempts)
    .map((row) => ({
      player: player(row),
      attempts: row.rushing_attempts,
      yards: row.rushing_yards,
      touchdowns: row.rushing_touchdowns,
      fumbles_lost: row.fumbles_lost,
    }));
  const receiving: Array<ReceivingLine> = rows
    .filter((row) => row.receptions > 0 || row.targets > 0)
    .sort((a, b) => b.receiving_yards - a.receiving_yards || b.receptions - a.receptions)
    .map((row) => ({
      player: player(row),
      receptions: row.receptions,
      targets: row.targets,
      yards: row.receiving_yards,
      touchdowns: row.receiving_touchdowns,
    }));
  return {
    team_id: teamId,
    passing,
    rushing,
    receiving,
    totals: {
      passing: sum(passing, ["completions", "attempts", "yards", "touchdowns", "interceptions", "sacks", "sack_yards"]) as TeamBox["totals"]["passing"],
      rushing: sum(rushing, ["attempts", "yards", "touchdowns", "fumbles_lost"]) as TeamBox["totals"]["rushing"],
      receiving: sum(receiving, ["receptions", "targets", "yards", "touchdowns"]) as TeamBox["totals"]["receiving"],
    },
  };
}

/** The box score of a game, or null for a league we hold no box scores of (the page then says so as before). */
export async function boxScore(
  sql: Sql,
  game: { id: number; league_slug: string; league_name: string; season_start_year: number; home_team_id: number; away_team_id: number },
): Promise<BoxScore | null> {
  const seasons = boxScoreSeasons(game.league_slug);
  if (seasons === null) return null;
  const held = game.season_start_year >= seasons.first && game.season_start_year <= seasons.last;
  const rows = held
    ? await sql.query<LineRow>(
        `SELECT l.team_id, p.slug, pe.full_name, l.player_name, l.completions, l.attempts, l.passing_yards, l.passing_touchdowns,
                l.interceptions, l.sacks, l.sack_yards, l.rushing_attempts, l.rushing_yards, l.rushing_touchdowns, l.receptions,
                l.targets, l.receiving_yards, l.receiving_touchdowns, l.fumbles_lost
         FROM nfl_player_games l LEFT JOIN players p ON p.id = l.player_id LEFT JOIN people pe ON pe.id = p.person_id
         WHERE l.game_id = $1 ORDER BY l.id`,
        [game.id],
      )
    : [];
  const side = (teamId: number) => {
    const lines = rows.filter((row) => row.team_id === teamId);
    return lines.length === 0 ? null : teamBox(teamId, lines);
  };
  return {
    note: boxScoreAbsence(game.league_slug, game.league_name, game.season_start_year, rows.length > 0),
    away: side(game.away_team_id),
    home: side(game.home_team_id),
  };
}
