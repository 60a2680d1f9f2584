// Importer for retrosheet-postseason-gamelogs: every World Series game 1903-2020 from Retrosheet's
// postseason game log (GLWS.TXT, the full 161-field game-log format without a header).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readCsv } from "../../csv";
import { isoDateFromParts, parseCount, parseInteger } from "../fields";
import type { DatasetImporter, Origin } from "../types";
import { inningsInLine, readParkNames } from "./retrosheet-gamelogs";

const SOURCE = "retrosheet-postseason-gamelogs";
const FILE = "GLWS.TXT";
/** The Retrosheet game-log format has 161 fields. */
const FIELDS = 161;
const MAJOR_LEAGUES = new Set(["AL", "NL"]);
/** The park list ships with the regular-season logs (a sibling folder); without it parks are left unnamed. */
const PARKS_FOLDER = "retrosheet-gamelogs";

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["mlb"],
  homepage: "https://www.retrosheet.org/gamelogs/index.html",
  downloadBase: "https://raw.githubusercontent.com/chadwickbureau/retrosheet/e270469bb1b67cb2b29d818e7414f790ee79bb75/gamelog/",
  files: [FILE],
  licence: "Free to use with Retrosheet's notice (see retrosheet.org)",
  attribution:
    'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".',
  gamePriority: 2,
  async read(ctx) {
    const parksDir = join(ctx.dir, "..", PARKS_FOLDER);
    const parks = existsSync(parksDir) ? await readParkNames(parksDir) : new Map<string, string>();
    const header = Array.from({ length: FIELDS }, (_, i) => `field${i + 1}`);
    const rows = await readCsv(join(ctx.dir, FILE), { header });
    rows.forEach((row, index) => {
      if (index % 100 === 0) ctx.progress(index, rows.length);
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      const f = row.fields;
      const [dateText, , , visitor, visitorLeague, , home, homeLeague, , visitorRuns, homeRuns, outs] = f;
      const dateMatch = /^(\d{4})(\d{2})(\d{2})$/.exec(dateText);
      const date = dateMatch ? isoDateFromParts(Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])) : null;
      if (!dateMatch || date === null) throw ctx.fail(where, `bad date '${dateText}' in field 1`);
      if (!MAJOR_LEAGUES.has(visitorLeague) || !MAJOR_LEAGUES.has(homeLeague) || visitorLeague === homeLeague) {
        throw ctx.fail(where, `bad leagues '${visitorLeague}' and '${homeLeague}' in fields 5 and 8: a World Series is AL against NL`);
      }
      const awayScore = parseCount(visitorRuns);
      if (awayScore === null) throw ctx.fail(where, `bad score '${visitorRuns}' in field 10`);
      const homeScore = parseCount(homeRuns);
      if (homeScore === null) throw ctx.fail(where, `bad score '${homeRuns}' in field 11`);
      const attendanceText = f[17];
      const attendanceCount = attendanceText === "" ? null : parseInteger(attendanceText);
      if (attendanceText !== "" && attendanceCount === null) throw ctx.fail(where, `bad attendance '${attendanceText}' in field 18`);
      const season = Number(dateMatch[1]);
      const away = ctx.team("mlb", visitor, season, where);
      const homeSlug = ctx.team("mlb", home, season, where);
      if (away === null || homeSlug === null) return;
      const innings = f[19] ? inningsInLine(f[19]) : outs ? Math.ceil(Number(outs) / 6) : 0;
      const parkId = f[16];
      ctx.game({
        source: where.source, file: where.file, line: where.line,
        league: "mlb",
        season,
        date,
        home: homeSlug,
        away,
        homeScore,
        awayScore,
        status: "final",
        type: "final",
        round: "World Series",
        venue: parkId ? (parks.get(parkId) ?? null) : null,
        // Retrosheet writes 0 where the attendance is unknown.
        attendance: attendanceCount !== null && attendanceCount > 0 ? attendanceCount : null,
        overtime: innings > 9 ? String(innings) : null,
      });
    });
    ctx.progress(rows.length, rows.length);
  },
};
