// The league a franchise played in during a season, from the seed's eras (db/seed/<league>/eras.csv:
// the `league` column, else the folder's league), for importers that must tell members of a league
// from its opponents while reading (Appalachian State was an FCS program until 2013).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readCsv } from "../csv";
import { SEED_DIR } from "./team-codes";
import type { LeagueSlug } from "../../core/leagues";

type EraRange = { first: number; last: number; league: LeagueSlug };

export type EraLeagues = (franchise: string, season: number) => LeagueSlug | null;

export async function loadEraLeagues(leagues: ReadonlyArray<LeagueSlug>, seedDir: string = SEED_DIR): Promise<EraLeagues> {
  const byFranchise = new Map<string, Array<EraRange>>();
  for (const folder of leagues) {
    const file = join(seedDir, folder, "eras.csv");
    if (!existsSync(file)) continue;
    for (const { values } of await readCsv(file)) {
      const ranges = byFranchise.get(values.franchise) ?? [];
      ranges.push({
        first: values.first_season ? Number(values.first_season) : -Infinity,
        last: values.last_season ? Number(values.last_season) : Infinity,
        league: ((values.league ?? "") || folder) as LeagueSlug,
      });
      byFranchise.set(values.franchise, ranges);
    }
  }
  return (franchise, season) => byFranchise.get(franchise)?.find((era) => season >= era.first && season <= era.last)?.league ?? null;
}
