// Step: the tables the import writes are emptied, and the big tables' secondary indexes dropped for
// the load (the indexes step re-creates them): loading first and indexing after is several times
// faster on both engines.
import type { LoadStep } from "./load-context";

/** The tables the import writes, emptied first (their ids restart at 1). */
export const IMPORTED_TABLES = [
  "standings",
  "awards",
  "coaching_stints",
  "coaches",
  "player_seasons",
  "player_postseason_lines",
  "players",
  "people",
  "team_season_records",
  "championship_results",
  "games",
  "seasons",
  "team_eras",
  "teams",
  "venues",
  "championships",
  "leagues",
  "levels",
  "sports",
  "data_sources",
];

/**
 * The tables derived from them, emptied too, though each is rewritten by its step: until then the
 * previous import's rows would be read and analysed by the statistics step, and reading them sets their
 * hint bits, which with data checksums on writes each page whole to the WAL (about 170 MB an import).
 * Emptied in this transaction, their new rows are written without WAL (wal_level=minimal). A step that
 * writes one of them after the statistics step analyses it.
 */
export const DERIVED_TABLES = [
  "award_index",
  "coach_titles",
  "data_coverage",
  "franchise_index",
  "leader_lines",
  "leader_seasons",
  "leader_statistics",
  "league_season_figures",
  "nfl_player_game_gaps",
  "nfl_player_games",
  "pair_games",
  "people_facets",
  "postseason_brackets",
  "postseason_series",
  "season_summaries",
  "superseded_season_lines",
  "team_record_lists",
  "team_record_rows",
  "tournament_games",
];

/** The big tables whose secondary indexes are rebuilt after the load. */
export const BULK_TABLES = ["games", "player_seasons", "team_season_records", "people", "players", "coaching_stints", "awards"];

export const emptyTables: LoadStep = {
  name: "empty tables, bulk indexes dropped",
  gamesSide: "both",
  async run(ctx) {
    await ctx.tx.exec(`TRUNCATE ${[...IMPORTED_TABLES, ...DERIVED_TABLES].join(", ")} RESTART IDENTITY CASCADE`);
    // Memory for the index builds and the derived tables' sorts and hashes (this transaction only).
    await ctx.tx.exec("SET LOCAL maintenance_work_mem = '256MB'; SET LOCAL work_mem = '64MB'");
    const indexes = await ctx.tx.query<{ tablename: string; indexname: string; indexdef: string }>(
      `SELECT tablename, indexname, indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = ANY($1) AND indexdef NOT LIKE '%UNIQUE%'
       ORDER BY tablename, indexname`,
      [BULK_TABLES],
    );
    for (const index of indexes) await ctx.tx.exec(`DROP INDEX ${index.indexname}`);
    ctx.droppedIndexes = indexes;
  },
};
