// Managers' records from the games they managed (decision 0182). Retrosheet's game logs name each club's
// manager of every game; a manager's regular-season and postseason W-L in a team-season is the games
// he managed, ties excluded (Baseball-Reference's rule). A team-season's games count only when every
// one of them names a manager we know (Lahman People.retroID joins the ids); its other seasons keep the
// coaching source's season totals (Lahman's Managers table).
import type { LeagueSlug } from "../../core/leagues";
import type { CoachStintRecord, GameRecord, PersonRecord } from "../import/types";

/** The leagues whose game sources name each game's managers. */
export const GAME_MANAGER_LEAGUES: ReadonlySet<LeagueSlug> = new Set<LeagueSlug>(["mlb"]);

type Tally = { wins: number; losses: number; ties: number; first: GameRecord };

/** A manager's postseason games of one team-season. */
export type PostseasonGames = { personKey: string; team: string; season: number; wins: number; losses: number; first: GameRecord };

/** What the games say of their managers: the stints of the held team-seasons and who was not known. */
export type GameManagers = {
  /** One stint per manager, team and season whose every regular-season game names a known manager. */
  stints: Array<CoachStintRecord>;
  /** `team|season` of those team-seasons. */
  regularHeld: Set<string>;
  /** Postseason W-L by `personKey|team|season`, for the team-seasons whose every postseason game names a known manager. */
  postseason: Map<string, PostseasonGames>;
  /** `team|season` of those team-seasons. */
  postseasonHeld: Set<string>;
  /** Manager ids no person carries, with the games they name (the data-quality report lists them). */
  unresolved: Map<string, number>;
  /** `team|season` of the postseasons whose games name a manager who did not manage the club that season (creditGameManagers). */
  unverified: Set<string>;
  /** `team|season` of the regular seasons whose games do not add up to the source's record (creditGameManagers): the source's rows stand. */
  disagreeing: Set<string>;
  /** The manager of each held team-season's last regular-season game (`team|season` to person key). */
  finisher: Map<string, string>;
};

const teamSeason = (team: string, season: number) => `${team}|${season}`;

/**
 * The most games a stand-in manages in a row and still stands in: checked against Baseball-Reference's
 * totals (decision 0182), 5 makes La Russa 2,884-2,499, Mack 3,731-3,948, Cox 2,504-2,001 and Bochy
 * 2,252-2,266 exact; 10 takes from Mack a run Baseball-Reference credits to his stand-in.
 */
export const STAND_IN_GAMES = 5;

/**
 * A stand-in's games go to the manager he stood in for: a run of at most STAND_IN_GAMES games managed by someone
 * else between two runs of one manager (an illness, a suspension, a family leave: Joe Pettini for Tony La Russa in 2010 and
 * 2011) is that manager's, as Baseball-Reference credits the manager of record. A change that lasts to the
 * season's end (Miguel Cairo for La Russa from August 2022) is a change of manager. `games` in order.
 */
export function creditStandIns<T extends { personKey: string }>(games: Array<T>, longest = STAND_IN_GAMES): void {
  const runs: Array<{ personKey: string; from: number; to: number }> = [];
  games.forEach((game, index) => {
    const last = runs[runs.length - 1];
    if (last && last.personKey === game.personKey) last.to = index;
    else runs.push({ personKey: game.personKey, from: index, to: index });
  });
  // Left to right, a stand-in's run joins the manager's runs around it into one, before the next run is looked at.
  const merged: Array<{ personKey: string; from: number; to: number }> = [];
  for (let i = 0; i < runs.length; i++) {
    const [before, run, after] = [merged[merged.length - 1], runs[i], runs[i + 1]];
    if (before && after && before.personKey === after.personKey && run.to - run.from + 1 <= longest) {
      for (let index = run.from; index <= after.to; index++) games[index] = { ...games[index], personKey: before.personKey };
      before.to = after.to;
      i++;
    } else merged.push({ ...run });
  }
}

/** Person key by Retrosheet id, from the people records that carry one. */
export function personKeysByRetroId(people: ReadonlyArray<Pick<PersonRecord, "key" | "retroId">>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const person of people) if (person.retroId && !keys.has(person.retroId)) keys.set(person.retroId, person.key);
  return keys;
}

/**
 * Tallies the kept games' managers per team-season and part (regular season, postseason). A final game
 * with both scores counts; a tie is neither a win nor a loss. A team-season with a game whose manager is
 * missing or unknown is not held (its source's totals stay).
 */
export function managersFromGames(games: ReadonlyArray<GameRecord>, personKeyOf: ReadonlyMap<string, string>): GameManagers {
  type Managed = { personKey: string; game: GameRecord; own: number; other: number; order: number };
  type Held = { team: string; season: number; games: Array<Managed>; byPerson: Map<string, Tally> };
  const parts = { regular: new Map<string, Held>(), postseason: new Map<string, Held>() };
  const incomplete = { regular: new Set<string>(), postseason: new Set<string>() };
  const unresolved = new Map<string, number>();
  games.forEach((game, order) => {
    if (!GAME_MANAGER_LEAGUES.has(game.league) || game.status !== "final" || game.homeScore === null || game.awayScore === null) return;
    const part = game.type === "regular" ? "regular" : "postseason";
    for (const side of ["home", "away"] as const) {
      const team = side === "home" ? game.home : game.away;
      const key = teamSeason(team, game.season);
      const id = game.managers?.[side] ?? null;
      const personKey = id === null ? undefined : personKeyOf.get(id);
      if (id !== null && personKey === undefined) unresolved.set(id, (unresolved.get(id) ?? 0) + 1);
      if (personKey === undefined) {
        incomplete[part].add(key);
        continue;
      }
      const held = parts[part].get(key) ?? { team, season: game.season, games: [], byPerson: new Map<string, Tally>() };
      parts[part].set(key, held);
      const own = (side === "home" ? game.homeScore : game.awayScore) as number;
      const other = (side === "home" ? game.awayScore : game.homeScore) as number;
      held.games.push({ personKey, game, own, other, order });
    }
  });
  for (const held of [...parts.regular.values(), ...parts.postseason.values()]) {
    held.games.sort((a, b) => a.game.date.localeCompare(b.game.date) || a.order - b.order);
    creditStandIns(held.games);
    for (const { personKey, game, own, other } of held.games) {
      const tally = held.byPerson.get(personKey) ?? { wins: 0, losses: 0, ties: 0, first: game };
      held.byPerson.set(personKey, tally);
      if (own > other) tally.wins++;
      else if (own < other) tally.losses++;
      else tally.ties++;
    }
  }
  const stints: Array<CoachStintRecord> = [];
  const regularHeld = new Set<string>();
  const finisher = new Map<string, string>();
  for (const [key, { team, season, byPerson, games: managedGames }] of parts.regular) {
    if (incomplete.regular.has(key)) continue;
    regularHeld.add(key);
    finisher.set(key, managedGames[managedGames.length - 1].personKey);
    // A season's managers in the order they first managed (1 = the one who began it).
    const ordered = [...byPerson].sort(([, a], [, b]) => a.first.date.localeCompare(b.first.date));
    ordered.forEach(([personKey, tally], index) => {
      stints.push({
        source: tally.first.source,
        file: tally.first.file,
        line: tally.first.line,
        personKey,
        league: tally.first.league,
        season,
        team,
        title: "Manager",
        isHeadCoach: true,
        wins: tally.wins,
        losses: tally.losses,
        // Ties are not part of a manager's record (Baseball-Reference's rule); Lahman's rows give none either.
        ties: null,
        seasonOrder: index + 1,
      });
    });
  }
  const postseason = new Map<string, PostseasonGames>();
  const postseasonHeld = new Set<string>();
  for (const [key, { team, season, byPerson }] of parts.postseason) {
    if (incomplete.postseason.has(key)) continue;
    postseasonHeld.add(key);
    for (const [personKey, tally] of byPerson) {
      postseason.set(`${personKey}|${key}`, { personKey, team, season, wins: tally.wins, losses: tally.losses, first: tally.first });
    }
  }
  return { stints, regularHeld, postseason, postseasonHeld, unresolved, unverified: new Set(), disagreeing: new Set(), finisher };
}

/**
 * The coaching stints with the games' managers credited: a held team-season's stints are the games'
 * (the source's rows of it, stand-ins for a short absence included, give way), and a held postseason's
 * games go to the managers who managed them (0-0 for a season's other managers, so the rule that gives a
 * team's postseason to the one who finished its season does not apply). A postseason whose games name
 * a manager who did not manage the club that season is not credited by its games (`unverified`).
 */
export function creditGameManagers(stints: ReadonlyArray<CoachStintRecord>, managed: GameManagers): Array<CoachStintRecord> {
  // A held season's games must add up to the source's record of it (its managers' rows summed, the published
  // W-L): the 19th- and early 20th-century logs miss or differ by a game in some seasons (forfeits, disputed
  // games), and there the source's totals stand. A season the source has no rows of (2025) is the games'.
  const sum = (list: ReadonlyArray<CoachStintRecord>) => {
    const total = { wins: 0, losses: 0 };
    for (const s of list) {
      total.wins += s.wins ?? 0;
      total.losses += s.losses ?? 0;
    }
    return total;
  };
  const bySeason = (list: ReadonlyArray<CoachStintRecord>) => {
    const seasons = new Map<string, Array<CoachStintRecord>>();
    for (const s of list) {
      if (!GAME_MANAGER_LEAGUES.has(s.league)) continue;
      const key = teamSeason(s.team, s.season);
      seasons.set(key, [...(seasons.get(key) ?? []), s]);
    }
    return seasons;
  };
  const sourceSeasons = bySeason(stints);
  const gameSeasons = bySeason(managed.stints);
  const regularHeld = new Set<string>();
  for (const [key, games] of gameSeasons) {
    const source = sourceSeasons.get(key);
    // A season the source gives one manager of record, who also managed its last game, keeps his row: a
    // coach the logs name for a run of games while he was away (Art Fletcher for Joe McCarthy in 1944, Don
    // Zimmer for Joe Torre's first 36 games of 1999, Dan McGann for John McGraw's 1907 opener) is not
    // credited with them, as Baseball-Reference does not credit him. A change the source missed (Miguel
    // Cairo for the last 33 games of La Russa's 2022) and a season the source splits go by the games.
    if (source?.length === 1 && managed.finisher.get(key) === source[0].personKey) continue;
    const [a, b] = [sum(games), source ? sum(source) : null];
    if (b === null || (a.wins === b.wins && a.losses === b.losses)) regularHeld.add(key);
    else managed.disagreeing.add(key);
  }
  const held = (s: CoachStintRecord) => GAME_MANAGER_LEAGUES.has(s.league) && regularHeld.has(teamSeason(s.team, s.season));
  const credited = [...stints.filter((s) => !held(s)), ...managed.stints.filter(held)];
  // A postseason game's manager must be one of the season's managers: the postseason logs of 2022-23 name
  // stale managers (Tony Beasley for Bochy's 2023 Rangers, Joe Girardi for Rob Thomson's Phillies); such a
  // team-season's postseason goes by the rule for a season without its games' managers.
  const seasonManagers = new Set(credited.map((s) => `${s.personKey}|${teamSeason(s.team, s.season)}`));
  const postseasonHeld = new Set(managed.postseasonHeld);
  for (const [key, games] of managed.postseason) {
    if (seasonManagers.has(key)) continue;
    const season = teamSeason(games.team, games.season);
    postseasonHeld.delete(season);
    managed.unverified.add(season);
  }
  // A manager's postseason games go on one of his stints of the season (a source may list him in two spells, which mergeStints adds up).
  const given = new Set<string>();
  return credited.map((s) => {
    const key = teamSeason(s.team, s.season);
    if (!GAME_MANAGER_LEAGUES.has(s.league) || !postseasonHeld.has(key)) return s;
    const personKey = `${s.personKey}|${key}`;
    const games = given.has(personKey) ? undefined : managed.postseason.get(personKey);
    given.add(personKey);
    return { ...s, playoffWins: games?.wins ?? 0, playoffLosses: games?.losses ?? 0 };
  });
}
