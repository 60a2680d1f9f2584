// The one typed context the import's steps share (db/load/steps/index.ts lists them): the transaction,
// the seed, the datasets read, the games chosen, and the ids each step makes for the steps after it.
import type { LeagueSlug } from "../../../core/leagues";
import type { Sql } from "../../database";
import type { Collected } from "../../import/collect";
import type { TeamCodes } from "../../import/team-codes";
import type { DatasetImporter, GameRecord } from "../../import/types";
import type { FeedGame } from "../../live/espn-scoreboard";
import type { QualityReport } from "../data-quality-report";
import { recordCount } from "../deferred-records";
import type { SideTable } from "../games-side";
import type { RecordLines } from "../record-lines";
import type { Seed } from "../seed";

/** One dataset as read and checked (db/import/collect.ts), with the importer that read it. */
export type LoadedDataset = { importer: DatasetImporter; data: Collected };

/** Ids of the seed's rows: each row's position in its seed list, from 1. */
export type SeedIds = {
  sports: ReadonlyMap<string, number>;
  levels: ReadonlyMap<string, number>;
  leagues: ReadonlyMap<string, number>;
  championships: ReadonlyMap<string, number>;
  venues: ReadonlyMap<string, number>;
  teams: ReadonlyMap<string, number>;
};

/** The people written, for the steps that refer to them (coaches, awards). */
export type PeopleIds = {
  /** Person id by the datasets' person key. */
  ids: ReadonlyMap<string, number>;
  /** Full name (suffix included) by person id. */
  fullNames: ReadonlyMap<number, string>;
};

/** An index dropped before the bulk load, re-created by the indexes step (or earlier: `indexedEarly`). */
export type DroppedIndex = { tablename: string; indexname: string; indexdef: string };

export type LoadContext = {
  /** The import's transaction (runImport may wrap it per step to time its statements). */
  tx: Sql;
  readonly seed: Seed;
  /** Every dataset found, in the importers' order; team seasons already filed under their teams' leagues. */
  readonly datasets: ReadonlyArray<LoadedDataset>;
  /** The games kept (chooseGames), filed under their teams' leagues. */
  readonly games: ReadonlyArray<GameRecord>;
  readonly teamCodes: TeamCodes;
  /** The day of the import (the seasons leagues have opened since our data ends). */
  readonly now: Date;
  readonly ids: SeedIds;
  /** Rows written per table, in the order written (the import summary lists them so). */
  readonly counts: Record<string, number>;
  /** Season id by `league|start year` (seasons step). */
  seasonIds: ReadonlyMap<string, number> | null;
  /** People written (people step). */
  people: PeopleIds | null;
  /** Player id by `personKey|league` (people step). */
  players: ReadonlyMap<string, number> | null;
  /** The season lines reduced for the record book (people step, reduced in the background; record-lines.ts). */
  recordLines: Promise<RecordLines> | null;
  /** The live feed's recorded games, read before the games side starts (else the feed step reads them). */
  recordedFeed: ReadonlyArray<FeedGame> | null;
  /** Indexes of the big tables dropped for the load (empty-tables step). */
  droppedIndexes: ReadonlyArray<DroppedIndex> | null;
  /**
   * The tables no later step writes, indexed and analysed as soon as they are written, on the database
   * thread while this one prepares the next steps' rows (games-indexes step; awaited by the indexes step).
   */
  indexedEarly: { tables: ReadonlyArray<string>; done: Promise<void> } | null;
  /** The data-quality report (last step). */
  quality: QualityReport | null;
};

/** One named step of the import: what it writes, run in order inside the import's transaction. */
export type LoadStep = {
  /** What the step writes, in the import's progress output (`wrote <name> in N s`). */
  readonly name: string;
  run(ctx: LoadContext): Promise<void>;
  /**
   * Work of the step that needs neither the step before it nor its answers (the step's JavaScript, a
   * read of what earlier steps wrote): started as the step before starts, it runs on the main thread
   * while that step's statements run on the database thread (decision 0209). The step keeps what it
   * made for its run, which does the work itself when nothing was prepared.
   */
  prepare?(ctx: LoadContext): void;
  /**
   * Where the import has a games side (games-side.ts, decision 0207): "both", the step's statements go to
   * both databases; "also", it runs on each; `copies`, it runs on the games side only and these tables are
   * copied back in its place. Unmarked, it runs on the import's database only.
   */
  readonly gamesSide?: "both" | "also" | { readonly copies: ReadonlyArray<SideTable> };
};

/** A value an earlier step makes; a step run out of order says which one it needs. */
export function madeBy<T>(value: T | null, what: string, step: string): T {
  if (value === null) throw new Error(`the import needs ${what}: the step '${step}' has not run`);
  return value;
}

const idOf = <T extends { slug: string }>(items: ReadonlyArray<T>) => new Map(items.map((item, index) => [item.slug, index + 1]));

export function seedIds(seed: Seed): SeedIds {
  return {
    sports: idOf(seed.sports),
    levels: idOf(seed.levels),
    leagues: idOf(seed.leagues),
    championships: idOf(seed.championships),
    venues: idOf(seed.venues),
    teams: idOf(seed.franchises),
  };
}

export function loadContext(fields: {
  tx: Sql;
  seed: Seed;
  datasets: ReadonlyArray<LoadedDataset>;
  games: ReadonlyArray<GameRecord>;
  teamCodes: TeamCodes;
  now?: Date;
}): LoadContext {
  return {
    ...fields,
    now: fields.now ?? new Date(),
    ids: seedIds(fields.seed),
    counts: {},
    seasonIds: null,
    people: null,
    players: null,
    recordLines: null,
    recordedFeed: null,
    droppedIndexes: null,
    indexedEarly: null,
    quality: null,
  };
}

/** Season id of a league-season, as the seasons step numbered them. */
export function seasonKey(league: LeagueSlug | string, season: number): string {
  return `${league}|${season}`;
}

/** Rows a dataset yields (the data_sources table and the import summary report it). */
export function rowsEmitted(data: Collected): number {
  return (
    data.games.length +
    data.teamSeasons.length +
    data.people.length +
    data.players.length +
    data.playerSeasons.length +
    data.playerPostseasons.length +
    data.coachStints.length +
    data.awards.length +
    recordCount(data, "playerGames") +
    data.tournamentGames.length
  );
}

/** Moves each sequence past the ids written explicitly, so a row added later gets a new id. */
export async function advanceSequences(tx: Sql, tables: ReadonlyArray<string>): Promise<void> {
  for (const table of tables) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`);
  }
}
