// The NFL identity index read from the files (decision 0146): nflverse's players.csv and season rows
// (nfl-player-stats-nflverse-1999-2025) name players by their GSIS and Pro-Football-Reference ids;
// Pro-Football-Reference's season table (nfl-player-offense-pfr-1970-2020) names them by name, season
// and club only. The importers of those rows and of the award lists read the sibling folders here, so
// they all key one player the same way (db/import/nfl-identity.ts holds the rules).
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { eachCsvRow, readCsv } from "../csv";
import { parseCount, parseIsoDate } from "./fields";
import { NflIdentityIndex, resolveRows, type NflversePlayer, type NflverseSeason, type ResolvedRow, type RowToMatch } from "./nfl-identity";
import { loadTeamCodes, type TeamCodes } from "./team-codes";

export const NFLVERSE_DIR = "nfl-player-stats-nflverse-1999-2025";
export const NFLVERSE_PLAYERS = "players.csv";
export const NFLVERSE_SEASONS = "player_stats_season.csv";
export const PFR_DIR = "nfl-player-offense-pfr-1970-2020";
export const PFR_FILE = "nfl_player_offense_1970_2020.csv";

/** A Pro-Football-Reference total line of a player with several clubs that season. */
export const isMultiTeam = (code: string) => /^\dTM$/.test(code.trim());

/** A players.csv row as the index reads it (the nflverse importer checks its fields). */
export function nflversePlayer(v: Record<string, string>): NflversePlayer {
  const season = (text: string) => parseCount(text.trim());
  return {
    gsisId: v.gsis_id.trim(),
    pfrId: v.pfr_id.trim() || null,
    name: v.display_name.trim(),
    position: v.position.trim() || null,
    birthDate: parseIsoDate(v.birth_date.trim()),
    college: v.college_name.trim() || null,
    rookieSeason: season(v.rookie_season),
    lastSeason: season(v.last_season),
  };
}

/** A franchise for a team code of a source in a season (db/seed/nfl/team-codes.csv). */
export type FranchiseOf = (code: string, season: number) => string | null;

export function franchiseOf(codes: TeamCodes, source: string): FranchiseOf {
  return (code, season) => codes.resolve("nfl", source, code, season);
}

/**
 * A Pro-Football-Reference row as the identity rules read it; null when its club is unknown (the
 * importer reports that row as unmatched; it is left out of the clustering on both sides).
 */
export function pfrRowToMatch(v: Record<string, string>, franchise: FranchiseOf): RowToMatch | null {
  const season = Number(v.season);
  const multi = isMultiTeam(v.tm);
  const club = multi ? null : franchise(v.tm, season);
  if (!multi && club === null) return null;
  return { name: v.player.trim(), season, franchise: club, position: v.pos.trim() || null, age: parseCount(v.age.trim()) };
}

/**
 * The indexes built on this thread, by folder and the files' size and time: the offense table and the
 * award lists both read it, and the import reads them one after the other on one thread (their
 * importers' `readsWith`), so it is built once. The index is not changed once built.
 */
const identities = new Map<string, Promise<NflIdentityIndex | null>>();

/** The index from the nflverse folder under `dataDir`; null when that folder is not there. */
export function loadNflIdentity(dataDir: string, codes?: TeamCodes): Promise<NflIdentityIndex | null> {
  const dir = join(dataDir, NFLVERSE_DIR);
  const files = [join(dir, NFLVERSE_PLAYERS), join(dir, NFLVERSE_SEASONS)];
  if (!files.every((file) => existsSync(file))) return Promise.resolve(null);
  if (codes) return buildNflIdentity(dir, codes);
  const key = [resolve(dir), ...files.map((file) => statSync(file)).map((stat) => `${stat.size}|${stat.mtimeMs}`)].join("|");
  let index = identities.get(key);
  if (!index) {
    index = buildNflIdentity(dir);
    identities.set(key, index);
    // A failed read is not kept: the next importer reads the files again (and reports what failed).
    index.catch(() => identities.delete(key));
  }
  return index;
}

async function buildNflIdentity(dir: string, codes?: TeamCodes): Promise<NflIdentityIndex> {
  const teamCodes = codes ?? (await loadTeamCodes(["nfl"]));
  const club = franchiseOf(teamCodes, NFLVERSE_DIR);
  // Row by row (eachCsvRow): only what the index keeps outlives a row.
  const players: Array<NflversePlayer> = [];
  await eachCsvRow(join(dir, NFLVERSE_PLAYERS), (row) => players.push(nflversePlayer(row.values)));
  const seasons: Array<NflverseSeason> = [];
  await eachCsvRow(join(dir, NFLVERSE_SEASONS), (row) => {
    const v = row.values;
    const gsisId = v.player_id.trim();
    if (gsisId === "" || gsisId === "0") return;
    const season = Number(v.season);
    seasons.push({ gsisId, name: v.player_display_name.trim(), season, franchise: v.recent_team.trim() ? club(v.recent_team, season) : null });
  });
  return new NflIdentityIndex(players, seasons);
}

/** An index with no players: without the nflverse folder every row is keyed by the clustering rule alone. */
export const emptyIdentity = () => new NflIdentityIndex([], []);

export type PfrPerson = RowToMatch & ResolvedRow;

/**
 * Every Pro-Football-Reference row's person, as its importer keys it: read from the sibling folder under
 * `dataDir` (the award lists use it to find the players of 1970-1998 that nflverse does not know).
 * Empty when the folder is not there.
 */
export async function loadPfrPeople(dataDir: string, index: NflIdentityIndex, codes?: TeamCodes): Promise<Array<PfrPerson>> {
  const path = join(dataDir, PFR_DIR, PFR_FILE);
  if (!existsSync(path)) return [];
  const club = franchiseOf(codes ?? (await loadTeamCodes(["nfl"])), PFR_DIR);
  const rows = (await readCsv(path)).map((row) => pfrRowToMatch(row.values, club)).filter((row): row is RowToMatch => row !== null);
  const resolved = resolveRowsOnce(index, rows);
  return rows.map((row, i) => ({ ...row, ...resolved[i] }));
}

/** The last rows resolved against each index on this thread, by their text. */
const lastResolved = new WeakMap<NflIdentityIndex, { rows: string; resolved: ReadonlyArray<ResolvedRow> }>();

/**
 * resolveRows, kept for the last rows given with an index: the award lists resolve the offense table's
 * rows again (loadPfrPeople), which its importer resolved just before on the same thread (`readsWith`).
 * The rows are compared whole (as JSON): different rows are resolved afresh.
 */
export function resolveRowsOnce(index: NflIdentityIndex, rows: ReadonlyArray<RowToMatch>): ReadonlyArray<ResolvedRow> {
  const text = JSON.stringify(rows);
  const last = lastResolved.get(index);
  if (last?.rows === text) return last.resolved;
  const resolved = resolveRows(index, rows);
  lastResolved.set(index, { rows: text, resolved });
  return resolved;
}
