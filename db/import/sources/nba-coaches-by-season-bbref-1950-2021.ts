// Importer for nba-coaches-by-season-bbref-1950-2021: NBA head coaches per team-season, 1949-50..2020-21
// (Basketball-Reference season pages), without per-coach records.
//
// It adds what nba-coaches-coaching-survival lacks: the 2020-21 season and the defunct clubs of 1949-54.
// A coach that dataset knows (same team-season and surname, or same full name) keeps its identity, so one coach
// has one page; the loader merges the stints both datasets give. A season's sole coach gets the team's
// published record when loading (db/load/people-derived.sql).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { nameKey } from "../../../core/names";
import { readCsv } from "../../csv";
import { rowFields, splitName } from "../fields";
import type { DatasetImporter, ImportContext, Origin } from "../types";

const SOURCE = "nba-coaches-by-season-bbref-1950-2021";
const SEASONS = "coaches_by_season.csv";
/** The sibling dataset's coach list: full name -> Basketball-Reference coach id. */
export const KNOWN_COACHES = join("..", "nba-coaches-coaching-survival", "nba_coaches.csv");
const KNOWN_SEASONS = join("..", "nba-coaches-coaching-survival", "nba_coach_seasons.csv");
const KNOWN_SOURCE = "nba-coaches-coaching-survival";

const surname = (name: string) =>
  nameKey(
    name
      .replace(/^.*?\.\s*/, "")
      .split(" ")
      .slice(-1)[0] ?? "",
  );

/**
 * The sibling dataset's coach id for each name here: first from the team-seasons both datasets have
 * (same team, season and surname: "Michael Malone" is its "M. Malone", malonmi99c), then by full name.
 * A name that would get two ids is left out (no guessing).
 */
async function knownCoaches(ctx: ImportContext, rows: ReadonlyArray<{ values: Record<string, string> }>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const seasonsPath = join(ctx.dir, KNOWN_SEASONS);
  const coachesPath = join(ctx.dir, KNOWN_COACHES);
  if (!existsSync(seasonsPath) || !existsSync(coachesPath)) return ids;
  const byTeamSeason = new Map<string, Array<{ id: string; surname: string }>>();
  for (const row of await readCsv(seasonsPath)) {
    const v = row.values;
    const key = `${v.season}|${v["season.team.id"]}`;
    byTeamSeason.set(key, [...(byTeamSeason.get(key) ?? []), { id: v["coach.id"], surname: surname(v["coach.name"] ?? "") }]);
  }
  const conflicting = new Set<string>();
  const remember = (name: string, id: string) => {
    const known = ids.get(name);
    if (known !== undefined && known !== id) conflicting.add(name);
    ids.set(name, id);
  };
  for (const { values: v } of rows) {
    const matches = (byTeamSeason.get(`${v.seas}|${v.tm}`) ?? []).filter((c) => c.surname === surname(v.coach ?? ""));
    if (matches.length === 1) remember(nameKey(v.coach ?? ""), matches[0].id);
  }
  for (const row of await readCsv(coachesPath)) {
    const name = nameKey(row.values.name ?? "");
    if (!ids.has(name)) remember(name, row.values["coach.id"]);
  }
  for (const name of conflicting) ids.delete(name);
  return ids;
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/sumitrodatta/nba-former-players-turned-head-coaches",
  downloadBase: null,
  files: [SEASONS],
  licence: "none stated (factual data from Basketball-Reference)",
  attribution: "Head coaches by season from Basketball-Reference.com, compiled by Sumitro Datta",
  gamePriority: 0,
  async read(ctx: ImportContext) {
    const rows = await readCsv(join(ctx.dir, SEASONS));
    const known = await knownCoaches(ctx, rows);
    const own = new Set<string>();
    for (const row of rows) {
      const v = row.values;
      const where: Origin = { source: SOURCE, file: SEASONS, line: row.line };
      const f = rowFields(ctx, where, v);
      const name = f.text("coach", "name");
      // The season by the year it ends in; the first (BAA) season ended in 1947.
      const endYear = f.year("seas", "season", 1947);
      f.text("tm", "team");
      const season = endYear - 1;
      const team = ctx.team("nba", v.tm, season, where);
      if (team === null) continue;
      const knownId = known.get(nameKey(name));
      const personKey = knownId ? `${KNOWN_SOURCE}:${knownId}` : `${SOURCE}:${nameKey(name)}`;
      if (!knownId && !own.has(personKey)) {
        own.add(personKey);
        ctx.person({ source: where.source, file: where.file, line: where.line, key: personKey, ...splitName(name) });
      }
      ctx.coachStint({
        source: where.source,
        file: where.file,
        line: where.line,
        personKey,
        league: "nba",
        season,
        team,
        title: "Head Coach",
        isHeadCoach: true,
      });
    }
  },
};
