// What the loader does with the records several datasets give of one person or player-season:
// - a person or player record with the same key from several datasets is one record, the first's fields
//   winning and its gaps filled from the others (the draft pick's name and Hall of Fame flag, nflverse's
//   birth date and size);
// - a player-season a dataset of higher precedence supersedes (decision 0137) is stored with the
//   figures that differ (table superseded_season_lines), for the data-quality report: how many
//   player-seasons both sources hold and how many differ, with the largest differences.
import type { Sql } from "../database";
import type { PersonRecord, PlayerRecord } from "../import/types";
import { bulkInsert } from "./bulk-insert";
import type { SupersededLine } from "./people-derived";

type Fields = { [key: string]: unknown };

const isMissing = (value: unknown) => value === null || value === undefined;

function fill<T>(first: T, next: T): T {
  const merged: Fields = { ...(first as Fields) };
  for (const [name, value] of Object.entries(next as Fields)) {
    if (isMissing(merged[name]) && !isMissing(value)) merged[name] = value;
  }
  return merged as T;
}

/** One person per key: the first dataset's record, its missing fields filled from the next ones. */
export function mergePeople(people: ReadonlyArray<PersonRecord>): Array<PersonRecord> {
  const byKey = new Map<string, PersonRecord>();
  for (const person of people) {
    const known = byKey.get(person.key);
    byKey.set(person.key, known ? fill(known, person) : person);
  }
  return [...byKey.values()];
}

/**
 * One player record per person and league: the last dataset's record (as the loader always took),
 * its missing fields filled from the earlier ones (the draft pick's last season beside nflverse's).
 */
export function mergePlayers(players: ReadonlyArray<PlayerRecord>): Array<PlayerRecord> {
  const byKey = new Map<string, PlayerRecord>();
  for (const player of players) {
    const key = `${player.personKey}|${player.league}`;
    const known = byKey.get(key);
    byKey.set(key, known ? fill(player, known) : player);
  }
  return [...byKey.values()];
}

/** A player-season both datasets hold: the statistics both give that differ, as [kept, superseded]. */
export type SupersededSeason = {
  personKey: string;
  league: string;
  season: number;
  keptSource: string;
  supersededSource: string;
  differences: Record<string, [number, number]>;
};

/** Collects mergeSeasonLines's superseded lines (its onSuperseded) and writes them after the people. */
export class SupersededLines {
  readonly seasons: Array<SupersededSeason> = [];

  readonly add = ({ kept, dropped }: SupersededLine): void => {
    const differences: Record<string, [number, number]> = {};
    for (const [stat, value] of Object.entries(dropped.stats)) {
      const official = kept.stats[stat];
      if (official !== undefined && official !== value) differences[stat] = [official, value];
    }
    this.seasons.push({
      personKey: kept.personKey,
      league: kept.league,
      season: kept.season,
      keptSource: kept.source,
      supersededSource: dropped.source,
      differences,
    });
  };

  /** Into superseded_season_lines (emptied first), by the ids the people and leagues were written with. */
  async write(tx: Sql, personIds: ReadonlyMap<string, number>, leagueIds: ReadonlyMap<string, number>): Promise<number> {
    await tx.exec("TRUNCATE superseded_season_lines");
    return bulkInsert(
      tx,
      "superseded_season_lines",
      [
        ["person_id", "int"],
        ["league_id", "int"],
        ["season_start_year", "int"],
        ["kept_source", "text"],
        ["superseded_source", "text"],
        ["differences", "jsonb"],
      ],
      this.seasons
        .filter((s) => personIds.has(s.personKey) && leagueIds.has(s.league))
        .map((s) => [personIds.get(s.personKey), leagueIds.get(s.league), s.season, s.keptSource, s.supersededSource, s.differences]),
    );
  }
}
