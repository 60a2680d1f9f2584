// Importer for nhl-games-hockeyref-2019-2021: NHL games from hockey-reference season pages, the 2019
// playoffs, 2019-20 (to the pause, then the 2020 return-to-play playoffs) and 2020-21.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { parseSlashDate, positionalFields } from "../fields";
import { finalistsFromSeed, markFinalSeries, STANLEY_CUP_FINAL } from "../finals";
import { neutralSiteNote, parseOvertime } from "../sports-reference";
import type { DatasetImporter, GameRecord, Origin } from "../types";

const SOURCE = "nhl-games-hockeyref-2019-2021";
/** The columns by position as errors name them (the header has two G columns and a blank sixth). */
const COLUMNS = ["Date", "Visitor", "G (visitor)", "Home", "G (home)", "6", "Att.", "LOG", "Notes"];

/** Each file and what it holds; the file name is the only playoff flag. Years are season END years. */
const FILES: ReadonlyArray<{ file: string; season: number; playoffs: boolean }> = [
  { file: "nhl_2019_playoffs.csv", season: 2018, playoffs: true },
  { file: "nhl_2020.csv", season: 2019, playoffs: false },
  { file: "nhl_2020_playoffs.csv", season: 2019, playoffs: true },
  { file: "nhl_2021.csv", season: 2020, playoffs: false },
  { file: "nhl_2021_playoffs.csv", season: 2020, playoffs: true },
];

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nhl"],
  homepage: "https://github.com/npwkeller/nhl-no-crowd-covid-research",
  downloadBase: "https://raw.githubusercontent.com/npwkeller/nhl-no-crowd-covid-research/2902dabda8a883dbb1de7cf0dbc2b334e6e958a0/",
  files: FILES.map(({ file }) => file),
  licence: "None stated; facts only (dates, teams, scores, attendance)",
  attribution: "Game results from Hockey-Reference.com",
  gamePriority: 3,
  async read(ctx) {
    const finalists = await finalistsFromSeed("nhl");
    for (const { file, season, playoffs } of FILES) {
      const rows = await readCsv(join(ctx.dir, file));
      const games: Array<GameRecord> = [];
      // The scrape repeats the last rows of every file: a row equal to one already read is skipped.
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (index % 500 === 0) ctx.progress(index, rows.length);
        const where: Origin = { source: SOURCE, file, line: row.line };
        const key = row.fields.join("\u0000");
        if (seen.has(key)) {
          ctx.skip(where, "row repeated in the file (scraping artefact)");
          return;
        }
        seen.add(key);
        const [, visitor, , home, , , , , notes] = row.fields;
        const f = positionalFields(ctx, where, row.fields, COLUMNS);
        const date = f.required("Date", "date", parseSlashDate);
        const awayScore = f.score("G (visitor)");
        const homeScore = f.score("G (home)");
        const overtime = f.optional("6", "overtime", (text) => parseOvertime(text, true));
        const attendance = f.optAttendance("Att.");
        const awaySlug = ctx.team("nhl", visitor, season, where);
        const homeSlug = ctx.team("nhl", home, season, where);
        if (awaySlug === null || homeSlug === null) return;
        const site = neutralSiteNote(notes);
        games.push({
          source: where.source,
          file: where.file,
          line: where.line,
          league: "nhl",
          season,
          date,
          home: homeSlug,
          away: awaySlug,
          homeScore,
          awayScore,
          status: "final",
          type: playoffs ? "playoff" : "regular",
          round: null,
          venue: site?.venue ?? null,
          neutralSite: site !== null,
          attendance,
          overtime,
        });
      });
      ctx.progress(rows.length, rows.length);
      if (playoffs) markFinalSeries(games, finalists, STANLEY_CUP_FINAL);
      for (const game of games) ctx.game(game);
    }
  },
};
