// Importer for NFL-Historical-Records: one regular-season standings line per team and season (APFA/NFL 1920-, AFL 1960-69).
import { join } from "node:path";
import { readCsv } from "../../csv";
import { rowFields } from "../fields";
import type { DatasetImporter, Origin } from "../types";

const SOURCE = "nfl-historical-records";
const FILE = "combined_records.csv";

// The snapshot (November 2025) holds the 2025 season half played; a partial line would read as
// that season's final record, so seasons after this one are skipped.
const LAST_COMPLETE_SEASON = 2024;

// AFL seasons (1960-1969) are kept: the AFL clubs are today's franchises and the NFL counts their
// AFL history. AAFC seasons (1946-1949) are skipped: the site's league is the NFL, and the AAFC's
// records are not NFL records (the Browns, 49ers and 1950 Colts start with their 1950 NFL season).
const KEPT_LEAGUES = new Set(["nfl", "apfa", "afl"]);

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nfl"],
  homepage: "https://github.com/shoenot/NFL-Historical-Records",
  downloadBase: "https://raw.githubusercontent.com/shoenot/NFL-Historical-Records/dd643df1a80ee357e0c00dc2335d2a73ed626d08/",
  files: [FILE],
  licence: "MIT",
  attribution: "Team records from NFL-Historical-Records by Shurjo (MIT License), compiled from Pro-Football-Reference.com",
  gamePriority: 0,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, FILE));
    rows.forEach((row, index) => {
      const v = row.values;
      const origin: Origin = { source: SOURCE, file: FILE, line: row.line };
      if (index % 500 === 0) ctx.progress(index, rows.length);
      const f = rowFields(ctx, origin, v);
      const season = f.year("season");
      if (v.league === "aafc") {
        ctx.skip(origin, "All-America Football Conference season (not the NFL)");
        return;
      }
      if (!KEPT_LEAGUES.has(v.league)) throw f.bad("league", "league");
      if (season > LAST_COMPLETE_SEASON) {
        ctx.skip(origin, `season ${season} still in progress at the snapshot`);
        return;
      }
      // The file writes counts as decimals ("8.0").
      const wins = f.decimalCount("W");
      const losses = f.decimalCount("L");
      // A blank T means no ties (the file leaves it blank in recent seasons).
      const ties = f.optDecimalCount("T") ?? 0;
      const pointsFor = f.optDecimalCount("PF");
      const pointsAgainst = f.optDecimalCount("PA");
      // Tm (the name that season) rather than modern_name, which wrongly links the 1950 Colts and the
      // 1952 Dallas Texans to today's Colts and Chiefs.
      const team = ctx.team("nfl", v.Tm, season, origin);
      if (!team) return;
      ctx.teamSeason({
        source: origin.source,
        file: origin.file,
        line: origin.line,
        league: "nfl",
        season,
        team,
        wins,
        losses,
        ties,
        pointsFor,
        pointsAgainst,
        conference: v.league === "afl" ? "AFL" : null,
      });
    });
    ctx.progress(rows.length, rows.length);
  },
};
