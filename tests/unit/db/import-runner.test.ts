// The import runner on both engines: seed plus two small datasets, derived standings, a repeatable re-import and an all-or-nothing failure.
import { afterAll, beforeAll, expect, it } from "vitest";
import { ImportError } from "../../../db/csv";
import type { Database } from "../../../db/database";
import type { DatasetImporter } from "../../../db/import/types";
import { importer as eloGames } from "../../../db/import/sources/fivethirtyeight-nfl-elo-game";
import { importer as nflRecords } from "../../../db/import/sources/nfl-historical-records";
import { migrate } from "../../../db/migrate";
import { runImport, type ImportSummary } from "../../../db/load/run-import";
import { readSeed, type Seed } from "../../../db/load/seed";
import { freshDatabase, type FreshDatabase } from "../../support/databases";
import { describeEachEngine } from "../../support/describe-engines";

const FIXTURES = new URL("../../fixtures/import-runner/", import.meta.url).pathname;
const VALID = `${FIXTURES}valid`;
const MALFORMED = `${FIXTURES}malformed`;
const importers = [eloGames, nflRecords];

/** Every table the runner writes (import_runs grows by one row per successful run, so it is left out). */
const TABLES = [
  "sports",
  "levels",
  "leagues",
  "championships",
  "venues",
  "teams",
  "team_eras",
  "seasons",
  "games",
  "championship_results",
  "team_season_records",
  "people",
  "players",
  "player_seasons",
  "coaches",
  "coaching_stints",
  "awards",
  "standings",
  "data_sources",
];

async function counts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  return out;
}

async function standing(db: Database, team: string, season: number) {
  const rows = await db.query(
    `SELECT st.games_played, st.wins, st.losses, st.ties, st.points_for, st.points_against,
            st.home_wins, st.home_losses, st.away_wins, st.away_losses, st.streak, st.streak_type, st.last_game_date
     FROM standings st JOIN teams t ON t.id = st.team_id WHERE t.slug = $1 AND st.season_start_year = $2`,
    [team, season],
  );
  return rows[0];
}

async function sampleRows(db: Database) {
  return {
    teams: await db.query("SELECT id, slug FROM teams ORDER BY id"),
    games: await db.query("SELECT id FROM games ORDER BY id"),
    firstGame: await db.query("SELECT * FROM games ORDER BY id LIMIT 1"),
    superBowl: await db.query(
      `SELECT r.* FROM championship_results r JOIN championships c ON c.id = r.championship_id
       WHERE c.slug = 'super-bowl' AND r.season_start_year = 1966`,
    ),
    chiefs2020: await standing(db, "kansas-city-chiefs", 2020),
  };
}

let seed: Seed;
beforeAll(async () => {
  seed = await readSeed();
});

describeEachEngine("import runner", (engine) => {
  let fresh: FreshDatabase;
  let db: Database;
  let first: ImportSummary;

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
    db = fresh.db;
    await migrate(db);
    first = await runImport(db, { dataDir: VALID, importers });
  });

  afterAll(async () => {
    await fresh?.drop();
  });

  it("writes the seed: 9 championships, every result, one team per franchise", async () => {
    const now = await counts(db);
    expect(now.championships).toBe(9);
    expect(now.championship_results).toBe(seed.results.length);
    expect(now.teams).toBe(seed.franchises.length);
    expect(now.leagues).toBe(seed.leagues.length);
    expect(now.team_eras).toBe(seed.eras.length);
    expect(first.tables.championship_results).toBe(seed.results.length);
    expect(first.tables.teams).toBe(seed.franchises.length);
    expect(first.missingDatasets).toEqual([]);
  });

  it("writes the fixture's games: non-members and AAFC skipped, finals marked", async () => {
    const games = await db.query<{
      date: string;
      home: string;
      away: string;
      home_score: number;
      away_score: number;
      game_type: string;
      round: string | null;
      neutral_site: boolean;
    }>(
      `SELECT g.game_date AS date, h.slug AS home, a.slug AS away, g.home_score, g.away_score, g.game_type, g.round, g.neutral_site
       FROM games g JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
       ORDER BY g.game_date, h.slug`,
    );
    expect(games).toEqual([
      {
        date: "1932-12-18",
        home: "chicago-bears",
        away: "detroit-lions",
        home_score: 9,
        away_score: 0,
        game_type: "regular",
        round: null,
        neutral_site: false,
      },
      {
        date: "1945-12-16",
        home: "los-angeles-rams",
        away: "washington-commanders",
        home_score: 15,
        away_score: 14,
        game_type: "final",
        round: "NFL Championship Game",
        neutral_site: false,
      },
      {
        date: "1967-01-01",
        home: "buffalo-bills",
        away: "kansas-city-chiefs",
        home_score: 7,
        away_score: 31,
        game_type: "playoff",
        round: null,
        neutral_site: false,
      },
      {
        date: "1967-01-01",
        home: "dallas-cowboys",
        away: "green-bay-packers",
        home_score: 27,
        away_score: 34,
        game_type: "final",
        round: "NFL Championship Game",
        neutral_site: false,
      },
      {
        date: "1967-01-15",
        home: "kansas-city-chiefs",
        away: "green-bay-packers",
        home_score: 10,
        away_score: 35,
        game_type: "final",
        round: "Super Bowl",
        neutral_site: true,
      },
      {
        date: "2020-09-10",
        home: "kansas-city-chiefs",
        away: "houston-texans",
        home_score: 34,
        away_score: 20,
        game_type: "regular",
        round: null,
        neutral_site: false,
      },
      {
        date: "2020-09-20",
        home: "los-angeles-chargers",
        away: "kansas-city-chiefs",
        home_score: 20,
        away_score: 23,
        game_type: "regular",
        round: null,
        neutral_site: false,
      },
      {
        date: "2020-09-28",
        home: "baltimore-ravens",
        away: "kansas-city-chiefs",
        home_score: 20,
        away_score: 34,
        game_type: "regular",
        round: null,
        neutral_site: false,
      },
      {
        date: "2020-10-11",
        home: "kansas-city-chiefs",
        away: "las-vegas-raiders",
        home_score: 32,
        away_score: 40,
        game_type: "regular",
        round: null,
        neutral_site: false,
      },
    ]);
    expect(first.tables.games).toBe(9);
    const report = first.datasets.find((d) => d.id === eloGames.id);
    expect(report).toMatchObject({ gamesKept: 9, unmatched: 0, skipped: 2 });
    const records = await db.query<{ slug: string; season: number; wins: number; losses: number; ties: number | null }>(
      `SELECT t.slug, r.season_start_year AS season, r.wins, r.losses, r.ties
       FROM team_season_records r JOIN teams t ON t.id = r.team_id ORDER BY r.season_start_year, t.slug`,
    );
    // The AAFC line and the unfinished 2025 season are skipped.
    expect(records.map((r) => `${r.season} ${r.slug} ${r.wins}-${r.losses}-${r.ties}`)).toEqual([
      "1920 akron-indians 8-0-3",
      "1952 dallas-texans 1-11-0",
      "1960 kansas-city-chiefs 8-6-0",
      "2024 philadelphia-eagles 14-3-0",
    ]);
  });

  it("derives standings from the regular-season games", async () => {
    // Chiefs 2020 in the fixture: beat HOU at home, won at LAC and BAL, lost at home to LV.
    expect(await standing(db, "kansas-city-chiefs", 2020)).toEqual({
      games_played: 4,
      wins: 3,
      losses: 1,
      ties: 0,
      points_for: 123,
      points_against: 100,
      home_wins: 1,
      home_losses: 1,
      away_wins: 2,
      away_losses: 0,
      streak: 1,
      streak_type: "loss",
      last_game_date: "2020-10-11",
    });
    expect(await standing(db, "detroit-lions", 1932)).toMatchObject({ games_played: 1, wins: 0, losses: 1, points_for: 0, points_against: 9 });
    // Playoff games and finals do not count.
    expect(await standing(db, "green-bay-packers", 1966)).toBeUndefined();
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM standings");
    expect(n).toBe(first.tables.standings);
    // From games: 1932 CHI, DET; 2020 KC, HOU, LAC, BAL, LV. From published records alone (no games
    // held): 1920 Akron, 1952 Dallas Texans, 1960 Chiefs, 2024 Eagles.
    expect(n).toBe(2 + 5 + 4);
    const [eagles] = await db.query<{ wins: number; losses: number; record_source: string; derived_wins: number | null; home_wins: number | null }>(
      `SELECT st.wins, st.losses, st.record_source, st.derived_wins, st.home_wins FROM standings st JOIN teams t ON t.id = st.team_id
       WHERE t.slug = 'philadelphia-eagles' AND st.season_start_year = 2024`,
    );
    expect(eagles).toEqual({ wins: 14, losses: 3, record_source: "nfl-historical-records", derived_wins: null, home_wins: null });
  });

  it("gives the same rows and ids when run again", async () => {
    const before = { counts: await counts(db), rows: await sampleRows(db) };
    const second = await runImport(db, { dataDir: VALID, importers });
    expect(second.tables).toEqual(first.tables);
    expect(await counts(db)).toEqual(before.counts);
    expect(await sampleRows(db)).toEqual(before.rows);
    const runs = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM import_runs");
    expect(runs[0].n).toBe(2);
  });

  it("stops on a malformed file, naming file and line, and leaves the previous data as it was", async () => {
    const before = { counts: await counts(db), rows: await sampleRows(db) };
    const failure = await runImport(db, { dataDir: MALFORMED, importers }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ImportError);
    const error = failure as ImportError;
    expect(error.message).toBe("nfl_games.csv:4: expected 12 columns, found 11");
    expect(error.file).toBe("nfl_games.csv");
    expect(error.line).toBe(4);
    expect(await counts(db)).toEqual(before.counts);
    expect(await sampleRows(db)).toEqual(before.rows);
    expect(before.rows.chiefs2020).toMatchObject({ wins: 3, losses: 1 });
  });

  it("rolls everything back when a write fails part-way (after the tables were emptied)", async () => {
    const before = { counts: await counts(db), rows: await sampleRows(db) };
    // Same folder and id as the real importer, but every game names a franchise the seed does not have,
    // so the games insert breaks NOT NULL inside the transaction, after the seed tables were rewritten.
    const broken: DatasetImporter = {
      ...eloGames,
      read: (ctx) => eloGames.read({ ...ctx, game: (record) => ctx.game({ ...record, home: "no-such-franchise" }) }),
    };
    await expect(runImport(db, { dataDir: VALID, importers: [broken, nflRecords] })).rejects.toThrow(/home_team_id/);
    expect(await counts(db)).toEqual(before.counts);
    expect(await sampleRows(db)).toEqual(before.rows);
  });
});
