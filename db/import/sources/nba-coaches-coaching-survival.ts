// Importer for nba-coaches-coaching-survival: NBA head coaches per team-season with regular-season W-L, 1946-47..2019-20.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { rowFields, splitName } from "../fields";
import type { DatasetImporter, ImportContext, Origin } from "../types";

const SOURCE = "nba-coaches-coaching-survival";
const COACHES = "nba_coaches.csv";
const SEASONS = "nba_coach_seasons.csv";

/** Basketball-Reference codes of the ABA seasons of the four 1976 merger franchises. */
const ABA_CODES = new Set(["DNR", "DNA", "INA", "NYA", "NJA", "DLC", "TEX", "SAA"]);

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/ryanvmenezes/coaching-survival",
  downloadBase: null,
  files: [COACHES, SEASONS],
  licence: "none stated (factual data from Basketball-Reference)",
  attribution: "Coaching records from Basketball-Reference.com, compiled by Ryan Menezes",
  gamePriority: 0,
  async read(ctx: ImportContext) {
    const stints = await readCsv(join(ctx.dir, SEASONS));
    const coached = new Set<string>();
    for (const row of stints) {
      if (!ABA_CODES.has(row.values["season.team.id"])) coached.add(row.values["coach.id"]);
    }

    const people = new Set<string>();
    for (const row of await readCsv(join(ctx.dir, COACHES))) {
      const v = row.values;
      const where: Origin = { source: SOURCE, file: COACHES, line: row.line };
      if (!coached.has(v["coach.id"])) {
        ctx.skip(where, "coach with ABA seasons only");
        continue;
      }
      const f = rowFields(ctx, where, v);
      const birthDate = f.optDate("dob");
      const deathDate = f.optDate("dod");
      people.add(v["coach.id"]);
      ctx.person({
        source: where.source,
        file: where.file,
        line: where.line,
        key: `${SOURCE}:${v["coach.id"]}`,
        ...splitName(v.name),
        birthDate,
        deathDate,
        deathsRecorded: true,
      });
    }

    for (const row of stints) {
      const v = row.values;
      const where: Origin = { source: SOURCE, file: SEASONS, line: row.line };
      const code = v["season.team.id"];
      if (ABA_CODES.has(code)) {
        ctx.skip(where, "ABA season (the ABA is not covered)");
        continue;
      }
      const f = rowFields(ctx, where, v);
      const endYear = f.year("season");
      const wins = f.count("coach.wins", "wins");
      const losses = f.count("coach.losses", "losses");
      if (!people.has(v["coach.id"])) {
        ctx.skip(where, `coach '${v["coach.id"]}' missing from ${COACHES}`);
        continue;
      }
      const season = endYear - 1;
      const order = f.count("coach.order", "order");
      const team = ctx.team("nba", code, season, where);
      if (team === null) continue;
      ctx.coachStint({
        source: where.source,
        file: where.file,
        line: where.line,
        personKey: `${SOURCE}:${v["coach.id"]}`,
        league: "nba",
        season,
        team,
        title: "Head Coach",
        isHeadCoach: true,
        wins,
        losses,
        seasonOrder: order,
      });
    }
  },
};
