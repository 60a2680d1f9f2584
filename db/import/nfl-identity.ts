// Who an NFL row is (decision 0146): the one person key rule for NFL people and the matching of rows
// that carry no player id (Pro-Football-Reference's season table, the AP MVP list, the Heisman list)
// to the players nflverse identifies. Pure: the files are read by db/import/nfl-people.ts.
import { nameKey, splitSuffix } from "../../core/names";

/** The draft importer's source: a player with a Pro-Football-Reference id is keyed as his draft pick. */
export const DRAFT_SOURCE = "nfl-draft-picks-nflverse";
/** The key prefix of a player nflverse knows by his GSIS id only. */
export const NFLVERSE_PREFIX = "nflverse";
/** The key prefix of a player no id names: clustered by name and seasons (pfrOnlyKeys). */
export const PFR_ONLY_PREFIX = "nfl-player-offense-pfr-1970-2020";

/**
 * The one person key of an NFL player: his Pro-Football-Reference id when a file gives it (the draft
 * importer's key, so the drafted person and the player are one), otherwise his GSIS id.
 */
export function nflPersonKey(ids: { pfrId?: string | null; gsisId?: string | null }): string | null {
  const pfr = ids.pfrId?.trim();
  if (pfr) return `${DRAFT_SOURCE}:${pfr}`;
  const gsis = ids.gsisId?.trim();
  return gsis ? `${NFLVERSE_PREFIX}:${gsis}` : null;
}

/**
 * The name two files of one player share: Pro-Football-Reference's Hall of Fame and Pro Bowl markers
 * (`*`, `+`) and a generational suffix taken off, then folded (core/names.ts nameKey): "Fred
 * Biletnikoff+" and "Fred Biletnikoff", "Odell Beckham Jr." and "Odell Beckham" are one name.
 */
export function identityName(name: string): string {
  let key = identityNames.get(name);
  if (key === undefined) {
    key = nameKey(splitSuffix(name.replace(/[*+]/g, " ").trim()).name);
    identityNames.set(name, key);
  }
  return key;
}

/** Names repeat season after season: each is folded once. */
const identityNames = new Map<string, string>();
const nameWordsCache = new Map<string, Array<string>>();

/** The words of a name without markers and suffix, split at spaces and periods ("T.Brady" -> T, Brady). */
function nameWords(name: string): Array<string> {
  let words = nameWordsCache.get(name);
  if (words === undefined) {
    words = splitSuffix(name.replace(/[*+]/g, " ").trim())
      .name.split(/[\s.]+/)
      .filter(Boolean);
    nameWordsCache.set(name, words);
  }
  return words;
}

/** The last name's key ("Beanie Wells", "Chris Wells" -> "wells"). */
export function lastNameKey(name: string): string | null {
  const words = nameWords(name);
  return words.length < 2 ? null : nameKey(words.at(-1) as string) || null;
}

/** The first letter and the last name's key ("T.Brady", "Tom Brady" -> "t|brady"): a nickname beside a given name. */
export function initialAndLastName(name: string): string | null {
  const words = nameWords(name);
  if (words.length < 2) return null;
  const initial = nameKey(words[0]).charAt(0);
  const last = nameKey(words.at(-1) as string);
  return initial && last ? `${initial}|${last}` : null;
}

export type NflversePlayer = {
  gsisId: string;
  pfrId: string | null;
  name: string;
  position: string | null;
  birthDate: string | null;
  college: string | null;
  rookieSeason: number | null;
  lastSeason: number | null;
};

/** One nflverse season row: the player's last club that season (recent_team). */
export type NflverseSeason = { gsisId: string; name: string; season: number; franchise: string | null };

/** A row to identify: a franchise slug, or null for a multi-team total (2TM); position and age when known. */
export type RowToMatch = { name: string; season: number; franchise: string | null; position?: string | null; age?: number | null };

export type MatchHow = "season-team" | "season-initial" | "season-last-name" | "season-multi-team" | "players" | "beside-matched";
export type Match = { key: string; how: MatchHow };

/** Position families: a passer is not a runner or a receiver; anything else (OL, defense, kickers) may have carried once. */
function family(position: string | null | undefined): "qb" | "skill" | "other" | null {
  const p = (position ?? "").trim().toUpperCase();
  if (p === "" || p === "0") return null;
  if (p === "QB") return "qb";
  if (["RB", "FB", "HB", "WR", "TE"].includes(p)) return "skill";
  return "other";
}

/** Whether a row's position can be the player's: unknown on either side, the same family, or a player outside the offense's families. */
export function positionsCompatible(rowPosition: string | null | undefined, playerPosition: string | null | undefined): boolean {
  const a = family(rowPosition);
  const b = family(playerPosition);
  return a === null || b === null || a === b || b === "other";
}

/** Pro-Football-Reference's age for a season is the age on December 31 of that year: the season less the birth year. */
const exactAgeOf = (age: number | null | undefined, birthDate: string | null, season: number) =>
  age !== null && age !== undefined && birthDate !== null && season - Number(birthDate.slice(0, 4)) === age;

/** The age agrees within a year (a birth date a source writes another way): null when either is unknown. */
function agesCompatible(age: number | null | undefined, birthDate: string | null, season: number): boolean | null {
  if (age === null || age === undefined || !birthDate) return null;
  return Math.abs(season - Number(birthDate.slice(0, 4)) - age) <= 1;
}

function push<T>(map: Map<string, Array<T>>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * nflverse's players and season rows as an index from names to people. A row is matched, in order:
 * 1. (seasons nflverse holds) by name, season and franchise to one season row; by first initial, last
 *    name, season and franchise when the first name is written another way (Chris / Christopher), by
 *    last name, season and franchise when that is one player of the row's position family (Beanie / Chris
 *    Wells); a multi-team total by name and season when exactly one player of that name played that season;
 * 2. by name to the one player of players.csv whose seasons (rookie to last) hold the season, of a
 *    compatible position and, where both are known, of the row's age (a season either side of his
 *    recorded span is allowed when the age agrees; a rookie season of ROOKIE_FLOOR or before bounds
 *    nothing).
 * Anything else matches no one (null): two players of a name in one season on one club, or none.
 */
export class NflIdentityIndex {
  private readonly players = new Map<string, NflversePlayer>();
  private readonly playersByName = new Map<string, Array<NflversePlayer>>();
  private readonly seasonsByName = new Map<string, Array<NflverseSeason>>();
  private readonly seasonsByInitial = new Map<string, Array<NflverseSeason>>();
  private readonly seasonsByLastName = new Map<string, Array<NflverseSeason>>();
  private readonly seasonsHeld = new Set<number>();
  private readonly birthByKey = new Map<string, string>();

  constructor(players: ReadonlyArray<NflversePlayer>, seasons: ReadonlyArray<NflverseSeason>) {
    for (const player of players) {
      this.players.set(player.gsisId, player);
      push(this.playersByName, identityName(player.name), player);
    }
    for (const player of players) if (player.birthDate) this.birthByKey.set(this.keyOfGsis(player.gsisId), player.birthDate);
    // A player is also found by the name his season rows give (Rocket / Raghib Ismail).
    const aliases = new Set(players.map((p) => `${p.gsisId}|${identityName(p.name)}`));
    for (const row of seasons) {
      const name = identityName(row.name);
      const alias = `${row.gsisId}|${name}`;
      const player = this.players.get(row.gsisId);
      if (player && !aliases.has(alias)) {
        aliases.add(alias);
        push(this.playersByName, name, player);
      }
      this.seasonsHeld.add(row.season);
      push(this.seasonsByName, `${row.season}|${name}`, row);
      const initial = initialAndLastName(row.name);
      if (initial && row.franchise) push(this.seasonsByInitial, `${row.season}|${row.franchise}|${initial}`, row);
      const last = lastNameKey(row.name);
      if (last && row.franchise) push(this.seasonsByLastName, `${row.season}|${row.franchise}|${last}`, row);
    }
  }

  /** The birth date of the player a person key names, when players.csv gives it. */
  birthDateOfKey(key: string): string | null {
    return this.birthByKey.get(key) ?? null;
  }

  /** The person key of a GSIS id (his Pro-Football-Reference id when players.csv gives one). */
  keyOfGsis(gsisId: string): string {
    return nflPersonKey({ pfrId: this.players.get(gsisId)?.pfrId ?? null, gsisId }) as string;
  }

  player(gsisId: string): NflversePlayer | undefined {
    return this.players.get(gsisId);
  }

  /** Players of a name (identityName), for the award lists' own rules. */
  playersNamed(name: string): ReadonlyArray<NflversePlayer> {
    return this.playersByName.get(identityName(name)) ?? [];
  }

  /** The season rows of a name in a season. */
  seasonsNamed(name: string, season: number): ReadonlyArray<NflverseSeason> {
    return this.seasonsByName.get(`${season}|${identityName(name)}`) ?? [];
  }

  match(row: RowToMatch): Match | null {
    const one = (rows: ReadonlyArray<NflverseSeason>) => {
      const ids = new Set(rows.map((r) => r.gsisId));
      return ids.size === 1 ? rows[0].gsisId : null;
    };
    if (this.seasonsHeld.has(row.season)) {
      const named = this.seasonsNamed(row.name, row.season);
      if (row.franchise !== null) {
        const sameClub = one(named.filter((r) => r.franchise === row.franchise));
        if (sameClub) return { key: this.keyOfGsis(sameClub), how: "season-team" };
        if (named.length === 0) {
          const initial = initialAndLastName(row.name);
          const byInitial = initial ? one(this.seasonsByInitial.get(`${row.season}|${row.franchise}|${initial}`) ?? []) : null;
          if (byInitial) return { key: this.keyOfGsis(byInitial), how: "season-initial" };
          const last = lastNameKey(row.name);
          const byLast = last ? one(this.seasonsByLastName.get(`${row.season}|${row.franchise}|${last}`) ?? []) : null;
          const lastFamily = family(this.players.get(byLast ?? "")?.position);
          if (byLast && lastFamily !== null && lastFamily === family(row.position)) return { key: this.keyOfGsis(byLast), how: "season-last-name" };
        }
      } else {
        const single = one(named);
        if (single) return { key: this.keyOfGsis(single), how: "season-multi-team" };
      }
    }
    const candidates = (this.playersByName.get(identityName(row.name)) ?? []).filter((p) => {
      if (!positionsCompatible(row.position, p.position)) return false;
      const age = agesCompatible(row.age, p.birthDate, row.season);
      if (age === false) return false;
      // players.csv starts at 1974: a rookie season of 1974 or before says only "on a roster in 1974".
      const first = p.rookieSeason !== null && p.rookieSeason > ROOKIE_FLOOR ? p.rookieSeason : -Infinity;
      const last = p.lastSeason ?? Infinity;
      const slack = age === true ? 1 : 0;
      return row.season >= first - slack && row.season <= last + slack;
    });
    // A player of the row's own position family first (a receiver named like a defensive back).
    const sameFamily = candidates.filter((p) => family(p.position) === family(row.position));
    if (sameFamily.length === 1 && family(row.position) !== null) return { key: this.keyOfGsis(sameFamily[0].gsisId), how: "players" };
    // Then the one whose birth year gives the row's age exactly (two Derek Browns a year apart).
    const exactAge = (sameFamily.length > 1 ? sameFamily : candidates).filter((p) => exactAgeOf(row.age, p.birthDate, row.season));
    if (exactAge.length === 1) return { key: this.keyOfGsis(exactAge[0].gsisId), how: "players" };
    if (candidates.length === 1) return { key: this.keyOfGsis(candidates[0].gsisId), how: "players" };
    return null;
  }
}

/** players.csv's earliest rookie season: players of earlier rookie seasons are listed with it. */
export const ROOKIE_FLOOR = 1974;

/** Seasons between two rows of one name beyond which they are two people. */
export const CLUSTER_GAP = 4;

/** A name's folded form as a key's words: "Fred Biletnikoff+" -> "fredbiletnikoff". */
const keyName = (name: string) => identityName(name) || "unnamed";

/**
 * The key of a person no id names, from rows of one source read in season order (decision 0146): a
 * row joins a person of its folded name (identityName) when that person has no row in its season
 * (two rows of one name in one season are two players) and his last season is at most CLUSTER_GAP
 * seasons before it; among several, the one whose last club is the row's (those rows are placed
 * first in their season), else the most recent. Rows of a season are taken in the order of their clubs.
 * Otherwise it starts a new person, keyed `<prefix>:<name>-<first season>` (`-2`, `-3`... when that
 * is taken), so the same rows always give the same keys and a later file's rows join them.
 */
export function pfrOnlyKeys(rows: ReadonlyArray<{ name: string; season: number; franchise: string | null }>, prefix = PFR_ONLY_PREFIX): Array<string> {
  type Cluster = { key: string; last: number; seasons: Set<number>; franchise: string | null };
  const byName = new Map<string, Array<Cluster>>();
  const taken = new Set<string>();
  const keys = new Array<string>(rows.length);
  const open = (clusters: ReadonlyArray<Cluster>, row: (typeof rows)[number]) =>
    clusters.filter((c) => !c.seasons.has(row.season) && row.season - c.last <= CLUSTER_GAP);
  const join = (cluster: Cluster, index: number) => {
    const row = rows[index];
    cluster.seasons.add(row.season);
    cluster.last = Math.max(cluster.last, row.season);
    cluster.franchise = row.franchise;
    keys[index] = cluster.key;
  };
  // Season by season; in a season, first the rows that continue a person's club, then the others.
  const bySeason = new Map<string, Array<number>>();
  rows.forEach((row, index) => push(bySeason, String(row.season), index));
  for (const season of [...bySeason.keys()].map(Number).sort((a, b) => a - b)) {
    const rest: Array<number> = [];
    // In a fixed order (by club), so the same rows give the same keys whatever order the file has.
    const club = (index: number) => rows[index].franchise ?? "";
    const ordered = (bySeason.get(String(season)) as Array<number>).sort((a, b) => club(a).localeCompare(club(b)) || a - b);
    for (const index of ordered) {
      const row = rows[index];
      const same = open(byName.get(keyName(row.name)) ?? [], row).find((c) => row.franchise !== null && c.franchise === row.franchise);
      if (same) join(same, index);
      else rest.push(index);
    }
    for (const index of rest) {
      const row = rows[index];
      const name = keyName(row.name);
      const clusters = byName.get(name) ?? [];
      let cluster = open(clusters, row).sort((a, b) => b.last - a.last || a.key.localeCompare(b.key))[0];
      if (!cluster) {
        let key = `${prefix}:${name}-${row.season}`;
        for (let n = 2; taken.has(key); n++) key = `${prefix}:${name}-${row.season}-${n}`;
        taken.add(key);
        cluster = { key, last: row.season, seasons: new Set(), franchise: null };
        clusters.push(cluster);
        byName.set(name, clusters);
      }
      join(cluster, index);
    }
  }
  return keys;
}

export type ResolvedRow = { key: string; match: MatchHow | null };

/** Every row's person: matched through the index when it can be, otherwise by the clustering rule among the unmatched rows. */
export function resolveRows(index: NflIdentityIndex, rows: ReadonlyArray<RowToMatch>): Array<ResolvedRow> {
  const matches = rows.map((row) => index.match(row));
  // A player has one row a season in this table: two rows of one season matched to one player by less
  // than his full name and club are two players, and those matches are withdrawn.
  const perSeason = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) {
    const m = matches[i];
    if (m) perSeason.set(`${m.key}|${rows[i].season}`, (perSeason.get(`${m.key}|${rows[i].season}`) ?? 0) + 1);
  }
  for (let i = 0; i < rows.length; i++) {
    const m = matches[i];
    if (m && m.how !== "season-team" && m.how !== "season-multi-team" && (perSeason.get(`${m.key}|${rows[i].season}`) ?? 0) > 1) matches[i] = null;
  }
  // A row left over beside a player's matched rows of the same name (another spelling of his name in
  // nflverse, Rocket / Raghib Ismail) is his when exactly one such player has a row within CLUSTER_GAP
  // seasons and none in its season, and his birth date (when known) agrees with the row's age.
  // Repeated until nothing changes, so a run of such rows follows his matched ones season by season.
  const matchedByName = new Map<string, Array<{ key: string; season: number }>>();
  rows.forEach((row, i) => {
    const m = matches[i];
    if (m) push(matchedByName, identityName(row.name), { key: m.key, season: row.season });
  });
  for (let changed = true; changed;) {
    changed = false;
    const claims = new Map<string, Array<number>>();
    rows.forEach((row, i) => {
      if (matches[i] !== null) return;
      const near = (matchedByName.get(identityName(row.name)) ?? []).filter((m) => Math.abs(m.season - row.season) <= CLUSTER_GAP);
      const keys = [...new Set(near.map((m) => m.key))].filter(
        (key) => !near.some((m) => m.key === key && m.season === row.season) && agesCompatible(row.age, index.birthDateOfKey(key), row.season) !== false,
      );
      if (keys.length === 1) push(claims, `${keys[0]}|${row.season}`, i);
    });
    for (const [claim, claimants] of claims) {
      // Two rows of one season beside one player: neither is taken.
      if (claimants.length !== 1) continue;
      const key = claim.slice(0, claim.lastIndexOf("|"));
      const i = claimants[0];
      matches[i] = { key, how: "beside-matched" };
      push(matchedByName, identityName(rows[i].name), { key, season: rows[i].season });
      changed = true;
    }
  }
  const unmatched = rows.map((_, i) => i).filter((i) => matches[i] === null);
  const clustered = pfrOnlyKeys(unmatched.map((i) => rows[i]));
  const out: Array<ResolvedRow> = matches.map((m) => (m ? { key: m.key, match: m.how } : { key: "", match: null }));
  unmatched.forEach((i, n) => (out[i] = { key: clustered[n], match: null }));
  return out;
}
