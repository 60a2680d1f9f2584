// Team records per league (/records): the lists computed at import (team_record_rows, db/load/team-records.ts),
// each with the seasons it was built from and the rule it counts by (core/team-records.ts).
import { recordLine } from "../../core/standings";
import { seasonLabel } from "../../core/seasons";
import type { SportSlug } from "../../core/sports";
import { TEAM_RECORD_LEAGUES, TEAM_RECORD_NOTES, teamRecordLabel, teamRecordLists, teamRecordRule, type TeamRecordList } from "../../core/team-records";
import type { Sql } from "../../db/database";
import { notFound } from "../errors";
import { Where, whereInSite, type SiteScope } from "../sql-filters";
import { eraInSeason } from "../sql/team-eras";
import { leaguesCountedText } from "../../core/coverage";
import { scopeOf } from "./scope";

type LeagueRow = { id: number; slug: string; name: string; abbreviation: string; sport: SportSlug };

type Row = {
  record: string;
  rank: number;
  team_slug: string;
  team_name: string;
  season_start_year: number;
  value: number;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  ot_losses: number | null;
  game_id: number | null;
  game_date: string | null;
  game_type: string | null;
  opponent_slug: string | null;
  opponent_name: string | null;
  team_score: number | null;
  opponent_score: number | null;
  first_date: string | null;
  last_date: string | null;
  ranked_rows: number | null;
};

/** The site's leagues that have team records, in the order of core/team-records.ts. */
export async function teamRecordLeagues(sql: Sql, site: SiteScope): Promise<Array<LeagueRow>> {
  const where = new Where().add("l.slug = ANY(?)", TEAM_RECORD_LEAGUES);
  whereInSite(where, site);
  where.add("EXISTS (SELECT 1 FROM team_record_lists tl WHERE tl.league_id = l.id)");
  const rows = await sql.query<LeagueRow>(
    `SELECT l.id, l.slug, l.name, l.abbreviation, s.slug AS sport FROM leagues l
     JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id ${where}`,
    where.values,
  );
  return rows.sort((a, b) => TEAM_RECORD_LEAGUES.indexOf(a.slug) - TEAM_RECORD_LEAGUES.indexOf(b.slug));
}

function valueText(list: TeamRecordList, value: number): string {
  if (list.percentage) return value.toFixed(3).replace(/^0/, "");
  return value.toLocaleString("en-US");
}

export async function teamRecordsOf(sql: Sql, site: SiteScope, league?: string) {
  const leagues = await teamRecordLeagues(sql, site);
  const chosen = league ? leagues.find((l) => l.slug === league) : leagues[0];
  if (league && !chosen) throw notFound(`The team records of league '${league}' on this site`);
  const base = { leagues: leagues.map((l) => ({ slug: l.slug, name: l.name, abbreviation: l.abbreviation, sport: l.sport })) };
  if (!chosen) return { ...base, league: null, note: null, leagues_counted: null, lists: [] };
  const [rows, bounds] = await Promise.all([
    sql.query<Row>(
      `SELECT r.record, r.rank, t.slug AS team_slug, coalesce(era.name, t.name) AS team_name, r.season_start_year, r.value,
              r.wins, r.losses, r.ties, r.ot_losses, r.game_id, r.game_date::text AS game_date, r.game_type,
              o.slug AS opponent_slug, coalesce(oera.name, o.name) AS opponent_name, r.team_score, r.opponent_score,
              r.first_date::text AS first_date, r.last_date::text AS last_date, r.ranked_rows
       FROM team_record_rows r JOIN teams t ON t.id = r.team_id
       LEFT JOIN LATERAL (${eraInSeason("t.id", "r.season_start_year")}) era ON true
       LEFT JOIN teams o ON o.id = r.opponent_team_id
       LEFT JOIN LATERAL (${eraInSeason("o.id", "r.season_start_year")}) oera ON o.id IS NOT NULL
       WHERE r.league_id = $1 ORDER BY r.record, r.rank, r.season_start_year, r.game_date, r.first_date, t.slug`,
      [chosen.id],
    ),
    sql.query<{ record: string; first_season: number; last_season: number; seasons: Array<number> | null }>(
      "SELECT record, first_season, last_season, seasons FROM team_record_lists WHERE league_id = $1",
      [chosen.id],
    ),
  ]);
  const sport = chosen.sport;
  const held = new Map(bounds.map((b) => [b.record, { first: b.first_season, last: b.last_season, seasons: b.seasons }]));
  const lists = teamRecordLists(sport)
    .filter((list) => held.has(list.slug))
    .map((list) => ({ list, rows: rows.filter((r) => r.record === list.slug) }))
    .map(({ list, rows: listRows }) => ({
      slug: list.slug,
      label: teamRecordLabel(list, sport),
      kind: list.kind,
      ascending: list.ascending ?? false,
      rule: teamRecordRule(list, chosen.slug, sport),
      scope: scopeOf(held.get(list.slug) ?? null, sport),
      // Rows within the ranks that the list does not show (ties at its last rank past the cap of rows).
      not_shown: Math.max(0, (listRows[0]?.ranked_rows ?? listRows.length) - listRows.length),
      rows: listRows.map((r) => ({
        rank: r.rank,
        team: { slug: r.team_slug, name: r.team_name },
        season: { start_year: r.season_start_year, label: seasonLabel(r.season_start_year, sport), slug: `${r.season_start_year}-${chosen.slug}-season` },
        value: r.value,
        value_text: valueText(list, r.value),
        record:
          r.wins === null || r.losses === null
            ? null
            : recordLine(sport, r.season_start_year, { wins: r.wins, losses: r.losses, ties: r.ties ?? 0, otLosses: r.ot_losses ?? 0 }),
        game:
          r.game_id === null || r.game_date === null || r.opponent_slug === null
            ? null
            : {
                id: r.game_id,
                date: r.game_date,
                game_type: r.game_type ?? "regular",
                opponent: { slug: r.opponent_slug, name: r.opponent_name ?? r.opponent_slug },
                team_score: r.team_score ?? 0,
                opponent_score: r.opponent_score ?? 0,
              },
        streak: r.first_date && r.last_date ? { from: r.first_date, to: r.last_date } : null,
      })),
    }));
  return {
    ...base,
    league: { slug: chosen.slug, name: chosen.name, abbreviation: chosen.abbreviation },
    note: TEAM_RECORD_NOTES[chosen.slug] ?? null,
    leagues_counted: leaguesCountedText(chosen.slug),
    lists,
  };
}
