// Importer for nfl-coaches-pfr-1920-2024: NFL (APFA, AFL) head coaches by team-season, 1920-2024, with each
// coach's share of a split season and the team's playoff record (Pro-Football-Reference via CoachingProject).
import { join } from "node:path";
import { nameKey } from "../../../core/names";
import { readCsv } from "../../csv";
import { rowFields, splitName } from "../fields";
import type { DatasetImporter, ImportContext, Origin } from "../types";

const SOURCE = "nfl-coaches-pfr-1920-2024";
const SEASONS = "nfl_coach_seasons.csv";

/** Leagues whose seasons are the NFL's here: its 1920-21 name (APFA), the NFL, and the AFL it merged with. */
const LEAGUES = new Set(["APFA", "NFL", "AFL"]);

/** A coach who was fired or resigned during the season did not coach its playoff games. */
const leftDuringSeason = (note: string) => /\b(fired|resigned)\b/i.test(note);
/** Interim and replacement coaches took over from someone: they come second in the season. */
const tookOver = (note: string) => /\b(interim|coach starting|promoted)\b/i.test(note);

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nfl"],
  homepage: "https://github.com/jwilliamson7/CoachingProject",
  downloadBase: null,
  files: [SEASONS],
  licence: "none stated (factual data from Pro-Football-Reference)",
  attribution: "Head coaching records from Pro-Football-Reference.com, compiled by the CoachingProject authors",
  gamePriority: 0,
  async read(ctx: ImportContext) {
    const rows = await readCsv(join(ctx.dir, SEASONS));
    const people = new Set<string>();
    rows.forEach((row, index) => {
      if (index % 1000 === 0) ctx.progress(index, rows.length);
      const v = row.values;
      const where: Origin = { source: SOURCE, file: SEASONS, line: row.line };
      const f = rowFields(ctx, where, v);
      const name = f.text("coach", "name");
      if (f.isBlank("Year")) {
        ctx.skip(where, "no season year (a second team in a year the coach's other row names)");
        return;
      }
      // The APFA's first season was 1920.
      const season = f.year("Year", "season", 1920);
      if (v.Lg === "AAFC") {
        ctx.skip(where, "AAFC season (the AAFC is not covered)");
        return;
      }
      if (!LEAGUES.has(v.Lg)) throw f.bad("Lg", "league");
      const wins = f.count("W");
      const losses = f.count("L");
      const ties = f.optCount("T") ?? 0;
      const note = (v.Notes ?? "").trim();
      const playoffGames = f.optCount("G plyf");
      const playoffs = playoffGames !== null && playoffGames > 0 && !leftDuringSeason(note);
      const team = ctx.team("nfl", v.Tm, season, where);
      if (team === null) return;
      const personKey = `${SOURCE}:${nameKey(name)}`;
      if (!people.has(personKey)) {
        people.add(personKey);
        ctx.person({ source: where.source, file: where.file, line: where.line, key: personKey, ...splitName(name) });
      }
      ctx.coachStint({
        source: where.source,
        file: where.file,
        line: where.line,
        personKey,
        league: "nfl",
        season,
        team,
        title: "Head Coach",
        isHeadCoach: true,
        wins,
        losses,
        ties,
        // Zero when he left before the playoffs or the team had none; his team's record when he coached them.
        playoffWins: playoffs ? (f.optCount("W plyf") ?? 0) : 0,
        playoffLosses: playoffs ? (f.optCount("L plyf") ?? 0) : 0,
        seasonOrder: leftDuringSeason(note) ? 1 : tookOver(note) ? 2 : null,
        note: note === "" ? null : note,
      });
    });
    ctx.progress(rows.length, rows.length);
  },
};
