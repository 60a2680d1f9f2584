// Importer for nfl-player-stats-nflverse-1999-2025: nflverse's players (players.csv: birth date,
// college, size, position, draft, Pro-Football-Reference id) and their regular seasons 1999-2025
// (player_stats_season.csv: passing, rushing and receiving), built by nflverse from the NFL's GSIS
// play-by-play.
//
// People are keyed by the one NFL rule (db/import/nfl-identity.ts nflPersonKey): the
// Pro-Football-Reference id when players.csv gives one (the draft importer's key, so the drafted person
// and the player are one), otherwise the GSIS id. Season lines are of precedence 0: the official figures
// of Pro-Football-Reference (nfl-player-offense-pfr-1970-2020, precedence 1) win for 1999-2020, and
// these lines fill only what that table lacks (decision 0137). A traded player's season is one line
// filed under his last club (recent_team): the file has no per-club split.
import { join } from "node:path";
import { suffixOf } from "../../../core/names";
import { readCsv } from "../../csv";
import { rowFields, splitNameAfterFirstWord } from "../fields";
import { nflPersonKey, ROOKIE_FLOOR } from "../nfl-identity";
import { NFLVERSE_PLAYERS, NFLVERSE_SEASONS } from "../nfl-people";
import type { DatasetImporter, ImportContext, Origin } from "../types";
import { dropEmptyGroups } from "./nfl-player-offense-pfr-1970-2020";

const SOURCE = "nfl-player-stats-nflverse-1999-2025";

/** Statistic -> the columns it adds up (fumbles: on sacks, runs and catches). */
export const NFLVERSE_STATS: ReadonlyArray<[stat: string, columns: ReadonlyArray<string>]> = [
  ["games_played", ["games"]],
  ["passing_completions", ["completions"]],
  ["passing_attempts", ["attempts"]],
  ["passing_yards", ["passing_yards"]],
  ["passing_touchdowns", ["passing_tds"]],
  ["passing_interceptions", ["interceptions"]],
  ["rushing_attempts", ["carries"]],
  ["rushing_yards", ["rushing_yards"]],
  ["rushing_touchdowns", ["rushing_tds"]],
  ["receiving_targets", ["targets"]],
  ["receptions", ["receptions"]],
  ["receiving_yards", ["receiving_yards"]],
  ["receiving_touchdowns", ["receiving_tds"]],
  ["fumbles", ["sack_fumbles", "rushing_fumbles", "receiving_fumbles"]],
  ["fumbles_lost", ["sack_fumbles_lost", "rushing_fumbles_lost", "receiving_fumbles_lost"]],
];

/** Yards may be negative; everything else is a count. */
const YARDS = new Set(["passing_yards", "rushing_yards", "receiving_yards"]);

/** players.csv: people and players; returns each GSIS id's person key. */
async function readPlayers(ctx: ImportContext): Promise<Map<string, string>> {
  const rows = await readCsv(join(ctx.dir, NFLVERSE_PLAYERS));
  const keys = new Map<string, string>();
  rows.forEach((row, index) => {
    if (index % 5000 === 0) ctx.progress(index, rows.length);
    const v = row.values;
    const where: Origin = { source: SOURCE, file: NFLVERSE_PLAYERS, line: row.line };
    const f = rowFields(ctx, where, v);
    const gsisId = f.text("gsis_id", "player id");
    const displayName = f.text("display_name", "name");
    const birthDate = f.optDate("birth_date", "birth date");
    const heightInches = f.optCount("height", "height");
    const weightPounds = f.optCount("weight", "weight");
    const rookieSeason = f.optYear("rookie_season");
    f.optYear("last_season");
    const draftYear = f.optYear("draft_year", "draft year");
    const draftRound = f.optCount("draft_round", "draft round", 1);
    const draftPick = f.optCount("draft_pick", "draft pick", 1);
    if (keys.has(gsisId)) {
      ctx.skip(where, `player ${gsisId} listed again; the first row is kept`);
      return;
    }
    const key = nflPersonKey({ pfrId: v.pfr_id, gsisId }) as string;
    keys.set(gsisId, key);
    const name = splitNameAfterFirstWord(displayName);
    // The suffix column holds a few stray words ("Sindre"): only a real suffix is taken.
    const suffix = name.suffix ?? suffixOf(v.suffix ?? "");
    ctx.person({
      source: where.source,
      file: where.file,
      line: where.line,
      key,
      firstName: name.firstName,
      lastName: name.lastName,
      suffix,
      birthDate,
      college: v.college_name.trim() || null,
      heightInches,
      weightPounds,
      // players.csv has no death dates: a blank is not "alive".
      deathsRecorded: false,
    });
    const draftTeam = draftYear !== null && v.draft_team.trim() ? ctx.team("nfl", v.draft_team, draftYear, where) : null;
    ctx.player({
      source: where.source,
      file: where.file,
      line: where.line,
      personKey: key,
      league: "nfl",
      position: v.position.trim() || null,
      // players.csv lists everyone who came before 1974 with the rookie season 1974: no first season then.
      firstSeason: rookieSeason !== null && rookieSeason > ROOKIE_FLOOR ? rookieSeason : null,
      draftYear,
      draftRound,
      draftPick,
      draftTeam,
    });
  });
  return keys;
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nfl"],
  homepage: "https://github.com/nflverse/nflverse-data",
  downloadBase: "https://raw.githubusercontent.com/sandpaw-ai/Dynasty-Football-Model/025ee6636fc5ec9d3e81e7d43b5d06af76df04d8/data/nflverse/",
  files: [NFLVERSE_PLAYERS, NFLVERSE_SEASONS],
  licence: "CC-BY 4.0 (nflverse); the copying repository declares none",
  attribution: "Player statistics from nflverse / NFL GSIS",
  gamePriority: 0,
  async read(ctx) {
    const keys = await readPlayers(ctx);
    const rows = await readCsv(join(ctx.dir, NFLVERSE_SEASONS));
    const namedHere = new Set<string>();
    rows.forEach((row, index) => {
      if (index % 5000 === 0) ctx.progress(index, rows.length);
      const v = row.values;
      const where: Origin = { source: SOURCE, file: NFLVERSE_SEASONS, line: row.line };
      const f = rowFields(ctx, where, v);
      const season = f.year("season", "season", 1999);
      f.oneOf("season_type", "season type", ["REG"]);
      const stats: Record<string, number> = {};
      for (const [stat, columns] of NFLVERSE_STATS) {
        let total = 0;
        for (const column of columns) {
          if (v[column] === undefined) throw ctx.fail(where, `missing column ${column}`);
          total += YARDS.has(stat) ? f.int(column) : f.count(column);
        }
        stats[stat] = total;
      }
      dropEmptyGroups(stats);
      const gsisId = v.player_id.trim();
      if (gsisId === "" || gsisId === "0") {
        ctx.skip(where, "team-level residue of plays credited to no player (no player id)");
        return;
      }
      if (!v.recent_team.trim()) {
        ctx.skip(where, "no club in recent_team");
        return;
      }
      const team = ctx.team("nfl", v.recent_team, season, where);
      if (team === null) return;
      let personKey = keys.get(gsisId);
      if (personKey === undefined) {
        // A few ids of 1999-2000 are not in players.csv: the person is named from this row.
        personKey = nflPersonKey({ gsisId }) as string;
        if (!namedHere.has(personKey)) {
          namedHere.add(personKey);
          // The short name ("P.Franklin") when there is no other: the initial is the first name.
          const name = f.text(v.player_display_name.trim() ? "player_display_name" : "player_name", "name").replace(/^([^\s.]+\.)(?=\S)/, "$1 ");
          ctx.person({ source: where.source, file: where.file, line: where.line, key: personKey, ...splitNameAfterFirstWord(name), deathsRecorded: false });
        }
      }
      ctx.playerSeason({
        source: where.source,
        file: where.file,
        line: where.line,
        personKey,
        league: "nfl",
        season,
        team,
        position: v.position.trim() || null,
        stats,
        precedence: 0,
      });
    });
    ctx.progress(rows.length, rows.length);
  },
};
