// A small world for the import's step tests (tests/unit/db/steps): a fresh migrated in-memory PGlite
// database, a seed of a few rows (two NFL franchises, one of them renamed), small datasets, and a load
// context over them; `runBefore` runs the steps that come before the one under test.
import type { Database } from "../../db/database";
import { emptyCollected, type Collected } from "../../db/import/collect";
import type { TeamCodes } from "../../db/import/team-codes";
import type { DatasetImporter, GameRecord, PersonRecord, PlayerSeasonRecord } from "../../db/import/types";
import { migrate } from "../../db/migrate";
import type { Seed, SeedEra } from "../../db/load/seed";
import { LOAD_STEPS } from "../../db/load/steps";
import { loadContext, type LoadContext, type LoadedDataset, type LoadStep } from "../../db/load/steps/load-context";
import { freshDatabase } from "./databases";

const era = (franchise: string, firstSeason: number | null, lastSeason: number | null, name: string, nickname: string, city: string): SeedEra => ({
  franchise,
  league: "nfl",
  eraLeague: "nfl",
  firstSeason,
  lastSeason,
  name,
  nickname,
  city,
  state: null,
  abbreviation: null,
  note: null,
  source: "test",
  file: "db/seed/nfl/team-eras.csv",
  line: 2,
});

/** Two NFL franchises (the Bears were the Staleys in 1921), a venue, the Super Bowl and one result. */
export function smallSeed(): Seed {
  return {
    sports: [{ slug: "football", name: "Football", abbreviation: "FB" }],
    levels: [{ slug: "professional", name: "Professional" }],
    leagues: [
      {
        slug: "nfl",
        name: "National Football League",
        abbreviation: "NFL",
        sport: "football",
        level: "professional",
        founded: 1920,
        lastSeason: null,
        source: "test",
      },
    ],
    championships: [
      {
        slug: "super-bowl",
        league: "nfl",
        name: "Super Bowl",
        officialName: null,
        description: null,
        trophyName: "Vince Lombardi Trophy",
        firstYear: 1966,
        lastYear: null,
        format: "single game",
        selector: null,
        source: "test",
      },
    ],
    venues: [{ slug: "soldier-field", name: "Soldier Field", city: "Chicago", state: "IL", country: "USA", capacity: 61500, opened: 1924, source: "test" }],
    franchises: [
      { slug: "chicago-bears", league: "nfl", founded: 1920, folded: null, conference: "NFC", division: "North", venue: "soldier-field", source: "test" },
      { slug: "detroit-lions", league: "nfl", founded: 1930, folded: null, conference: "NFC", division: "North", venue: null, source: "test" },
    ],
    eras: [
      { ...era("chicago-bears", 1920, 1921, "Chicago Staleys", "Staleys", "Chicago"), state: "IL" },
      { ...era("chicago-bears", 1922, null, "Chicago Bears", "Bears", "Chicago"), state: "IL", abbreviation: "CHI" },
      { ...era("detroit-lions", 1934, null, "Detroit Lions", "Lions", "Detroit"), state: "MI", abbreviation: "DET" },
    ],
    results: [
      {
        championship: "super-bowl",
        league: "nfl",
        season: 1985,
        edition: "XX",
        date: "1986-01-26",
        winner: "chicago-bears",
        runnerUp: null,
        winnerScore: 46,
        runnerUpScore: 10,
        series: null,
        mvp: "Richard Dent",
        venue: "Louisiana Superdome",
        city: "New Orleans",
        state: "LA",
        winningCoach: "Mike Ditka",
        winnerRecord: "15-1",
        status: "held",
        note: null,
        source: "test",
        file: "db/seed/nfl/results.csv",
        line: 2,
      },
    ],
    conferences: [],
    nameSuffixes: [],
    venueNames: [{ venue: "soldier-field", firstSeason: 2003, lastSeason: null, name: "Soldier Field (renovated)", line: 2 }],
  };
}

/** A dataset of our own making, with the records given (every other kind empty). */
export function dataset(id: string, records: Partial<Collected>, gamePriority = 1): LoadedDataset {
  const importer: DatasetImporter = {
    id,
    leagues: ["nfl"],
    homepage: `https://example.org/${id}`,
    downloadBase: null,
    files: [],
    licence: "CC0",
    attribution: null,
    gamePriority,
    async read() {},
  };
  const data: Collected = { ...emptyCollected(), ...records };
  return { importer, data };
}

/** A person of a dataset of our own making. */
export const personRecord = (source: string, key: string, firstName: string, lastName: string, fields: Partial<PersonRecord> = {}): PersonRecord => ({
  source,
  file: "people.csv",
  line: 2,
  key,
  firstName,
  lastName,
  ...fields,
});

/** An NFL season line of a dataset of our own making (`team` null: the season's multi-team total line). */
export const seasonLine = (
  source: string,
  personKey: string,
  season: number,
  team: string | null,
  stats: Record<string, number>,
  fields: Partial<PlayerSeasonRecord> = {},
): PlayerSeasonRecord => ({
  source,
  file: "seasons.csv",
  line: 2,
  personKey,
  league: "nfl",
  season,
  team,
  stats,
  ...fields,
});

/** A final regular-season NFL game of the test dataset. */
export function game(
  date: string,
  home: string,
  away: string,
  homeScore: number | null,
  awayScore: number | null,
  fields: Partial<GameRecord> = {},
): GameRecord {
  return {
    source: "test-games",
    file: "games.csv",
    line: 2,
    league: "nfl",
    season: Number(date.slice(0, 4)),
    date,
    home,
    away,
    homeScore,
    awayScore,
    status: "final",
    type: "regular",
    ...fields,
  };
}

/** Team codes that match nothing (the live-feed step has no feed games in these tests). */
const NO_TEAM_CODES: TeamCodes = { resolve: () => null, franchises: () => new Set() };

export type StepWorld = {
  db: Database;
  ctx: LoadContext;
  /** Runs, in order, every step listed before `step` (LOAD_STEPS). */
  runBefore(step: LoadStep): Promise<void>;
  close(): Promise<void>;
};

/** A migrated in-memory database and a load context over the seed and datasets given. */
export async function stepWorld(
  fields: { seed?: Seed; datasets?: ReadonlyArray<LoadedDataset>; games?: ReadonlyArray<GameRecord>; now?: Date } = {},
): Promise<StepWorld> {
  const { db, drop } = await freshDatabase("pglite");
  await migrate(db);
  const ctx = loadContext({
    tx: db,
    seed: fields.seed ?? smallSeed(),
    datasets: fields.datasets ?? [],
    games: fields.games ?? [],
    teamCodes: NO_TEAM_CODES,
    now: fields.now ?? new Date("2026-01-15T12:00:00Z"),
  });
  return {
    db,
    ctx,
    async runBefore(step) {
      const index = LOAD_STEPS.indexOf(step);
      if (index < 0) throw new Error(`'${step.name}' is not one of the import's steps`);
      for (const earlier of LOAD_STEPS.slice(0, index)) await earlier.run(ctx);
    },
    close: drop,
  };
}

/** Row count of a table. */
export async function rowCount(db: Database, table: string): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
}
