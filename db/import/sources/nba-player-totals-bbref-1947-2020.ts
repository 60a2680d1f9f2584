// Importer for nba-player-totals-bbref-1947-2020: Basketball-Reference "Player Totals", one row per player
// per team per BAA/NBA season (regular season) with points, rebounds, assists and the rest. Its row
// reader (readPlayerTotals) also reads the later version of the table, nba-player-totals-bbref-2020-2021.
//
// The file's player ids are its author's own numbers; the players themselves come from
// bball-reference-datasets (their Basketball-Reference ids), so each row is matched to that dataset's
// roster line on (season, name, team), as the source notes advise, or, for a player Basketball-Reference
// has renamed since ("Enes Kanter" is now "Enes Freedom"), on (season, team, age, experience) and a word
// of the name. A row that matches no roster line is reported, never attached to a guessed person.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { foldText, nameKey } from "../../../core/names";
import { eachCsvRow, readCsv } from "../../csv";
import { rowFields, splitName } from "../fields";
import type { DatasetImporter, ImportContext, Origin } from "../types";
import { personKey as bbrefPersonKey } from "./bball-reference-datasets";

const SOURCE = "nba-player-totals-bbref-1947-2020";
const TOTALS = "player_totals.csv";
/** The roster file of the sibling dataset that names each player by his Basketball-Reference id. */
export const ROSTERS = join("..", "bball-reference-datasets", "player_season_info.csv");

/** A multi-team season's total line: TOT here, 2TM/3TM... in the newer roster file. */
const isTotalLine = (team: string) => /^(TOT|\dTM)$/.test(team);
const teamKey = (team: string) => (isTotalLine(team) ? "TOT" : team);

/**
 * Column -> statistic name, and the first season (end year) Basketball-Reference kept it: before that
 * the file writes 0 for "not kept", which is unknown, not zero.
 */
const STATS: ReadonlyArray<[column: string, stat: string, keptFrom: number]> = [
  ["g", "games_played", 0],
  ["gs", "games_started", 1982],
  ["mp", "minutes_played", 1952],
  ["fg", "field_goals_made", 0],
  ["fga", "field_goals_attempted", 0],
  ["x3p", "three_pointers_made", 1980],
  ["x3pa", "three_pointers_attempted", 1980],
  ["ft", "free_throws_made", 0],
  ["fta", "free_throws_attempted", 0],
  ["orb", "offensive_rebounds", 1974],
  ["drb", "defensive_rebounds", 1974],
  ["trb", "rebounds", 1951],
  ["ast", "assists", 0],
  ["stl", "steals", 1974],
  ["blk", "blocks", 1974],
  ["tov", "turnovers", 1978],
  ["pf", "personal_fouls", 0],
  ["pts", "points", 0],
];

/** Names compared by their key (core/names.ts): the two files write some accents and suffixes differently. */
const rosterKey = (endYear: string, name: string, team: string) => `${endYear}|${nameKey(name)}|${teamKey(team)}`;
/** A roster line found again when the name changed: same season, team, age and season of the career. */
const careerKey = (endYear: string, team: string, age: string, experience: string) => `${endYear}|${teamKey(team)}|${age}|${experience}`;
const nameWords = (name: string) => new Set(foldText(name).split(" "));

/** The roster's Basketball-Reference ids by exact name, and by career point for a name written another way. */
type RosterIds = { byName: Map<string, string>; byCareer: Map<string, Array<{ name: string; id: string }>> };

async function readRosterIds(ctx: ImportContext): Promise<RosterIds | null> {
  const path = join(ctx.dir, ROSTERS);
  if (!existsSync(path)) return null;
  const ids: RosterIds = { byName: new Map(), byCareer: new Map() };
  await eachCsvRow(path, (row) => {
    const v = row.values;
    ids.byName.set(rosterKey(v.season, v.player, v.team), v.player_id);
    const key = careerKey(v.season, v.team, v.age, v.experience);
    const line = { name: v.player, id: v.player_id };
    const lines = ids.byCareer.get(key);
    if (lines) lines.push(line);
    else ids.byCareer.set(key, [line]);
  });
  return ids;
}

/**
 * The player's Basketball-Reference id: by season, name and team; else the one roster line of that
 * season, team, age and season of his career sharing a word of his name (J.J. Redick -> JJ Redick,
 * Sviatoslav -> Svi Mykhailiuk); null when none or several do.
 */
function rosterId(ids: RosterIds, v: Record<string, string>): string | null {
  const exact = ids.byName.get(rosterKey(v.season, v.player, v.tm));
  if (exact !== undefined) return exact;
  const words = nameWords(v.player);
  const candidates = (ids.byCareer.get(careerKey(v.season, v.tm, v.age, v.experience)) ?? []).filter((c) => [...nameWords(c.name)].some((w) => words.has(w)));
  return candidates.length === 1 ? candidates[0].id : null;
}

/** How one version of the Player Totals table is read. */
export type PlayerTotalsFile = {
  source: string;
  file: string;
  /** Set on every line (decision 0137): a later version of the table supersedes an earlier one's seasons. */
  precedence?: number;
  /**
   * A player no roster line names: reported and skipped, or (a newer table than the roster file knows)
   * imported as a person known by his name alone, and reported.
   */
  unknownPlayer: "skip" | "name-only person";
};

/** Reads one version of Basketball-Reference's Player Totals table into season lines. */
export async function readPlayerTotals(ctx: ImportContext, totals: PlayerTotalsFile): Promise<void> {
  const rows = await readCsv(join(ctx.dir, totals.file));
  const ids = await readRosterIds(ctx);
  const nameOnly = new Set<string>();
  rows.forEach((row, index) => {
    if (index % 5000 === 0) ctx.progress(index, rows.length);
    const v = row.values;
    const where: Origin = { source: totals.source, file: totals.file, line: row.line };
    const f = rowFields(ctx, where, v, { missing: ["NA"] });
    const endYear = f.year("season", "season", 1947);
    const league = f.oneOf("lg", "league", ["NBA", "BAA", "ABA"]);
    f.text("tm", "team");
    const player = f.text("player", "player name");
    const stats: Record<string, number> = {};
    for (const [column, stat, keptFrom] of STATS) {
      if (v[column] === undefined) throw ctx.fail(where, `missing column ${column}`);
      const value = f.optCount(column);
      if (value === null) continue;
      if (endYear < keptFrom && value === 0) continue;
      stats[stat] = value;
    }
    if (stats.points === undefined) throw ctx.fail(where, "missing value in column pts");
    if (league === "ABA") {
      ctx.skip(where, "ABA season (the ABA is not covered)");
      return;
    }
    if (ids === null) {
      ctx.skip(where, `no ${ROSTERS} beside this dataset to name the player`);
      return;
    }
    const playerId = rosterId(ids, v);
    let personKey: string;
    if (playerId !== null) personKey = bbrefPersonKey(playerId);
    else if (totals.unknownPlayer === "skip") {
      ctx.skip(where, "no bball-reference-datasets roster line with this season, name and team");
      return;
    } else {
      personKey = `${totals.source}:${nameKey(player)}`;
      ctx.skip(where, "no bball-reference-datasets roster line names this player: his line is imported under his name alone");
      if (!nameOnly.has(personKey)) {
        nameOnly.add(personKey);
        ctx.person({ source: where.source, file: where.file, line: where.line, key: personKey, ...splitName(player) });
      }
    }
    const season = endYear - 1;
    let team: string | null = null;
    if (!isTotalLine(v.tm)) {
      team = ctx.team("nba", v.tm, season, where);
      if (team === null) return;
    }
    ctx.playerSeason({
      source: where.source,
      file: where.file,
      line: where.line,
      personKey,
      league: "nba",
      season,
      team,
      stats,
      precedence: totals.precedence,
    });
  });
  ctx.progress(rows.length, rows.length);
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/sumitrodatta/contract-prediction-2020",
  downloadBase: null,
  files: [TOTALS],
  licence: "none stated (factual statistics from Basketball-Reference)",
  attribution: "Player season totals from Basketball-Reference.com, compiled by Sumitro Datta",
  gamePriority: 0,
  read: (ctx) => readPlayerTotals(ctx, { source: SOURCE, file: TOTALS, unknownPlayer: "skip" }),
};
