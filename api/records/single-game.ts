// Single-game records from the box scores (decision 0163): the best lines in a game of passing, rushing
// and receiving yards and touchdowns, and the notable games of a calendar day (400 passing yards, 200
// rushing or receiving yards). NFL 1999-2020 only (core/box-scores.ts); every answer states the bound.
// Each list reads its partial index on nfl_player_games (migration 0059) from the top.
import { boxScoreBound, boxScoreSeasons } from "../../core/box-scores";
import type { MonthDay } from "../../core/on-this-day";
import type { Sql } from "../../db/database";
import { eraInSeason } from "../sql/team-eras";

/** The lists, each with the floor its partial index holds (a top 10 is always above it) and its tie-break. */
export const SINGLE_GAME_LISTS: ReadonlyArray<{ stat: string; label: string; floor: number; then: string | null }> = [
  { stat: "passing_yards", label: "Passing yards", floor: 300, then: null },
  { stat: "passing_touchdowns", label: "Touchdown passes", floor: 3, then: "passing_yards" },
  { stat: "rushing_yards", label: "Rushing yards", floor: 100, then: null },
  { stat: "rushing_touchdowns", label: "Rushing touchdowns", floor: 2, then: "rushing_yards" },
  { stat: "receiving_yards", label: "Receiving yards", floor: 100, then: null },
  { stat: "receiving_touchdowns", label: "Receiving touchdowns", floor: 2, then: "receiving_yards" },
];

const LIST_LENGTH = 10;

/** The notable lines of a day: what makes a game notable, in the fans' words. */
export const NOTABLE: ReadonlyArray<{ stat: string; floor: number; words: string }> = [
  { stat: "passing_yards", floor: 400, words: "passing yards" },
  { stat: "rushing_yards", floor: 200, words: "rushing yards" },
  { stat: "receiving_yards", floor: 200, words: "receiving yards" },
];

type LineRow = {
  value: number;
  then: number | null;
  game_id: number;
  date: string;
  season: number;
  slug: string | null;
  name: string;
  team: string;
  opponent: string;
};

/** A line with its game, the player's team and the opponent named as they were that season. */
const LINE_SELECT = (value: string, then: string) => `SELECT ${value} AS value, ${then} AS then, l.game_id, l.game_date::text AS date,
    l.season_start_year AS season, p.slug, coalesce(pe.full_name, l.player_name) AS name,
    coalesce(te.name, t.name) AS team, coalesce(oe.name, o.name) AS opponent
  FROM nfl_player_games l JOIN games g ON g.id = l.game_id
  JOIN teams t ON t.id = l.team_id
  JOIN teams o ON o.id = CASE WHEN g.home_team_id = l.team_id THEN g.away_team_id ELSE g.home_team_id END
  LEFT JOIN LATERAL (${eraInSeason("l.team_id", "l.season_start_year")}) te ON true
  LEFT JOIN LATERAL (${eraInSeason("o.id", "l.season_start_year")}) oe ON true
  LEFT JOIN players p ON p.id = l.player_id LEFT JOIN people pe ON pe.id = p.person_id`;

const lineJson = (row: LineRow) => ({
  value: row.value,
  game_id: row.game_id,
  date: row.date,
  season: row.season,
  player: { slug: row.slug, name: row.name },
  team: row.team,
  opponent: row.opponent,
});

export async function singleGameRecords(sql: Sql, league: string | undefined) {
  const slug = league ?? "nfl";
  const seasons = boxScoreSeasons(slug);
  if (seasons === null) return { league: slug, bound: null, lists: [] };
  const lists = await Promise.all(
    SINGLE_GAME_LISTS.map(async ({ stat, label, floor, then }) => {
      const rows = await sql.query<LineRow>(
        `${LINE_SELECT(`l.${stat}`, then ? `l.${then}` : "NULL::int")} WHERE l.${stat} >= $1
         ORDER BY l.${stat} DESC${then ? `, l.${then} DESC` : ""}, l.game_date LIMIT ${LIST_LENGTH}`,
        [floor],
      );
      // Ties share a rank (the tie-break orders them, it does not rank them).
      let rank = 0;
      return {
        stat,
        label,
        tie_break: then ? "ties listed by yards" : null,
        rows: rows.map((row, index) => {
          if (index === 0 || row.value !== rows[index - 1].value) rank = index + 1;
          return { rank, ...lineJson(row) };
        }),
      };
    }),
  );
  return { league: slug, bound: boxScoreBound(seasons), lists };
}

/** The notable lines of a calendar day across the seasons held, newest first. */
export async function notableGamesOn(sql: Sql, date: MonthDay) {
  const seasons = boxScoreSeasons("nfl");
  if (seasons === null) return { bound: null, lines: [] };
  const day = date.month * 100 + date.day;
  const notable = NOTABLE.map(({ stat, floor }) => `l.${stat} >= ${floor}`).join(" OR ");
  // The statistic that made the line notable (the first that did), its value in `value`.
  const which = `CASE ${NOTABLE.map(({ stat, floor }, index) => `WHEN l.${stat} >= ${floor} THEN ${index}`).join(" ")} END`;
  const value = `CASE ${NOTABLE.map(({ stat, floor }) => `WHEN l.${stat} >= ${floor} THEN l.${stat}`).join(" ")} END`;
  const rows = await sql.query<LineRow>(
    `${LINE_SELECT(value, which)}
     WHERE (extract(month FROM l.game_date) * 100 + extract(day FROM l.game_date))::int = $1 AND (${notable})
     ORDER BY l.game_date DESC, ${value} DESC`,
    [day],
  );
  return {
    bound: boxScoreBound(seasons),
    lines: rows.map((row) => ({ ...lineJson(row), what: NOTABLE[row.then ?? 0].words })),
  };
}
