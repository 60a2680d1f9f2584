// Importer for nfl-player-offense-pfr-1970-2020: Pro-Football-Reference's regular-season passing,
// rushing and receiving table, one row per player and season 1970-2020 (a player with several clubs has
// one total row, 2TM/3TM/4TM, filed under no club). The official figures: its lines have precedence 1
// and win over nflverse's play-by-play totals of 1999-2020 (decision 0137), which fill only what this
// table lacks (completions after 1991).
//
// The file has no player ids. Each row is matched to a player nflverse identifies (decision 0146,
// db/import/nfl-identity.ts) through the sibling folder nfl-player-stats-nflverse-1999-2025, read as
// the identity index when it is there (db/import/nfl-people.ts); without it, or for a row that matches
// no one (most players of 1970-1998), the person is keyed by the clustering rule on name and seasons.
// Those rows are counted in the data-quality report (people held only by this table), not errors.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { rowFields, splitNameAfterFirstWord } from "../fields";
import type { RowToMatch } from "../nfl-identity";
import { emptyIdentity, isMultiTeam, loadNflIdentity, PFR_FILE, pfrRowToMatch, resolveRowsOnce } from "../nfl-people";
import type { DatasetImporter, Origin, PlayerSeasonRecord } from "../types";

const SOURCE = "nfl-player-offense-pfr-1970-2020";

/**
 * Column -> statistic, with the seasons the table has it: blank or 0 outside them means "not kept"
 * (completions are blank after 1991, targets before 1992, lost fumbles are 0 on every row before 1994).
 */
export const PFR_STATS: ReadonlyArray<[column: string, stat: string, first: number, last: number]> = [
  ["g", "games_played", 1970, 2020],
  ["gs", "games_started", 1970, 2020],
  ["pass_cmp", "passing_completions", 1970, 1991],
  ["pass_att", "passing_attempts", 1970, 2020],
  ["pass_yds", "passing_yards", 1970, 2020],
  ["pass_td", "passing_touchdowns", 1970, 2020],
  ["pass_int", "passing_interceptions", 1970, 2020],
  ["rush_att", "rushing_attempts", 1970, 2020],
  ["rush_yds", "rushing_yards", 1970, 2020],
  ["rush_td", "rushing_touchdowns", 1970, 2020],
  ["targets", "receiving_targets", 1992, 2020],
  ["receptions", "receptions", 1970, 2020],
  ["rec_yds", "receiving_yards", 1970, 2020],
  ["rec_td", "receiving_touchdowns", 1970, 2020],
  ["fumbles", "fumbles", 1970, 2020],
  ["fumbles_lost", "fumbles_lost", 1994, 2020],
];

const YARDS = new Set(["pass_yds", "rush_yds", "rec_yds"]);

/**
 * The passing, rushing and receiving figures of a line, each group kept only when it holds a figure
 * other than 0: a receiver's line carries no passing yards of 0 (both NFL importers).
 */
export const STAT_GROUPS: ReadonlyArray<ReadonlyArray<string>> = [
  ["passing_completions", "passing_attempts", "passing_yards", "passing_touchdowns", "passing_interceptions"],
  ["rushing_attempts", "rushing_yards", "rushing_touchdowns"],
  ["receiving_targets", "receptions", "receiving_yards", "receiving_touchdowns"],
];

export function dropEmptyGroups(stats: Record<string, number>): void {
  for (const group of STAT_GROUPS) {
    if (group.every((stat) => !stats[stat])) for (const stat of group) delete stats[stat];
  }
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nfl"],
  homepage: "https://www.pro-football-reference.com/",
  downloadBase: null,
  files: [PFR_FILE],
  licence: "none stated (factual statistics from Pro-Football-Reference.com)",
  attribution: "Player statistics from Pro-Football-Reference.com, scraped by fantasydatapros/data",
  gamePriority: 0,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, PFR_FILE));
    const lines: Array<{ line: PlayerSeasonRecord; match: RowToMatch; name: string }> = [];
    rows.forEach((row, index) => {
      if (index % 5000 === 0) ctx.progress(index, rows.length);
      const v = row.values;
      const where: Origin = { source: SOURCE, file: PFR_FILE, line: row.line };
      const f = rowFields(ctx, where, v);
      const season = f.year("season", "season", 1970);
      const name = f.text("player", "name").replace(/[*+]/g, "").trim();
      const code = f.text("tm", "team");
      f.optCount("age", "age");
      const stats: Record<string, number> = {};
      for (const [column, stat, first, last] of PFR_STATS) {
        if (v[column] === undefined) throw ctx.fail(where, `missing column ${column}`);
        const value = YARDS.has(column) ? f.optInt(column) : f.optCount(column);
        if (value === null || season < first || season > last) continue;
        stats[stat] = value;
      }
      if (stats.games_played === undefined) throw ctx.fail(where, "missing value in column g");
      dropEmptyGroups(stats);
      const team = isMultiTeam(code) ? null : ctx.team("nfl", code, season, where);
      const match = pfrRowToMatch(v, (c, s) => (c === code && s === season ? team : null));
      if (match === null) return;
      const position = v.pos.trim() === "0" ? null : v.pos.trim() || null;
      lines.push({
        name,
        match,
        line: { source: where.source, file: where.file, line: where.line, personKey: "", league: "nfl", season, team, position, stats, precedence: 1 },
      });
    });
    ctx.progress(rows.length, rows.length);
    const index = (await loadNflIdentity(join(ctx.dir, ".."))) ?? emptyIdentity();
    const resolved = resolveRowsOnce(
      index,
      lines.map((l) => l.match),
    );
    const named = new Set<string>();
    lines.forEach(({ line, name }, i) => {
      const { key, match } = resolved[i];
      if (match === null && !named.has(key)) {
        // A player nflverse does not know (most of 1970-1998): named by the first row of his cluster.
        named.add(key);
        ctx.person({ source: line.source, file: line.file, line: line.line, key, ...splitNameAfterFirstWord(name) });
      }
      ctx.playerSeason({ ...line, personKey: key });
    });
  },
};
