// The one mapping from each dataset's team names and codes to franchise slugs
// (db/seed/<league>/team-codes.csv), valid for a range of seasons.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ImportError, readCsv } from "../csv";
import { FieldReader } from "./fields";
import type { LeagueSlug } from "../../core/leagues";

type CodeRange = { franchise: string; first: number; last: number };

export type TeamCodes = {
  resolve(league: LeagueSlug, source: string, code: string, season: number): string | null;
  franchises(league: LeagueSlug): ReadonlySet<string>;
};

export const SEED_DIR = new URL("../seed/", import.meta.url).pathname;

export async function loadTeamCodes(leagues: ReadonlyArray<LeagueSlug>, seedDir: string = SEED_DIR): Promise<TeamCodes> {
  const byKey = new Map<string, Array<CodeRange>>();
  const franchisesByLeague = new Map<LeagueSlug, Set<string>>();
  for (const league of leagues) {
    const franchiseFile = join(seedDir, league, "franchises.csv");
    const slugs = new Set<string>();
    if (existsSync(franchiseFile)) {
      for (const row of await readCsv(franchiseFile)) slugs.add(row.values.slug);
    }
    franchisesByLeague.set(league, slugs);
    const codesFile = join(seedDir, league, "team-codes.csv");
    if (!existsSync(codesFile)) continue;
    for (const row of await readCsv(codesFile)) {
      const { source, code, franchise } = row.values;
      const f = new FieldReader(row.values, (reason) => new ImportError(`db/seed/${league}/team-codes.csv`, row.line, reason));
      const key = `${league}|${source}|${code.trim().toLowerCase()}`;
      const ranges = byKey.get(key) ?? [];
      ranges.push({
        franchise,
        first: f.optInt("first_season") ?? -Infinity,
        last: f.optInt("last_season") ?? Infinity,
      });
      byKey.set(key, ranges);
    }
  }
  return {
    resolve(league, source, code, season) {
      const ranges = byKey.get(`${league}|${source}|${code.trim().toLowerCase()}`);
      const hit = ranges?.find((range) => season >= range.first && season <= range.last);
      return hit ? hit.franchise : null;
    },
    franchises(league) {
      return franchisesByLeague.get(league) ?? new Set();
    },
  };
}
