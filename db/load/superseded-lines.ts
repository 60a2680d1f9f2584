// What the loader keeps of a player-season two datasets hold (people and player records of one key are
// merged by mergePeople and mergePlayers in people-derived.ts):
// - a player-season a dataset of higher precedence supersedes (decision 0137) is stored with the
//   figures that differ (table superseded_season_lines), for the data-quality report: how many
//   player-seasons both sources hold and how many differ, with the largest differences.
import type { Sql } from "../database";
import { bulkInsert } from "./bulk-insert";
import type { SupersededLine } from "./people-derived";

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
