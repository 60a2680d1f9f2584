// Sports-Reference's franchise index: every franchise of a league over the seasons of record we hold
// (franchise_index, computed at import), its names over time and its win percentage by the one rule.
import { seasonLabel } from "../../core/seasons";
import { winPercentage } from "../../core/standings";
import type { SportSlug } from "../../core/sports";
import type { Sql } from "../../db/database";
import { notFound } from "../errors";
import { Where, whereInSite, type SiteScope } from "../sql-filters";
import { franchiseBounds, scopeOf } from "./scope";

type Row = {
  slug: string;
  name: string;
  league_id: number;
  league_slug: string;
  league_name: string;
  league_abbreviation: string;
  sport: SportSlug;
  first_season: number;
  last_season: number;
  seasons: number;
  wins: number;
  losses: number;
  ties: number;
  ot_losses: number;
  playoffs: number;
  titles: number;
  names: Array<{ name: string; first_season: number | null; last_season: number | null }>;
};

export async function franchiseIndexOf(sql: Sql, site: SiteScope, league?: string) {
  const where = new Where();
  whereInSite(where, site);
  const leagues = await sql.query<{ id: number; slug: string; name: string; abbreviation: string; sport: SportSlug }>(
    `SELECT l.id, l.slug, l.name, l.abbreviation, s.slug AS sport FROM leagues l JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
     ${where.add("EXISTS (SELECT 1 FROM franchise_index f WHERE f.league_id = l.id)")} ORDER BY l.id`,
    where.values,
  );
  const bounds = await franchiseBounds(sql);
  const chosen = league ? leagues.find((l) => l.slug === league) : leagues[0];
  if (league && !chosen) throw notFound(`The franchise index of league '${league}' on this site`);
  const rows = chosen
    ? await sql.query<Row>(
        `SELECT t.slug, t.name, l.slug AS league_slug, l.name AS league_name, l.abbreviation AS league_abbreviation, s.slug AS sport,
                f.first_season, f.last_season, f.seasons, f.wins, f.losses, f.ties, f.ot_losses, f.playoffs, f.titles, f.names
         FROM franchise_index f JOIN teams t ON t.id = f.team_id JOIN leagues l ON l.id = f.league_id JOIN sports s ON s.id = l.sport_id
         WHERE f.league_id = $1 ORDER BY f.last_season DESC, t.name`,
        [chosen.id],
      )
    : [];
  return {
    leagues: leagues.map((l) => ({
      slug: l.slug,
      name: l.name,
      abbreviation: l.abbreviation,
      sport: l.sport,
      scope: scopeOf(bounds.get(l.id) ?? null, l.sport),
    })),
    league: chosen ? { slug: chosen.slug, name: chosen.name, abbreviation: chosen.abbreviation } : null,
    results: rows.map((r) => ({
      slug: r.slug,
      name: r.name,
      league: { slug: r.league_slug, name: r.league_name, abbreviation: r.league_abbreviation },
      sport: r.sport,
      first_season: r.first_season,
      last_season: r.last_season,
      first_label: seasonLabel(r.first_season, r.sport),
      last_label: seasonLabel(r.last_season, r.sport),
      seasons: r.seasons,
      wins: r.wins,
      losses: r.losses,
      ties: r.ties,
      ot_losses: r.ot_losses,
      win_percentage: winPercentage(r.wins, r.losses, r.ties, r.ot_losses),
      playoffs: r.playoffs,
      titles: r.titles,
      names: r.names,
    })),
  };
}
