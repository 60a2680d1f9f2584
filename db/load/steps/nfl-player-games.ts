// Step: the NFL box-score lines (nfl_player_games) and the file's gaps (nfl_player_game_gaps), decision
// 0163. A line names no game: it is joined to the one NFL game of its season and week (or playoff round)
// that its team played, and to the NFL player its person key names. The rules for what does not join:
// - a player-game given twice (same player, team and game): the first line in the file is kept and the
//   other listed with both figures;
// - a line whose game we do not hold: listed, not written (no game to show it on);
// - a line whose player we do not hold: written under the file's name, unlinked, and listed;
// - a game of the seasons the file covers with no line for either team, or for one of them: listed.
import { nameKey } from "../../../core/names";
import type { PlayerGameRecord, PlayerGameStats } from "../../import/types";
import { bulkInsert, type Column } from "../bulk-insert";
import { madeBy, type LoadContext, type LoadStep } from "./load-context";

/** The seasons the lines cover (a game of them with no line is a gap). */
const FIRST_SEASON = 1999;
const LAST_SEASON = 2020;

const STAT_COLUMNS: ReadonlyArray<[column: string, stat: keyof PlayerGameStats]> = [
  ["completions", "completions"],
  ["attempts", "attempts"],
  ["passing_yards", "passingYards"],
  ["passing_touchdowns", "passingTouchdowns"],
  ["interceptions", "interceptions"],
  ["sacks", "sacks"],
  ["sack_yards", "sackYards"],
  ["rushing_attempts", "rushingAttempts"],
  ["rushing_yards", "rushingYards"],
  ["rushing_touchdowns", "rushingTouchdowns"],
  ["receptions", "receptions"],
  ["targets", "targets"],
  ["receiving_yards", "receivingYards"],
  ["receiving_touchdowns", "receivingTouchdowns"],
  ["fumbles", "fumbles"],
  ["fumbles_lost", "fumblesLost"],
];

const LINE_COLUMNS: ReadonlyArray<Column> = [
  ["game_id", "int"],
  ["team_id", "int"],
  ["season_start_year", "int"],
  ["game_date", "date"],
  ["player_id", "int"],
  ["source_player_id", "text"],
  ["player_name", "text"],
  ...STAT_COLUMNS.map(([column]) => [column, "int"] as const),
  ["source", "text"],
];

const GAP_COLUMNS: ReadonlyArray<Column> = [
  ["kind", "text"],
  ["season_start_year", "int"],
  ["week", "text"],
  ["game_id", "int"],
  ["team_id", "int"],
  ["source_player_id", "text"],
  ["player_name", "text"],
  ["detail", "text"],
  ["source", "text"],
];

type HeldGame = { id: number; season: number; week: string | null; home: number; away: number; date: string };

const gameKey = (season: number, week: string, teamId: number) => `${season}|${week}|${teamId}`;
const where = (line: PlayerGameRecord) => `${line.file}:${line.line}`;

/** The figures of a line that differ from another's ("receiving yards 136, here 124"). */
function differences(kept: PlayerGameStats, other: PlayerGameStats): string {
  const words = (stat: string) => stat.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  const differing = (Object.keys(kept) as Array<keyof PlayerGameStats>).filter((stat) => kept[stat] !== other[stat]);
  return differing.length === 0 ? "the same figures" : differing.map((stat) => `${words(stat)} ${kept[stat]} kept, ${other[stat]} left out`).join("; ");
}

/**
 * The NFL player of each person key: through the people written (ctx.people); a person merged into
 * another (one person across sources, db/load/one-person.sql) is found as that rule found him, by his
 * name key and birth date.
 */
async function playerIdsByKey(ctx: LoadContext, keys: ReadonlySet<string>): Promise<Map<string, number>> {
  const people = madeBy(ctx.people, "the people", "people, players and player seasons");
  const nfl = ctx.ids.leagues.get("nfl");
  const players = await ctx.tx.query<{ id: number; person_id: number; name_key: string; birth_date: string | null }>(
    `SELECT p.id, p.person_id, pe.name_key, pe.birth_date::text AS birth_date
     FROM players p JOIN people pe ON pe.id = p.person_id WHERE p.league_id = $1`,
    [nfl],
  );
  const byPerson = new Map(players.map((p) => [p.person_id, p.id]));
  const byNameAndBirth = new Map(players.filter((p) => p.birth_date).map((p) => [`${p.name_key}|${p.birth_date}`, p.id]));
  const birthByKey = new Map<string, string>();
  for (const { data } of ctx.datasets)
    for (const person of data.people) if (person.birthDate && keys.has(person.key)) birthByKey.set(person.key, person.birthDate);
  const out = new Map<string, number>();
  for (const key of keys) {
    const personId = people.ids.get(key);
    if (personId === undefined) continue;
    const direct = byPerson.get(personId);
    const merged = direct ?? byNameAndBirth.get(`${nameKey(people.fullNames.get(personId) ?? "")}|${birthByKey.get(key) ?? ""}`);
    if (merged !== undefined) out.set(key, merged);
  }
  return out;
}

/** A line joined to its game, its row written but for the player id (ROW_PLAYER), which needs the facts. */
type MatchedLine = { line: PlayerGameRecord; row: Array<unknown> };

/** The lines joined to their games and the gaps found so, before the player ids are known. */
type Matched = {
  lines: ReadonlyArray<MatchedLine>;
  personKeys: ReadonlySet<string>;
  /** Gaps in the order they are written: duplicates and lines without a game, then (after the players') games without lines. */
  gapsBefore: Array<Array<unknown>>;
  gapsAfter: Array<Array<unknown>>;
};

/** The player id's place in a line's row (LINE_COLUMNS). */
const ROW_PLAYER = 4;

/**
 * Each line joined to the one game of its season and week that its team played, the lines given twice
 * and the games without lines found. Needs the games only: it runs while the indexes step's
 * statements run (the step's `prepare`, decision 0209).
 */
async function matchLines(ctx: LoadContext): Promise<Matched> {
  const { tx, datasets, ids } = ctx;
  const nfl = ids.leagues.get("nfl");
  // The games asked for first: the lines' JSON is then parsed (deferred-records.ts) while the database
  // answers, and works on the step before.
  const games = await tx.query<HeldGame>(
    `SELECT id, season_start_year AS season, week, home_team_id AS home, away_team_id AS away, game_date::text AS date
     FROM games WHERE league_id = $1 AND season_start_year BETWEEN $2 AND $3 AND status = 'final' ORDER BY id`,
    [nfl, FIRST_SEASON, LAST_SEASON],
  );
  const lines = datasets.flatMap(({ data }) => data.playerGames).filter((line) => line.league === "nfl");
  const gameOf = new Map<string, HeldGame>();
  for (const game of games) {
    if (game.week === null) continue;
    gameOf.set(gameKey(game.season, game.week, game.home), game);
    gameOf.set(gameKey(game.season, game.week, game.away), game);
  }
  const matched: Array<MatchedLine> = [];
  const gapsBefore: Array<Array<unknown>> = [];
  const gapsAfter: Array<Array<unknown>> = [];
  const kept = new Map<string, PlayerGameRecord>();
  const teamGamesWithLines = new Set<string>();
  const noGame = new Map<string, { line: PlayerGameRecord; teamId: number; count: number }>();
  for (const line of lines) {
    const teamId = ids.teams.get(line.team);
    if (teamId === undefined) throw new Error(`${where(line)}: franchise ${line.team} is not in the seed`);
    const game = gameOf.get(gameKey(line.season, line.week, teamId));
    if (!game) {
      const key = gameKey(line.season, line.week, teamId);
      const entry = noGame.get(key) ?? { line, teamId, count: 0 };
      entry.count++;
      noGame.set(key, entry);
      continue;
    }
    const lineKey = `${game.id}|${teamId}|${line.sourcePlayerId}`;
    const first = kept.get(lineKey);
    if (first) {
      gapsBefore.push([
        "duplicate_line",
        line.season,
        line.week,
        game.id,
        teamId,
        line.sourcePlayerId,
        line.name,
        `given twice (${where(first)} and ${where(line)}): ${differences(first.stats, line.stats)}`,
        line.source,
      ]);
      continue;
    }
    kept.set(lineKey, line);
    teamGamesWithLines.add(`${game.id}|${teamId}`);
    const row: Array<unknown> = [game.id, teamId, line.season, game.date, null, line.sourcePlayerId, line.name];
    for (const [, stat] of STAT_COLUMNS) row.push(line.stats[stat]);
    row.push(line.source);
    matched.push({ line, row });
  }
  for (const { line, teamId, count } of noGame.values()) {
    gapsBefore.push([
      "no_game",
      line.season,
      line.week,
      null,
      teamId,
      null,
      null,
      `${count} lines of week ${line.week} match no game we hold for this team (first at ${where(line)})`,
      line.source,
    ]);
  }
  // Games of the seasons the lines cover with no line for a team (only when the dataset was read).
  const source = lines[0]?.source ?? null;
  const seasonsRead = new Set(lines.map((line) => line.season));
  for (const game of source ? games : []) {
    if (!seasonsRead.has(game.season)) continue;
    const home = teamGamesWithLines.has(`${game.id}|${game.home}`);
    const away = teamGamesWithLines.has(`${game.id}|${game.away}`);
    if (home && away) continue;
    const both = !home && !away;
    gapsAfter.push([
      both ? "missing_game" : "missing_team_game",
      game.season,
      game.week,
      game.id,
      both ? null : home ? game.away : game.home,
      null,
      null,
      both ? `no lines for either team on ${game.date}: the game has no box score` : `no lines for one team on ${game.date}`,
      source,
    ]);
  }
  return { lines: matched, personKeys: new Set(lines.map((line) => line.personKey)), gapsBefore, gapsAfter };
}

/** The lines matched by `prepare`, by the import they belong to. */
const prepared = new WeakMap<LoadContext, Promise<Matched>>();

export const nflPlayerGames: LoadStep = {
  name: "nfl player games",
  prepare(ctx) {
    const matching = matchLines(ctx);
    matching.catch(() => undefined); // awaited by run
    prepared.set(ctx, matching);
  },
  async run(ctx) {
    const { tx, ids, counts } = ctx;
    const matched = await (prepared.get(ctx) ?? matchLines(ctx));
    prepared.delete(ctx);
    await tx.exec("TRUNCATE nfl_player_games, nfl_player_game_gaps RESTART IDENTITY");
    const playerOf = await playerIdsByKey(ctx, matched.personKeys);
    const noPlayer = new Map<string, { line: PlayerGameRecord; count: number }>();
    const rows = matched.lines.map(({ line, row }) => {
      const playerId = playerOf.get(line.personKey) ?? null;
      if (playerId === null) {
        const entry = noPlayer.get(line.sourcePlayerId) ?? { line, count: 0 };
        entry.count++;
        noPlayer.set(line.sourcePlayerId, entry);
      }
      row[ROW_PLAYER] = playerId;
      return row;
    });
    const gaps = matched.gapsBefore;
    for (const { line, count } of noPlayer.values()) {
      gaps.push([
        "no_player",
        line.season,
        line.week,
        null,
        ids.teams.get(line.team) ?? null,
        line.sourcePlayerId,
        line.name,
        `${count} lines shown under the file's name: no NFL player we hold has this id (first at ${where(line)})`,
        line.source,
      ]);
    }
    gaps.push(...matched.gapsAfter);
    // Loaded first and indexed after: several times faster than keeping the indexes up row by row.
    const indexes = await tx.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'nfl_player_games' AND indexname <> 'nfl_player_games_pkey'",
    );
    for (const index of indexes) await tx.exec(`DROP INDEX ${index.indexname}`);
    counts.nfl_player_games = await bulkInsert(tx, "nfl_player_games", LINE_COLUMNS, rows);
    for (const index of indexes) await tx.exec(index.indexdef);
    counts.nfl_player_game_gaps = await bulkInsert(tx, "nfl_player_game_gaps", GAP_COLUMNS, gaps);
  },
};
