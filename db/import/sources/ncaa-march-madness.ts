// Importer for kstreet13/marchMadnessScores: NCAA men's tournament games 1985-2025 (one row per game, winner first).
import { join } from "node:path";
import { readCsv } from "../../csv";
import { parseCount, rowFields } from "../fields";
import { finalistsFromSeed } from "../finals";
import type { DatasetImporter, Origin } from "../types";

const SOURCE = "ncaa-march-madness";
// Only the men's file: the site's cbb league is men's basketball, so womensResults.csv is never read.
const FILE = "mensResults.csv";

// `round` counts the teams left in the round; 0 is the play-in (Opening Round / First Four).
const ROUNDS = new Set([0, 2, 4, 8, 16, 32, 64]);
const FINAL_ROUND = 2;

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["cbb"],
  homepage: "https://github.com/kstreet13/marchMadnessScores",
  downloadBase: "https://raw.githubusercontent.com/kstreet13/marchMadnessScores/1ab22087dde0969e868b69062a5891e6de9d163b/",
  files: [FILE],
  licence: "MIT",
  attribution: "NCAA tournament scores from marchMadnessScores by kstreet13 (MIT License), compiled from Wikipedia",
  gamePriority: 1,
  async read(ctx) {
    // The file has no dates. GameRecord needs one, and no date may be invented, so only the title
    // game is emitted, dated (and placed) from the curated seed db/seed/cbb/results.csv.
    const finals = await finalistsFromSeed("cbb");
    const rows = await readCsv(join(ctx.dir, FILE));
    rows.forEach((row, index) => {
      const v = row.values;
      const origin: Origin = { source: SOURCE, file: FILE, line: row.line };
      if (index % 500 === 0) ctx.progress(index, rows.length);
      const f = rowFields(ctx, origin, v);
      // The tournament is played in March/April: the 1985 tournament closes the 1984-85 season.
      const season = f.year("year", "year") - 1;
      const round = f.required("round", "round", (text) => {
        const n = parseCount(text);
        return n !== null && ROUNDS.has(n) ? n : null;
      });
      const score1 = f.score("score1");
      const score2 = f.score("score2");
      // Both teams are resolved before any skip so that every name in the file is checked.
      const home = ctx.team("cbb", v.team1, season, origin);
      const away = ctx.team("cbb", v.team2, season, origin);
      if (!home || !away) return;
      if (score1 === 0 && score2 === 0) {
        // 2021 Oregon-VCU: VCU withdrew under COVID-19 protocols; the file writes a 0-0 "win".
        ctx.skip(origin, "no contest (0-0 in source)");
        return;
      }
      const final = round === FINAL_ROUND ? finals.get(season) : undefined;
      if (!final?.date) {
        ctx.skip(origin, "no game date in source");
        return;
      }
      ctx.game({
        source: origin.source,
        file: origin.file,
        line: origin.line,
        league: "cbb",
        season,
        date: final.date,
        home,
        away,
        homeScore: score1,
        awayScore: score2,
        status: "final",
        type: "final",
        round: "National Championship",
        venue: final.venue,
        neutralSite: true,
      });
    });
    ctx.progress(rows.length, rows.length);
  },
};
