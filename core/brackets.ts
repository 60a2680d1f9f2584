// A postseason as a bracket: the series (or single games) read from a league-season's postseason games,
// the round of each, the round names of the league's era, and what the games do not hold (decision 0167).
// One rule for every league; the import stores its answer (db/load/steps/postseason-brackets.ts).

/** A postseason game as the bracket reads it: `round` is the label the data gives, or null. */
export type BracketGame = {
  id: number;
  date: string;
  home: number;
  away: number;
  homeScore: number | null;
  awayScore: number | null;
  round: string | null;
  /** The games table's type: "final" marks the league's title round. */
  type: string;
};

/**
 * How a matchup was decided: games won in a series, one game, total goals over two games, or no
 * contest (one team advanced without a game).
 */
export type DecidedBy = "series" | "game" | "total" | "no contest";

export type BracketSeries = {
  /** The round's column, 1 first; 0 for a play-in before the first round. */
  round: number;
  roundName: string;
  /** The label the games give this series ("ALCS"), else the round's name. */
  label: string;
  /** Top to bottom within the round, so that the two feeding a later matchup sit together. */
  position: number;
  /** The winner first when there is one; else the home team of the first game. */
  teamA: number;
  teamB: number;
  /** Seeds where the data gives them (a seeded tournament), else null. */
  seedA: number | null;
  seedB: number | null;
  /** The tournament region the matchup was played in, else null. */
  region: string | null;
  winsA: number;
  winsB: number;
  ties: number;
  /** Points, goals or runs over the series (the total-goals rule decides on these). */
  scoreA: number;
  scoreB: number;
  /** Games with a score; `unplayed` counts games of the series without one (scheduled, or no result). */
  games: number;
  unplayed: number;
  winner: number | null;
  decidedBy: DecidedBy;
  isFinal: boolean;
  gameIds: Array<number>;
  /** Null for a matchup whose games we hold without a date (a tournament game of a source without dates). */
  firstDate: string | null;
  lastDate: string | null;
};

export type Bracket = {
  /** `byes`: the teams that entered the round after the first with a bye, where the bracket shows it. */
  rounds: Array<{ round: number; name: string; series: number; byes?: Array<string> }>;
  series: Array<BracketSeries>;
  /** What the games do not hold, in words ("We hold no games of the Stanley Cup Final."). */
  missing: Array<string>;
};

/** Labels of a round played before the first round proper (its teams are not yet in the bracket). */
const PRELIMINARY = new Set(["Play-In", "Seeding Round Robin"]);
/** Labels of a phase whose games are never one series with the same two teams' later games. */
const PHASES = new Set(["Play-In", "Seeding Round Robin", "Qualifying Round"]);

/** The NHL's 2020 return (the bubble): its playoffs proper began on 11 August 2020. */
const BUBBLE_PLAYOFFS_BEGIN = "2020-08-11";

/**
 * The label of a game of a format the games do not label: the NHL's 2020 qualifying round (best-of-five
 * series) and the seeding round robins of the top four of each conference (one game per pair, not a
 * series), played from 1 to 9 August 2020 before the first round. A pair that met once then is a round
 * robin game.
 */
export function formatLabels(league: string, season: number, games: ReadonlyArray<BracketGame>): ReadonlyArray<BracketGame> {
  if (league !== "nhl" || season !== 2019) return games;
  const before = games.filter((g) => g.round === null && g.date < BUBBLE_PLAYOFFS_BEGIN);
  const meetings = new Map<string, number>();
  for (const g of before) meetings.set(pairKey(g.home, g.away), (meetings.get(pairKey(g.home, g.away)) ?? 0) + 1);
  return games.map((g) =>
    g.round === null && g.date < BUBBLE_PLAYOFFS_BEGIN
      ? { ...g, round: meetings.get(pairKey(g.home, g.away)) === 1 ? "Seeding Round Robin" : "Qualifying Round" }
      : g,
  );
}
/** Leagues whose rounds are series: an unlabelled single game there is a tiebreaker before the bracket. */
const SERIES_LEAGUES = new Set(["nba", "nhl", "mlb"]);
/** Labels that are not a round of the bracket at all (college bowls outside the playoff). */
const OUTSIDE = new Set(["Bowl game"]);

/** A round's names from the last round back, as each league named them in its era (season start years). */
export function eraRoundNames(league: string, season: number): Array<string> {
  switch (league) {
    case "nba":
      if (season <= 1948) return ["BAA Finals", "Semifinals", "Quarterfinals"];
      if (season <= 1969) return ["NBA Finals", "Division Finals", "Division Semifinals", "First Round"];
      return ["NBA Finals", "Conference Finals", "Conference Semifinals", "First Round"];
    case "nhl":
      if (season <= 1966) return ["Stanley Cup Final", "Semifinals", "Quarterfinals"];
      if (season <= 1973) return ["Stanley Cup Final", "Semifinals", "Quarterfinals"];
      if (season <= 1980) return ["Stanley Cup Final", "Semifinals", "Quarterfinals", "Preliminary Round"];
      if (season <= 1992) return ["Stanley Cup Final", "Conference Finals", "Division Finals", "Division Semifinals"];
      if (season <= 2012) return ["Stanley Cup Final", "Conference Finals", "Conference Semifinals", "Conference Quarterfinals"];
      return ["Stanley Cup Final", "Conference Finals", "Second Round", "First Round"];
    case "mlb":
      return ["World Series", "League Championship Series", "Division Series", "Wild Card"];
    case "nfl":
      if (season <= 1965) return ["NFL Championship Game", "Playoff Game"];
      if (season <= 1969) return ["Super Bowl", "NFL Championship Game", "Conference Championship"];
      return ["Super Bowl", "Conference Championship", "Divisional Round", "Wild Card Round"];
    case "afl":
      return ["AFL Championship Game", "Divisional Playoff"];
    case "cfb":
      return ["National Championship", "Semifinals", "Quarterfinals", "First Round"];
    case "cbb":
      // As the NCAA names them today (core/tournament-bracket.ts tournamentRoundName, decision 0179).
      return ["National Championship", "Final Four", "Elite Eight", "Sweet 16", "Second Round", "First Round", "First Four"];
    default:
      return ["Final"];
  }
}

/** A label the same round carries in both leagues of MLB ("AL Division Series") as the round's one name. */
export function roundNameOfLabels(labels: ReadonlyArray<string>): string | null {
  const names = new Set(
    labels.map((label) => {
      if (label === "ALCS" || label === "NLCS") return "League Championship Series";
      if (label.startsWith("CFP ")) return label.slice(4);
      return label.replace(/^(AL|NL) /, "");
    }),
  );
  return names.size === 1 ? [...names][0] : null;
}

/**
 * A round's label as the league named that round in a season whose format was its own: the NFL's
 * strike-shortened 1982 season had a 16-team tournament of a First Round and a Second Round (the data
 * labels them with the later eras' Wild Card and Divisional).
 */
export function eraLabel(league: string, season: number, name: string | null): string | null {
  if (league === "nfl" && season === 1982) return name === "Wild Card" ? "First Round" : name === "Divisional" ? "Second Round" : name;
  return name;
}

/**
 * Whether a two-game series was decided on total goals: the NHL's rule for its early rounds until
 * 1936-37 (a series of wins after). Our NHL games start in 1949, so this is the rule as written.
 */
export function totalGoalsRule(league: string, season: number, gamesPlayed: number): boolean {
  return league === "nhl" && season <= 1936 && gamesPlayed === 2;
}

type Pairing = { a: number; b: number; games: Array<BracketGame> };

const pairKey = (x: number, y: number) => (x < y ? `${x}-${y}` : `${y}-${x}`);

/** The most frequent label among a series' games, or null when none is labelled. */
function labelOf(games: ReadonlyArray<BracketGame>): string | null {
  const counts = new Map<string, number>();
  for (const g of games) if (g.round) counts.set(g.round, (counts.get(g.round) ?? 0) + 1);
  return [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]?.[0] ?? null;
}

/**
 * The bracket of one league-season from its postseason games. A series is the games between one pair
 * of teams; its round is the label the games give it, else its depth (one more than the deeper of
 * the two teams' previous series, so a team with a bye joins a later round). Rounds are ordered by
 * when they were played; a round without a label takes the era's name counted back from the last.
 */
export function bracketOf(
  league: string,
  season: number,
  input: ReadonlyArray<BracketGame>,
  teamName: (team: number) => string = String,
  /** The season's title pairing as the championship results name it: their matchup is the title round. */
  titlePair: readonly [number, number] | null = null,
  /** A league with no title in our seed (the AFL): a last round of one matchup is its title game. */
  lastRoundIsTitle = false,
): Bracket {
  const games = formatLabels(league, season, input)
    .filter((g) => !(g.round && OUTSIDE.has(g.round)))
    .sort((x, y) => x.date.localeCompare(y.date) || x.id - y.id);
  const pairings = new Map<string, Pairing>();
  for (const g of games) {
    const key = g.round && PHASES.has(g.round) ? `${pairKey(g.home, g.away)}|${g.round}` : pairKey(g.home, g.away);
    const pairing = pairings.get(key) ?? { a: g.home, b: g.away, games: [] };
    pairing.games.push(g);
    pairings.set(key, pairing);
  }
  // Depth: series in order of their first game; each team's last series so far.
  const ordered = [...pairings.values()].sort((x, y) => x.games[0].date.localeCompare(y.games[0].date) || x.games[0].id - y.games[0].id);
  const lastOf = new Map<number, { depth: number; index: number }>();
  const played: Array<{ depth: number; lastDate: string }> = [];
  const isTitlePair = (p: Pairing) => titlePair !== null && pairKey(p.a, p.b) === pairKey(titlePair[0], titlePair[1]);
  const built = ordered.map((p, index) => {
    const label = labelOf(p.games);
    const isFinal = p.games.some((g) => g.type === "final") || (label !== null && label === eraRoundNames(league, season)[0]) || isTitlePair(p);
    const tiebreaker = label === null && !isFinal && p.games.length === 1 && SERIES_LEAGUES.has(league);
    const preliminary = (label !== null && PRELIMINARY.has(label)) || tiebreaker;
    const before = [lastOf.get(p.a), lastOf.get(p.b)];
    // Two teams new to a postseason of series (both had byes) play after the rounds already finished when they start.
    const firstDate = p.games[0].date;
    const floor =
      SERIES_LEAGUES.has(league) && before.every((s) => s === undefined) ? Math.max(0, ...played.filter((s) => s.lastDate < firstDate).map((s) => s.depth)) : 0;
    const depth = preliminary ? 0 : 1 + Math.max(floor, ...before.map((s) => s?.depth ?? 0));
    if (!preliminary) played.push({ depth, lastDate: p.games[p.games.length - 1].date });
    lastOf.set(p.a, { depth, index });
    lastOf.set(p.b, { depth, index });
    return { pairing: p, label, depth, preliminary, isFinal, previous: before.map((s) => s?.index ?? null) };
  });
  const chained = byeEra(league, season) && depthFromTitle(built);
  // A round is its label, else its depth; the title round is one round whatever its label.
  // An unlabelled series at the depth where the labelled ones carry one name is of that round (a label the data left off).
  const labelsAtDepth = new Map<number, Set<string>>();
  for (const s of built) {
    if (s.label && !s.preliminary && !s.isFinal)
      labelsAtDepth.set(s.depth, (labelsAtDepth.get(s.depth) ?? new Set()).add(`label:${roundNameOfLabels([s.label])}`));
  }
  const depthKey = (depth: number) => {
    const labels = labelsAtDepth.get(depth);
    return labels?.size === 1 ? [...labels][0] : `depth:${depth}`;
  };
  const keyOf = (s: (typeof built)[number]) =>
    s.preliminary ? "prelim" : s.label ? `label:${roundNameOfLabels([s.label])}` : s.isFinal ? "final" : depthKey(s.depth);
  const keyList = built.map(keyOf);
  const byKey = new Map<string, Array<number>>();
  keyList.forEach((key, i) => byKey.set(key, [...(byKey.get(key) ?? []), i]));
  const median = (indexes: Array<number>) => {
    const dates = indexes.map((i) => built[i].pairing.games[0].date).sort();
    return dates[Math.floor((dates.length - 1) / 2)];
  };
  const keys = [...byKey.keys()].sort((x, y) => {
    const rank = (k: string) => (k === "prelim" ? 0 : k === "final" ? 2 : 1);
    return rank(x) - rank(y) || median(byKey.get(x)!).localeCompare(median(byKey.get(y)!)) || x.localeCompare(y);
  });
  const main = keys.filter((k) => k !== "prelim");
  const lastRound = main.length > 0 ? byKey.get(main[main.length - 1])! : [];
  if (lastRoundIsTitle && !built.some((s) => s.isFinal) && lastRound.length === 1) built[lastRound[0]].isFinal = true;
  const titleHeld = built.some((s) => s.isFinal);
  const names = eraRoundNames(league, season);
  const roundNumber = new Map(keys.map((k) => [k, k === "prelim" ? 0 : main.indexOf(k) + 1]));
  const roundName = (key: string): string => {
    if (key === "prelim") {
      const labels = new Set(byKey.get(key)!.map((i) => built[i].label));
      if (labels.has("Seeding Round Robin")) return "Seeding Round Robin";
      return labels.has("Play-In") ? "Play-In Tournament" : "Tiebreakers";
    }
    const labels = byKey.get(key)!.flatMap((i) => (built[i].label ? [built[i].label!] : []));
    const named = labels.length > 0 ? eraLabel(league, season, roundNameOfLabels(labels)) : null;
    if (named) return named;
    // Counted back from the title round when we hold it; else (a postseason under way, or cut short) from the first.
    if (!titleHeld) return [...names].reverse()[main.indexOf(key)] ?? `Round ${main.indexOf(key) + 1}`;
    const fromEnd = main.length - main.indexOf(key) - 1;
    return names[fromEnd] ?? `Round ${main.indexOf(key) + 1}`;
  };
  const nameOf = new Map(keys.map((k) => [k, roundName(k)]));

  const series: Array<BracketSeries> = built.map((s, index) => {
    const { pairing } = s;
    let winsA = 0;
    let winsB = 0;
    let ties = 0;
    let scoreA = 0;
    let scoreB = 0;
    let played = 0;
    for (const g of pairing.games) {
      if (g.homeScore === null || g.awayScore === null) continue;
      played++;
      const [forA, forB] = g.home === pairing.a ? [g.homeScore, g.awayScore] : [g.awayScore, g.homeScore];
      scoreA += forA;
      scoreB += forB;
      if (forA > forB) winsA++;
      else if (forB > forA) winsB++;
      else ties++;
    }
    const decidedBy: DecidedBy = pairing.games.length === 1 ? "game" : totalGoalsRule(league, season, played) ? "total" : "series";
    const [a, b] = decidedBy === "total" ? [scoreA, scoreB] : [winsA, winsB];
    const winner = played === 0 || a === b ? null : a > b ? pairing.a : pairing.b;
    const flip = winner === pairing.b;
    const key = keyList[index];
    return {
      round: roundNumber.get(key)!,
      roundName: nameOf.get(key)!,
      label: s.label ?? nameOf.get(key)!,
      position: 0,
      teamA: flip ? pairing.b : pairing.a,
      teamB: flip ? pairing.a : pairing.b,
      seedA: null,
      seedB: null,
      region: null,
      winsA: flip ? winsB : winsA,
      winsB: flip ? winsA : winsB,
      ties,
      scoreA: flip ? scoreB : scoreA,
      scoreB: flip ? scoreA : scoreB,
      games: played,
      unplayed: pairing.games.length - played,
      winner,
      decidedBy,
      isFinal: s.isFinal,
      gameIds: pairing.games.map((g) => g.id),
      firstDate: pairing.games[0].date,
      lastDate: pairing.games[pairing.games.length - 1].date,
    };
  });

  placeSeries(
    series,
    built.map((s) => s.previous),
  );
  series.sort((x, y) => x.round - y.round || x.position - y.position);
  const rounds = keys.map((k) => ({ round: roundNumber.get(k)!, name: nameOf.get(k)!, series: byKey.get(k)!.length }));
  if (chained) addByes(rounds, series, teamName);
  return { rounds, series, missing: missingParts(series, rounds, names[0], teamName) };
}

/**
 * Eras whose published format gave some teams a first-round bye into a round that began before the first
 * round ended: the NBA 1974-75 to 1982-83 (division winners, then the top two of each conference, into
 * the conference semifinals) and the NHL 1974-75 to 1978-79 (the preliminary round's byes into the
 * quarterfinals). Only there are rounds counted back from the title: elsewhere a winner missing from the
 * next round is a gap we state, not a bye we assume.
 */
export function byeEra(league: string, season: number): boolean {
  return (league === "nba" && season >= 1974 && season <= 1982) || (league === "nhl" && season >= 1974 && season <= 1978);
}

type Built = { pairing: Pairing; depth: number; preliminary: boolean; isFinal: boolean };

/**
 * Each series' depth counted back from the title round, where every series leads on to it: a series is
 * one round before the one its winner played next. Counting forward cannot place a series of two teams
 * that both had byes and began before the round before it ended (the NBA's 1975 and 1976 conference
 * semifinals). Where a series leads nowhere (games we lack), or both its teams played on (a round robin),
 * the depths stay as counted forward. Returns whether they were counted back.
 */
function depthFromTitle(built: Array<Built>): boolean {
  const main = built.map((_, i) => i).filter((i) => !built[i].preliminary);
  if (main.filter((i) => built[i].isFinal).length !== 1) return false;
  const back = new Map<number, number>();
  for (const i of [...main].reverse()) {
    if (built[i].isFinal) {
      back.set(i, 0);
      continue;
    }
    const { a, b } = built[i].pairing;
    const nextOf = (team: number) => main.find((j) => j > i && (built[j].pairing.a === team || built[j].pairing.b === team));
    const next = [nextOf(a), nextOf(b)].filter((j) => j !== undefined);
    if (next.length !== 1 || !back.has(next[0]!)) return false;
    back.set(i, back.get(next[0]!)! + 1);
  }
  const deepest = Math.max(...back.values());
  for (const i of main) built[i].depth = deepest - back.get(i)! + 1;
  return true;
}

/** The teams that entered a round after the first (their first series is in it): a bye, read from a bracket whose every series leads on to the title. */
function addByes(
  rounds: Array<{ round: number; name: string; series: number; byes?: Array<string> }>,
  series: ReadonlyArray<BracketSeries>,
  teamName: (team: number) => string,
): void {
  const first = new Map<number, number>();
  for (const s of series) {
    if (s.round === 0) continue;
    for (const team of [s.teamA, s.teamB]) first.set(team, Math.min(first.get(team) ?? Infinity, s.round));
  }
  const firstMain = Math.min(...rounds.filter((r) => r.round > 0).map((r) => r.round));
  for (const round of rounds) {
    if (round.round <= firstMain) continue;
    const byes = [...first].filter(([, r]) => r === round.round).map(([team]) => teamName(team));
    if (byes.length > 0) round.byes = byes.sort();
  }
}

/**
 * Positions within each round, top to bottom: from the last round back, each series' two teams'
 * previous series sit above and below one another, so a line can join them to it. Series no later
 * round reaches keep the order they were played in, after the others.
 */
function placeSeries(series: Array<BracketSeries>, previous: Array<Array<number | null>>): void {
  const next = new Map<number, number>();
  const seen = new Set<number>();
  const visit = (i: number) => {
    if (seen.has(i)) return;
    seen.add(i);
    series[i].position = next.get(series[i].round) ?? 0;
    next.set(series[i].round, series[i].position + 1);
    // The winner's path first (team A), so the champion's side reads top down.
    const [fromA, fromB] = series[i].teamA === series[i].teamB ? [null, null] : orderedPrevious(series, i, previous[i]);
    for (const p of [fromA, fromB]) if (p !== null && series[p].round < series[i].round && series[p].round > 0) visit(p);
  };
  const roots = series
    .map((_, i) => i)
    .sort((x, y) => series[y].round - series[x].round || (series[x].firstDate ?? "").localeCompare(series[y].firstDate ?? "") || x - y);
  for (const i of roots) visit(i);
}

/** A series' two previous series (by index), team A's first. */
function orderedPrevious(series: ReadonlyArray<BracketSeries>, i: number, previous: Array<number | null>): [number | null, number | null] {
  const [p, q] = previous;
  const hasA = (index: number | null) => index !== null && (series[index].teamA === series[i].teamA || series[index].teamB === series[i].teamA);
  return hasA(p) ? [p, q] : [q, p];
}

/** What the bracket lacks, read from the games: a title round we hold no game of, a winner whose next series we do not hold. */
function missingParts(
  series: ReadonlyArray<BracketSeries>,
  rounds: ReadonlyArray<{ round: number; name: string }>,
  finalName: string,
  teamName: (team: number) => string,
): Array<string> {
  const missing: Array<string> = [];
  if (series.length === 0) return missing;
  const last = Math.max(...rounds.map((r) => r.round));
  if (!series.some((s) => s.isFinal)) missing.push(`We hold no games of the ${finalName}.`);
  for (const s of series) {
    if (s.round === 0 || s.round === last || s.winner === null) continue;
    // A winner plays the next round: a later series further on means the one between is not held.
    const later = series.some((t) => t.round === s.round + 1 && (t.teamA === s.winner || t.teamB === s.winner));
    if (!later) {
      const next = rounds.find((r) => r.round === s.round + 1)?.name ?? "next-round";
      missing.push(`We hold no ${next} series of ${teamName(s.winner)}, winner of its ${s.roundName} matchup (a bye, or games we lack).`);
    }
  }
  if (series.some((s) => s.unplayed > 0 && s.games === 0)) missing.push("Some matchups have no result in our data.");
  return [...new Set(missing)];
}
