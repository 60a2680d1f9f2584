// People rules applied while loading: one season line per player, team and season whichever datasets
// describe it (rosters from one, statistics from another), one stint per coach, team and season, and
// the facts derived in SQL once everything is written (people-derived.sql).
import { readFileSync } from "node:fs";
import { awardAsGiven, awardKind } from "../../core/awards";
import { careerStats, type SeasonLine } from "../../core/career-stats";
import { foldText, nameKey, namesKeys } from "../../core/names";
import { positionNameRows } from "../../core/positions";
import type { Sql } from "../database";
import type { CoachStintRecord, PersonRecord, PlayerRecord, PlayerSeasonRecord } from "../import/types";

type Mergeable = { [key: string]: unknown };

/** Fills the first record's missing (null or undefined) fields from the second. */
function fillMissing<T extends Mergeable>(first: T, second: T): T {
  const merged: Mergeable = { ...first };
  for (const [name, value] of Object.entries(second)) {
    if ((merged[name] === null || merged[name] === undefined) && value !== null && value !== undefined) merged[name] = value;
  }
  return merged as T;
}

/** A line of a player-season that a dataset of higher precedence superseded, beside the line kept. */
export type SupersededLine = { kept: PlayerSeasonRecord; dropped: PlayerSeasonRecord };

/**
 * The lines of each player-season from the datasets of the highest precedence that hold it (decision
 * 0137). A superseded line is reported to `onSuperseded`; when the player-season is one line on each
 * side (a season total, perhaps filed under another team: a traded player's last club), the statistics
 * the kept line lacks are taken from it (completions the official table does not print). A roster line
 * (no statistics) holds no figure to supersede: it is always kept, to merge with the lines of its team
 * (decision 0150).
 */
export function preferredSeasonLines(
  lines: ReadonlyArray<PlayerSeasonRecord>,
  onSuperseded: (superseded: SupersededLine) => void = () => undefined,
): Array<PlayerSeasonRecord> {
  const top = new Map<string, number>();
  const seasonKey = (line: PlayerSeasonRecord) => `${line.personKey}|${line.league}|${line.season}`;
  const hasFigures = (line: PlayerSeasonRecord) => Object.keys(line.stats).length > 0;
  for (const line of lines) if (hasFigures(line)) top.set(seasonKey(line), Math.max(top.get(seasonKey(line)) ?? 0, line.precedence ?? 0));
  const wins = (line: PlayerSeasonRecord) => !hasFigures(line) || (line.precedence ?? 0) === top.get(seasonKey(line));
  if (lines.every(wins)) return [...lines];
  const kept: Array<PlayerSeasonRecord> = [];
  const dropped = new Map<string, Array<PlayerSeasonRecord>>();
  for (const line of lines) {
    const key = seasonKey(line);
    if (wins(line)) kept.push(line);
    else dropped.set(key, [...(dropped.get(key) ?? []), line]);
  }
  if (dropped.size === 0) return kept;
  const keptBySeason = new Map<string, Array<number>>();
  kept.forEach((line, index) => {
    if (hasFigures(line)) keptBySeason.set(seasonKey(line), [...(keptBySeason.get(seasonKey(line)) ?? []), index]);
  });
  for (const [key, lower] of dropped) {
    const indexes = keptBySeason.get(key) ?? [];
    const single = indexes.length === 1 && lower.length === 1;
    for (const line of lower) {
      const winner = kept[indexes[0]];
      onSuperseded({ kept: winner, dropped: line });
      if (single) kept[indexes[0]] = { ...winner, stats: { ...line.stats, ...winner.stats } };
    }
  }
  return kept;
}

/**
 * Season lines of one player, team (or multi-team total) and season become one line: the first
 * dataset's fields win, missing ones are filled from the next, and the statistics are combined
 * (a statistic two datasets both give keeps the first one's value). Lines a dataset of higher
 * precedence supersedes are set aside first (preferredSeasonLines).
 */
export function mergeSeasonLines(lines: ReadonlyArray<PlayerSeasonRecord>, onSuperseded?: (superseded: SupersededLine) => void): Array<PlayerSeasonRecord> {
  const byKey = new Map<string, PlayerSeasonRecord>();
  for (const line of preferredSeasonLines(lines, onSuperseded)) {
    const key = `${line.personKey}|${line.league}|${line.season}|${line.team ?? ""}`;
    const known = byKey.get(key);
    if (!known) byKey.set(key, line);
    else byKey.set(key, { ...fillMissing(known, line), stats: { ...line.stats, ...known.stats } });
  }
  return [...byKey.values()];
}

/**
 * One record per person key. Records of a dated compilation (`asOf`) are read newest first, field by
 * field: the newer People table of a later release wins (a death recorded since), and the fields it
 * leaves blank are filled from the older ones. Undated records follow, the first dataset's first (the
 * importers run by id). A key only `amends` records name adds no person. Keys keep their first order.
 */
export function mergePeople(records: ReadonlyArray<PersonRecord>): Array<PersonRecord> {
  const byKey = new Map<string, Array<PersonRecord>>();
  for (const record of records) {
    const known = byKey.get(record.key);
    if (known) known.push(record);
    else byKey.set(record.key, [record]);
  }
  const people: Array<PersonRecord> = [];
  for (const group of byKey.values()) {
    if (group.every((record) => record.amends)) continue;
    // A stable sort: dated records newest first, then the undated ones in dataset order.
    const newestFirst = [...group].sort((a, b) => (b.asOf ?? "").localeCompare(a.asOf ?? ""));
    people.push(newestFirst.reduce((merged, record) => fillMissing(merged, record)));
  }
  return people;
}

const earliest = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined ? (b ?? null) : b === null || b === undefined ? a : Math.min(a, b);
const latest = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined ? (b ?? null) : b === null || b === undefined ? a : Math.max(a, b);

/**
 * One player record per person and league: the first dataset's fields win, gaps filled from the next,
 * and the career spans every record's seasons (a later release's season extends it).
 */
export function mergePlayers(records: ReadonlyArray<PlayerRecord>): Array<PlayerRecord> {
  const byKey = new Map<string, PlayerRecord>();
  for (const record of records) {
    const key = `${record.personKey}|${record.league}`;
    const known = byKey.get(key);
    byKey.set(
      key,
      known
        ? {
            ...fillMissing(known, record),
            firstSeason: earliest(known.firstSeason, record.firstSeason),
            lastSeason: latest(known.lastSeason, record.lastSeason),
          }
        : record,
    );
  }
  return [...byKey.values()];
}

/** A count two spells add up to: null only when neither gives it. */
const sum = (a: number | null | undefined, b: number | null | undefined): number | null =>
  a === null || a === undefined ? (b ?? null) : b === null || b === undefined ? a : a + b;

/**
 * Two spells of one coach with one team in one season, as one dataset lists them (Lahman: John McGraw
 * managed the 1924 Giants 16-13, then 45-35 after Hughie Jennings's 32-12): one stint with both records
 * added up, ordered as his last spell (he may have finished the season).
 */
function addSpells(first: CoachStintRecord, second: CoachStintRecord): CoachStintRecord {
  const notes = [first.note, second.note].filter((note): note is string => Boolean(note));
  return {
    ...fillMissing(first, second),
    wins: sum(first.wins, second.wins),
    losses: sum(first.losses, second.losses),
    ties: sum(first.ties, second.ties),
    playoffWins: sum(first.playoffWins, second.playoffWins),
    playoffLosses: sum(first.playoffLosses, second.playoffLosses),
    seasonOrder: Math.max(first.seasonOrder ?? 0, second.seasonOrder ?? 0) || null,
    note: notes.length > 0 ? [...new Set(notes)].join("; ") : null,
  };
}

/**
 * One stint per coach, team and season. Spells one dataset lists separately are added up (addSpells);
 * across datasets the first dataset's record wins and its gaps are filled from the next.
 */
export function mergeStints(stints: ReadonlyArray<CoachStintRecord>): Array<CoachStintRecord> {
  const bySource = new Map<string, CoachStintRecord>();
  for (const stint of stints) {
    const key = `${stint.source}|${stint.personKey}|${stint.league}|${stint.season}|${stint.team}`;
    const known = bySource.get(key);
    bySource.set(key, known ? addSpells(known, stint) : stint);
  }
  const byKey = new Map<string, CoachStintRecord>();
  for (const stint of bySource.values()) {
    const key = `${stint.personKey}|${stint.league}|${stint.season}|${stint.team}`;
    const known = byKey.get(key);
    byKey.set(key, known ? fillMissing(known, stint) : stint);
  }
  return [...byKey.values()];
}

const DERIVED_SQL = new URL("./people-derived.sql", import.meta.url);
const ONE_PERSON_SQL = new URL("./one-person.sql", import.meta.url);
const FACETS_SQL = new URL("./people-facets.sql", import.meta.url);
const COVERAGE_SQL = new URL("./coverage.sql", import.meta.url);

/** Where the loader writes the players: derivePeopleFacts moves them into `players` with their facts. */
export const PLAYERS_LOAD = "players_load";

/** The players columns people-derived.sql computes (table player_facts), with each one's value when it has none. */
const PLAYER_FACTS: ReadonlyArray<readonly [column: string, missing: string]> = [
  ["championships_won", "NULL"],
  ["all_star_selections", "NULL"],
  ["mvp_awards", "NULL"],
  ["career_status", "'unknown'"],
  ["is_active", "false"],
  ["award_count", "0"],
  ["sort_name", "''"],
  ["search_text", "''"],
  ["is_rookie", "false"],
];

/** The temporary table the loader fills instead of `players` (same columns), so each player is written once. */
export async function createPlayersLoad(tx: Sql): Promise<void> {
  await tx.exec(`DROP TABLE IF EXISTS ${PLAYERS_LOAD}; CREATE TEMP TABLE ${PLAYERS_LOAD} (LIKE players INCLUDING DEFAULTS)`);
}

/**
 * The name keys (core/names.ts) of people and of the coaches results name, where a database filled
 * another way than the loader (which writes them with each row) has none.
 */
export async function fillNameKeys(tx: Sql): Promise<void> {
  const people = await tx.query<{ id: number; full_name: string }>("SELECT id, full_name FROM people WHERE name_key = ''");
  await tx.query(
    `UPDATE people pe SET name_key = u.name_key, search_name = u.search_name
     FROM unnest($1::int[], $2::text[], $3::text[]) AS u(id, name_key, search_name) WHERE pe.id = u.id`,
    [people.map((p) => p.id), people.map((p) => nameKey(p.full_name)), people.map((p) => foldText(p.full_name))],
  );
  const results = await tx.query<{ id: number; winning_coach: string }>(
    "SELECT id, winning_coach FROM championship_results WHERE winning_coach IS NOT NULL AND winning_coach_key IS NULL",
  );
  await tx.query(
    `UPDATE championship_results r SET winning_coach_key = u.name_key
     FROM unnest($1::int[], $2::text[]) AS u(id, name_key) WHERE r.id = u.id`,
    [results.map((r) => r.id), results.map((r) => namesKeys(r.winning_coach))],
  );
}

/**
 * The people facts (people-derived.sql). The players are read from players_load and written to
 * `players` once, with their facts; without `playersLoaded` (a database filled another way, such as
 * the contract tests' fixture) the rows already in `players` are moved there first.
 */
export async function derivePeopleFacts(tx: Sql, options: { playersLoaded?: boolean } = {}): Promise<void> {
  if (!options.playersLoaded) {
    await createPlayersLoad(tx);
    await tx.exec(`INSERT INTO ${PLAYERS_LOAD} SELECT * FROM players ORDER BY id; DELETE FROM players`);
    await fillNameKeys(tx);
  }
  // The planner's statistics on the loaded players (a temporary table): without them it hashes the
  // season lines to join them to the players, not the players.
  await tx.exec(`ANALYZE ${PLAYERS_LOAD} (id, person_id, league_id)`);
  // Each award as it is given (core/awards.ts awardAsGiven): one MLB-wide award, never one per league.
  const given = (
    await tx.query<{ league: string; name: string }>("SELECT DISTINCT l.slug AS league, a.name FROM awards a JOIN leagues l ON l.id = a.league_id")
  )
    .map((n) => ({ ...n, given: awardAsGiven(n.league, n.name) }))
    .filter((n) => n.given !== n.name);
  await tx.query(
    `UPDATE awards a SET name = g.given FROM unnest($1::text[], $2::text[], $3::text[]) AS g(league, name, given), leagues l
     WHERE l.id = a.league_id AND l.slug = g.league AND a.name = g.name`,
    [given.map((g) => g.league), given.map((g) => g.name), given.map((g) => g.given)],
  );
  // Each award's kind (All-Star game selection, league MVP) by the one rule in core/awards.ts.
  const names = await tx.query<{ league: string; name: string }>("SELECT DISTINCT l.slug AS league, a.name FROM awards a JOIN leagues l ON l.id = a.league_id");
  const kinds = names.map((n) => ({ ...n, kind: awardKind(n.league, n.name) })).filter((n) => n.kind !== null);
  await tx.query(
    `UPDATE awards a SET kind = k.kind FROM unnest($1::text[], $2::text[], $3::text[]) AS k(league, name, kind), leagues l
     WHERE l.id = a.league_id AND l.slug = k.league AND a.name = k.name`,
    [kinds.map((k) => k.league), kinds.map((k) => k.name), kinds.map((k) => k.kind)],
  );
  // One person per real person: two sources' records of one man (same name key, same birth date) made one.
  await tx.exec(readFileSync(ONE_PERSON_SQL, "utf8"));
  // What each league's rows cover (core/coverage.ts): the statuses and counts below are bounded by it.
  await tx.exec(readFileSync(COVERAGE_SQL, "utf8"));
  // Position names (core/positions.ts) for the search text: a search for "quarterback" finds QBs.
  const positions = positionNameRows();
  await tx.exec("DROP TABLE IF EXISTS position_names; CREATE TEMP TABLE position_names (sport text, code text, name text)");
  await tx.query("INSERT INTO position_names SELECT * FROM unnest($1::text[], $2::text[], $3::text[])", [
    positions.map((n) => n[0]),
    positions.map((n) => n[1]),
    positions.map((n) => n[2]),
  ]);
  await tx.exec(readFileSync(DERIVED_SQL, "utf8"));
  const columns = await tx.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'players' ORDER BY ordinal_position`,
  );
  const derived = new Map(PLAYER_FACTS);
  const loaded = columns.map((c) => c.name).filter((name) => !derived.has(name));
  await tx.exec(
    `INSERT INTO players (${[...loaded, ...derived.keys()].join(", ")})
     SELECT ${[...loaded.map((name) => `p.${name}`), ...PLAYER_FACTS.map(([name, missing]) => `coalesce(f.${name}, ${missing})`)].join(", ")}
     FROM ${PLAYERS_LOAD} p LEFT JOIN player_facts f ON f.id = p.id ORDER BY p.id;
     DROP TABLE player_facts; DROP TABLE ${PLAYERS_LOAD}`,
  );
  await tx.exec(readFileSync(FACETS_SQL, "utf8"));
  await fillCareerStats(tx);
}

/**
 * Career totals for players written without them (the loader stores them as it inserts; a database
 * filled another way, such as the contract tests' fixture, gets them here by the same rule).
 */
async function fillCareerStats(tx: Sql): Promise<void> {
  const lines = await tx.query<SeasonLine & { player_id: number }>(
    `SELECT ps.player_id, ps.team_id, ps.season_start_year, ps.stats, ps.other_league FROM player_seasons ps
     JOIN players p ON p.id = ps.player_id WHERE p.career_stats = '{}'::jsonb`,
  );
  const byPlayer = new Map<number, Array<SeasonLine>>();
  for (const line of lines) byPlayer.set(line.player_id, [...(byPlayer.get(line.player_id) ?? []), line]);
  if (byPlayer.size === 0) return;
  const ids = [...byPlayer.keys()];
  await tx.query("UPDATE players p SET career_stats = u.stats::jsonb FROM unnest($1::int[], $2::text[]) AS u(id, stats) WHERE p.id = u.id", [
    ids,
    ids.map((id) => JSON.stringify(careerStats(byPlayer.get(id) ?? []))),
  ]);
}
