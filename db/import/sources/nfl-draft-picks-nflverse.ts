// Importer for nflverse draft_picks.csv: every NFL draft pick 1980-2024 as a person and a player with draft details.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { rowFields, splitNameAfterFirstWord } from "../fields";
import { nflPersonKey } from "../nfl-identity";
import type { DatasetImporter, Origin } from "../types";

const SOURCE = "nfl-draft-picks-nflverse";
const FILE = "draft_picks.csv";

// The file's statistics are career totals as of the file date, not seasons: they are not emitted
// (a PlayerSeasonRecord is one season with one team). Only the draft facts and the person are.

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nfl"],
  homepage: "https://github.com/nflverse/nfldata",
  downloadBase: "https://raw.githubusercontent.com/ahap13/NFL-Draft-Data-Analysis/43303fe81682473c702ff4903bc5f1fc79213873/",
  files: [FILE],
  licence: "No licence stated (public draft facts)",
  attribution: "Draft picks from nflverse (draft_picks.csv), built from Pro-Football-Reference.com",
  gamePriority: 0,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, FILE));
    const seenPeople = new Set<string>();
    rows.forEach((row, index) => {
      const v = row.values;
      const origin: Origin = { source: SOURCE, file: FILE, line: row.line };
      if (index % 2000 === 0) ctx.progress(index, rows.length);
      const f = rowFields(ctx, origin, v);
      const draftYear = f.year("season");
      const draftRound = f.count("round", "number", 1);
      const draftPick = f.count("pick", "number", 1);
      f.text("pfr_player_name", "name");
      const hallOfFame = f.flag("hof", "TRUE", "FALSE");
      const lastSeason = f.optCount("to", "number", 1);
      // The draft precedes the season of the same year, so the drafting club is resolved in that season.
      const draftTeam = ctx.team("nfl", v.team, draftYear, origin);
      if (!draftTeam) return;
      // The one NFL person key (db/import/nfl-identity.ts): the Pro-Football-Reference id. Players who
      // never played have none; the pick itself identifies them.
      const sourceId = v.pfr_player_id.trim() || `draft-${draftYear}-${draftPick}`;
      const key = nflPersonKey({ pfrId: v.pfr_player_id, gsisId: v.gsis_id }) ?? `${SOURCE}:${sourceId}`;
      if (seenPeople.has(key)) {
        ctx.skip(origin, `player ${sourceId} drafted again; the first pick is kept`);
        return;
      }
      seenPeople.add(key);
      ctx.person({
        source: origin.source,
        file: origin.file,
        line: origin.line,
        key,
        ...splitNameAfterFirstWord(v.pfr_player_name),
        college: v.college.trim() || null,
        hallOfFame,
      });
      ctx.player({
        source: origin.source,
        file: origin.file,
        line: origin.line,
        personKey: key,
        league: "nfl",
        position: v.position.trim() || null,
        lastSeason,
        draftYear,
        draftRound,
        draftPick,
        draftTeam,
      });
    });
    ctx.progress(rows.length, rows.length);
  },
};
