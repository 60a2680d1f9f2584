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
    // The file has no dates. A game of the games table needs one and no date may be invented, so every
    // game is emitted as a tournament game for the bracket (decision 0179), and the title game also as a
    // game, dated (and placed) from the curated seed db/seed/cbb/results.csv.
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
      const seed1 = f.required("seed1", "seed", parseSeed);
      const seed2 = f.required("seed2", "seed", parseSeed);
      const score1 = f.score("score1");
      const score2 = f.score("score2");
      // Both teams are resolved before any skip so that every name in the file is checked.
      const winner = ctx.team("cbb", v.team1, season, origin);
      const loser = ctx.team("cbb", v.team2, season, origin);
      if (!winner || !loser) return;
      // 2021 Oregon-VCU: VCU withdrew under COVID-19 protocols; the file writes a 0-0 "win".
      const noContest = score1 === 0 && score2 === 0;
      ctx.tournamentGame({
        ...origin,
        league: "cbb",
        season,
        round,
        winner,
        loser,
        winnerSeed: seed1,
        loserSeed: seed2,
        winnerScore: noContest ? null : score1,
        loserScore: noContest ? null : score2,
        noContest,
      });
      if (noContest) {
        ctx.skip(origin, "no contest (0-0 in source): a tournament game only");
        return;
      }
      const final = round === FINAL_ROUND ? finals.get(season) : undefined;
      if (!final?.date) {
        ctx.skip(origin, "no game date in source: a tournament game only");
        return;
      }
      ctx.game({
        source: origin.source,
        file: origin.file,
        line: origin.line,
        league: "cbb",
        season,
        date: final.date,
        home: winner,
        away: loser,
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

/** A seed line, 1-16. */
function parseSeed(text: string): number | null {
  const n = parseCount(text);
  return n !== null && n >= 1 && n <= 16 ? n : null;
}
