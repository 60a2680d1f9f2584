// What the data is and where it comes from: the sports (/core/sports/), the public datasets
// (/core/data-sources/) and the data-quality report (/core/data-quality/).
import { z } from "zod";
import { int, nullableString } from "./common";

export const sport = z.object({ id: int, slug: z.string(), name: z.string(), abbreviation: z.string(), leagues_count: int }).passthrough();

export const dataSource = z
  .object({
    id: z.string(),
    homepage: z.string(),
    licence: z.string(),
    attribution: nullableString,
    leagues: z.array(z.string()),
    rows_imported: int,
  })
  .passthrough();

/** A statistic of a player-season (or, with no season, of his career) as the kept and the superseded dataset give it. */
const seasonLineDifference = z.object({
  player: z.string(),
  league: z.string(),
  season: int.nullable(),
  stat: z.string(),
  kept: z.number(),
  superseded: z.number(),
  kept_source: z.string(),
  superseded_source: z.string(),
});

export const dataQuality = z.object({
  score: z.number(),
  imported_at: nullableString,
  checks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      value: z.number(),
      unit: z.enum(["%", "rows"]),
      status: z.enum(["passing", "warning", "failing"]),
      detail: z.string(),
    }),
  ),
  leagues: z.array(z.object({ league: z.string(), name: z.string(), published: int, held: int, seasons: int, missing: int, coverage: z.number() })),
  seasons: z.array(z.object({ league: z.string(), name: z.string(), season: int, published: int, held: int })),
  record_agreement: z.array(z.object({ league: z.string(), compared: int, agreeing: int })),
  record_differences: z.array(z.object({ team: z.string(), league: z.string(), season: int, derived: z.string(), published: z.string() })),
  coach_record_agreement: z.array(z.object({ league: z.string(), compared: int, agreeing: int })),
  coach_record_differences: z.array(
    z.object({ team: z.string(), league: z.string(), season: int, published: z.string(), coaches: z.string().nullable(), kind: z.string() }),
  ),
  title_coach_differences: z.array(z.object({ team: z.string(), league: z.string(), season: int, named: z.string(), credited: z.string().nullable() })),
  // Player-seasons two datasets hold, the official figures kept (decision 0137), and people no id names (issue 35).
  season_line_sources: z.array(
    z.object({
      league: z.string(),
      kept_source: z.string(),
      superseded_source: z.string(),
      compared: int,
      differing: int,
      by_stat: z.record(z.string(), int),
    }),
  ),
  season_line_differences: z.array(seasonLineDifference),
  season_line_career_differences: z.array(seasonLineDifference),
  unidentified_rows: z.array(z.object({ league: z.string(), source: z.string(), era: z.string(), people: int, rows: int })),
  unidentified_recent: z.array(z.object({ player: z.string(), season: int, team: z.string().nullable(), league: z.string() })),
  awards_without_seasons: z.array(z.object({ player: z.string(), league: z.string(), award: z.string(), seasons: z.string() })),
  /** The NFL box-score lines (decision 0163): how many, how many name a player we hold, and the file's gaps with their rule. */
  box_scores: z.object({
    lines: int,
    linked: int,
    gaps: z.array(z.object({ kind: z.string(), rows: int })),
    listed: z.array(
      z.object({
        kind: z.string(),
        season: int,
        week: nullableString,
        game: nullableString,
        team: nullableString,
        player: nullableString,
        detail: z.string(),
      }),
    ),
  }),
  /**
   * What each leader list counts (decision 0174): its league's leagues (core/coverage.ts LEAGUES_COUNTED),
   * the seasons it holds with their gaps ("1970 to 1991, 1999 to 2025"), and what its statistics leave out.
   */
  leader_lists: z.array(
    z.object({
      league: z.string(),
      statistic: z.string(),
      label: z.string(),
      seasons: z.string(),
      leagues_counted: z.string().nullable(),
      bound: z.string().nullable(),
    }),
  ),
  datasets: z.array(z.object({ id: z.string(), rows: int, skipped: int, unmatched: int, games_kept: int, games_superseded: int })),
  skipped_by_reason: z.array(z.object({ rows: int, reason: z.string(), source: z.string() }).passthrough()),
  missing_datasets: z.array(z.string()),
  freshness: z.array(z.object({ league: z.string(), latest: nullableString })),
  sources: z.array(z.object({ id: z.string(), homepage: z.string(), licence: z.string(), rows_imported: int }).passthrough()),
});

export type DataQuality = z.infer<typeof dataQuality>;

/** What our data covers, per league and kind of fact (/core/coverage/; core/coverage.ts). */
export const leagueCoverage = z.object({
  league: z.string(),
  name: z.string(),
  latest_season: int.nullable(),
  ongoing: z.boolean(),
  kinds: z.array(
    z.object({
      kind: z.string(),
      name: z.string(),
      first_season: int.nullable(),
      last_season: int.nullable(),
      last_date: nullableString,
      label: nullableString,
      /** What every source of the kind leaves out ("offense only: ..."), or null. */
      note: nullableString,
      sources: z.array(z.string()),
    }),
  ),
});
export const dataCoverage = z.object({ results: z.array(leagueCoverage) });
export type LeagueCoverage = z.infer<typeof leagueCoverage>;
