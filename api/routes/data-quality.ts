// The data-quality report, from the real import: coverage of each league-season (games held against
// the published game count), agreement of records derived from games with published records, the
// seed's champions against the games, the importers' skipped and unmatched rows, freshness, sources.
import type { Sql } from "../../db/database";
import type { Route } from "../router";

export type Check = { id: string; name: string; description: string; value: number; unit: "%" | "rows"; status: "passing" | "warning" | "failing"; detail: string };

/** A percentage check's status by the data-bar rule's thresholds. */
export function percentStatus(value: number): Check["status"] {
  return value >= 95 ? "passing" : value >= 80 ? "warning" : "failing";
}

const PUBLISHED = `SELECT DISTINCT ON (team_id, season_start_year) team_id, league_id, season_start_year, wins, losses,
    coalesce(ties, 0) AS ties, coalesce(ot_losses, 0) AS ot_losses
  FROM team_season_records ORDER BY team_id, season_start_year, source`;

type Coverage = { league: string; name: string; season: number; published: number; held: number };

async function coverage(sql: Sql): Promise<Array<Coverage>> {
  return sql.query<Coverage>(
    `WITH pub AS (SELECT league_id, season_start_year, sum(wins + losses + ties + ot_losses) / 2.0 AS published FROM (${PUBLISHED}) p GROUP BY 1, 2),
          held AS (SELECT league_id, season_start_year, sum(games_played) / 2.0 AS held FROM standings GROUP BY 1, 2)
     SELECT l.abbreviation AS league, l.name, pub.season_start_year AS season,
            round(pub.published)::int AS published, round(coalesce(held.held, 0))::int AS held
     FROM pub JOIN leagues l ON l.id = pub.league_id
     LEFT JOIN held ON held.league_id = pub.league_id AND held.season_start_year = pub.season_start_year
     ORDER BY l.id, pub.season_start_year`,
  );
}

async function recordAgreement(sql: Sql) {
  const rows = await sql.query<{ league: string; compared: number; agreeing: number }>(
    `SELECT l.abbreviation AS league, count(*)::int AS compared,
            count(*) FILTER (WHERE st.wins = p.wins AND st.losses = p.losses + p.ot_losses AND st.ties = p.ties
                              OR st.wins = p.wins AND st.losses = p.losses AND st.ties = p.ties + p.ot_losses)::int AS agreeing
     FROM (${PUBLISHED}) p JOIN standings st ON st.team_id = p.team_id AND st.season_start_year = p.season_start_year
     JOIN leagues l ON l.id = p.league_id GROUP BY l.id, l.abbreviation ORDER BY l.id`,
  );
  const differing = await sql.query<{ team: string; league: string; season: number; derived: string; published: string }>(
    `SELECT t.name AS team, l.abbreviation AS league, p.season_start_year AS season,
            st.wins || '-' || st.losses || CASE WHEN st.ties > 0 THEN '-' || st.ties ELSE '' END AS derived,
            p.wins || '-' || p.losses || CASE WHEN p.ties + p.ot_losses > 0 THEN '-' || (p.ties + p.ot_losses) ELSE '' END AS published
     FROM (${PUBLISHED}) p JOIN standings st ON st.team_id = p.team_id AND st.season_start_year = p.season_start_year
     JOIN teams t ON t.id = p.team_id JOIN leagues l ON l.id = p.league_id
     WHERE NOT (st.wins = p.wins AND st.losses = p.losses + p.ot_losses AND st.ties = p.ties
                OR st.wins = p.wins AND st.losses = p.losses AND st.ties = p.ties + p.ot_losses)
     ORDER BY abs(st.wins - p.wins) + abs(st.losses - p.losses) DESC, p.season_start_year DESC LIMIT 25`,
  );
  return { byLeague: rows, differing };
}

async function seedAgainstGames(sql: Sql) {
  const [row] = await sql.query<{ checked: number; agreeing: number }>(
    `SELECT count(*)::int AS checked,
            count(*) FILTER (WHERE (g.home_team_id = r.winner_team_id AND g.home_score > g.away_score)
                               OR (g.away_team_id = r.winner_team_id AND g.away_score > g.home_score))::int AS agreeing
     FROM championship_results r
     JOIN LATERAL (SELECT * FROM games g WHERE g.game_date = r.game_date AND g.home_score IS NOT NULL
                     AND ((g.home_team_id = r.winner_team_id AND g.away_team_id = r.runner_up_team_id)
                       OR (g.away_team_id = r.winner_team_id AND g.home_team_id = r.runner_up_team_id)) LIMIT 1) g ON true
     WHERE r.status = 'held' AND r.game_date IS NOT NULL`,
  );
  return row;
}

export const dataQualityRoutes: Array<Route> = [
  {
    pattern: "core/data-quality",
    cacheClass: "semi-static",
    async handle({ sql }) {
      const [seasons, agreement, seed, [run], sources, freshness, [finalsWithoutScore], [agedOver110]] = await Promise.all([
        coverage(sql),
        recordAgreement(sql),
        seedAgainstGames(sql),
        sql.query<{ finished_at: string; summary: Record<string, unknown> }>("SELECT finished_at, summary FROM import_runs ORDER BY id DESC LIMIT 1"),
        sql.query("SELECT id, homepage, licence, attribution, rows_imported, imported_at FROM data_sources ORDER BY id"),
        sql.query<{ league: string; latest: string | null }>(
          `SELECT l.abbreviation AS league, max(g.game_date)::text AS latest FROM leagues l
           LEFT JOIN games g ON g.league_id = l.id AND g.status = 'final' GROUP BY l.id, l.abbreviation ORDER BY l.id`,
        ),
        sql.query<{ n: number }>("SELECT count(*)::int AS n FROM games WHERE status = 'final' AND (home_score IS NULL OR away_score IS NULL)"),
        sql.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM people WHERE death_date IS NULL AND birth_date IS NOT NULL AND birth_date < (current_date - interval '110 years')",
        ),
      ]);
      const byLeague = new Map<string, { league: string; name: string; published: number; held: number; seasons: number; missing: number }>();
      for (const season of seasons) {
        const entry = byLeague.get(season.league) ?? { league: season.league, name: season.name, published: 0, held: 0, seasons: 0, missing: 0 };
        entry.published += season.published;
        entry.held += Math.min(season.held, season.published);
        entry.seasons += 1;
        if (season.held === 0) entry.missing += 1;
        byLeague.set(season.league, entry);
      }
      const leagues = [...byLeague.values()].map((entry) => ({ ...entry, coverage: entry.published ? Math.round((1000 * entry.held) / entry.published) / 10 : 0 }));
      const published = leagues.reduce((sum, entry) => sum + entry.published, 0);
      const held = leagues.reduce((sum, entry) => sum + entry.held, 0);
      const coveragePct = published ? Math.round((1000 * held) / published) / 10 : 0;
      const compared = agreement.byLeague.reduce((sum, entry) => sum + entry.compared, 0);
      const agreeing = agreement.byLeague.reduce((sum, entry) => sum + entry.agreeing, 0);
      const agreementPct = compared ? Math.round((1000 * agreeing) / compared) / 10 : 0;
      const seedPct = seed.checked ? Math.round((1000 * seed.agreeing) / seed.checked) / 10 : 0;
      const summary = (run?.summary ?? {}) as { datasets?: Array<Record<string, unknown>>; skippedByReason?: Array<Record<string, unknown>>; missingDatasets?: Array<string> };
      const datasets = (summary.datasets ?? []).map((dataset) => ({
        id: String(dataset.id),
        rows: Number(dataset.rowsEmitted ?? 0),
        skipped: Number(dataset.skipped ?? 0),
        unmatched: Number(dataset.unmatched ?? 0),
        games_kept: Number(dataset.gamesKept ?? 0),
        games_superseded: Number(dataset.gamesSuperseded ?? 0),
      }));
      const unmatched = datasets.reduce((sum, dataset) => sum + dataset.unmatched, 0);
      const checks: Array<Check> = [
        {
          id: "coverage",
          name: "Games held against published game counts",
          description: "Regular-season games we hold for each league-season, against the games its published team records add up to.",
          value: coveragePct,
          unit: "%",
          status: percentStatus(coveragePct),
          detail: `${Math.round(held).toLocaleString("en-US")} of ${Math.round(published).toLocaleString("en-US")} games; ${leagues.reduce((n, l) => n + l.missing, 0)} league-seasons have no games.`,
        },
        {
          id: "records",
          name: "Records from games agree with published records",
          description: "Team-seasons whose win-loss(-tie) record derived from games equals the published record.",
          value: agreementPct,
          unit: "%",
          status: percentStatus(agreementPct),
          detail: `${agreeing.toLocaleString("en-US")} of ${compared.toLocaleString("en-US")} team-seasons agree.`,
        },
        {
          id: "seed",
          name: "Curated champions agree with the games",
          description: "Champions whose deciding game is in the datasets: the seed's winner won that game.",
          value: seedPct,
          unit: "%",
          status: percentStatus(seedPct),
          detail: `${seed.agreeing} of ${seed.checked} deciding games found agree.`,
        },
        {
          id: "unmatched",
          name: "Every dataset row matched a team",
          description: "Rows whose team code the one team-code mapping did not know (they are reported, not dropped silently).",
          value: unmatched,
          unit: "rows",
          status: unmatched === 0 ? "passing" : "failing",
          detail: `${unmatched} unmatched rows.`,
        },
        {
          id: "final-without-score",
          name: "No final game without a score",
          description: "A game marked final must carry both scores.",
          value: finalsWithoutScore?.n ?? 0,
          unit: "rows",
          status: (finalsWithoutScore?.n ?? 0) === 0 ? "passing" : "failing",
          detail: `${finalsWithoutScore?.n ?? 0} games.`,
        },
        {
          id: "impossible-age",
          name: "No living person older than 110",
          description: "People with a birth date over 110 years ago and no death date would be shown an impossible age.",
          value: agedOver110?.n ?? 0,
          unit: "rows",
          status: (agedOver110?.n ?? 0) === 0 ? "passing" : "warning",
          detail: `${agedOver110?.n ?? 0} people (their age is not shown).`,
        },
      ];
      const rulesPassing = checks.filter((check) => check.status === "passing").length;
      const score = Math.round((coveragePct + agreementPct + seedPct + (100 * rulesPassing) / checks.length) / 4);
      return {
        score,
        imported_at: run?.finished_at ?? null,
        checks,
        leagues,
        seasons,
        record_agreement: agreement.byLeague,
        record_differences: agreement.differing,
        datasets,
        skipped_by_reason: summary.skippedByReason ?? [],
        missing_datasets: summary.missingDatasets ?? [],
        freshness,
        sources,
      };
    },
  },
];
