// A seeded single-elimination tournament (the NCAA men's tournament, 64 to 68 teams) placed the way it
// was drawn, from its games alone (decision 0179): the four regions found from who met whom, the seed
// lines in bracket order within each region, play-in games before the slot they fed, the national
// semifinals paired as they were played. The source gives no dates, regions or region names.
import type { Bracket, BracketSeries } from "./brackets";

/** One tournament game as the source gives it: the winner (the team that advanced) first. */
export type TournamentGame = {
  /** The source's line: the order games are listed in, for a stable order where the draw says nothing. */
  line: number;
  /** Teams left in the round: 64, 32, 16, 8, 4, 2; 0 = a play-in game (Opening Round, First Four). */
  round: number;
  winner: number;
  loser: number;
  winnerSeed: number | null;
  loserSeed: number | null;
  winnerScore: number | null;
  loserScore: number | null;
  /** One team advanced without a game (2021 Oregon-VCU): never a win, never a score. */
  noContest: boolean;
};

/** The title game as the games table holds it (dated from the seed), so the bracket links to it. */
export type TitleGame = { id: number; date: string; home: number; away: number };

/** The higher seed of each first-round game of a region, top to bottom: 1-16, 8-9, 5-12, 4-13, 6-11, 3-14, 7-10, 2-15. */
export const SEED_LINE_ORDER: ReadonlyArray<number> = [1, 8, 5, 4, 6, 3, 7, 2];

/** Rounds by teams left, in the order played: the column of each in the bracket. */
const ROUND_SIZES: ReadonlyArray<number> = [0, 64, 32, 16, 8, 4, 2];
/** Rounds played within a region (the play-in through the regional final, the Elite Eight). */
const REGIONAL = new Set([0, 64, 32, 16, 8]);
const GAMES_IN_ROUND: Record<number, number> = { 64: 32, 32: 16, 16: 8, 8: 4, 4: 2, 2: 1 };

/**
 * The rounds' names as the NCAA names them today (First Round for the round of 64, Second Round for the
 * round of 32): one set for every year, so that a round reads the same across eras. The one play-in game
 * of 2001-2010 was the Opening Round; the First Four from 2011 (season start years).
 */
export function tournamentRoundName(season: number, teamsLeft: number): string {
  switch (teamsLeft) {
    case 0:
      return season <= 2009 ? "Opening Round" : "First Four";
    case 64:
      return "First Round";
    case 32:
      return "Second Round";
    case 16:
      return "Sweet 16";
    case 8:
      return "Elite Eight";
    case 4:
      return "Final Four";
    case 2:
      return "National Championship";
    default:
      return `Round of ${teamsLeft}`;
  }
}

/** Teams joined by the games up to the regional finals: each group of teams that met is one region. */
export function regionsOf(games: ReadonlyArray<TournamentGame>): Array<Array<number>> {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  const add = (x: number) => {
    if (!parent.has(x)) parent.set(x, x);
  };
  for (const g of [...games].sort((x, y) => x.line - y.line)) {
    if (!REGIONAL.has(g.round)) continue;
    add(g.winner);
    add(g.loser);
    const [a, b] = [find(g.winner), find(g.loser)];
    if (a !== b) parent.set(b, a);
  }
  const groups = new Map<number, Array<number>>();
  for (const team of parent.keys()) groups.set(find(team), [...(groups.get(find(team)) ?? []), team]);
  return [...groups.values()];
}

/**
 * The bracket of one tournament: every game a matchup in its round, each round's matchups top to
 * bottom as drawn (region by region, seed lines in bracket order), each team with its seed.
 */
export function tournamentBracketOf(
  season: number,
  games: ReadonlyArray<TournamentGame>,
  teamName: (team: number) => string = String,
  titleGame: TitleGame | null = null,
): Bracket {
  const missing: Array<string> = [];
  const sorted = [...games].sort((x, y) => x.line - y.line);
  const groups = regionsOf(sorted);
  const regionOf = new Map<number, number>();
  groups.forEach((teams, index) => teams.forEach((t) => regionOf.set(t, index)));

  // Regions in the order of the national semifinals: the champion's semifinal first, each semifinal's winner's region first.
  const title = sorted.find((g) => g.round === 2);
  const semis = sorted.filter((g) => g.round === 4).sort((x, y) => Number(y.winner === title?.winner) - Number(x.winner === title?.winner) || x.line - y.line);
  const order: Array<number> = [];
  for (const s of semis)
    for (const team of [s.winner, s.loser]) if (regionOf.has(team) && !order.includes(regionOf.get(team)!)) order.push(regionOf.get(team)!);
  const firstLine = (region: number) => Math.min(...sorted.filter((g) => regionOf.get(g.winner) === region).map((g) => g.line));
  for (const region of groups.map((_, i) => i).sort((x, y) => firstLine(x) - firstLine(y))) if (!order.includes(region)) order.push(region);
  const rank = new Map(order.map((region, index) => [region, index]));

  // A region is named for its 1 seed: the data gives regions no names.
  const firstRound = sorted.filter((g) => g.round === 64);
  const regionName = new Map<number, string>();
  for (const region of order) {
    const ones = firstRound.flatMap((g) =>
      [
        [g.winner, g.winnerSeed],
        [g.loser, g.loserSeed],
      ].filter(([team, seed]) => seed === 1 && regionOf.get(team!) === region),
    );
    regionName.set(region, ones.length === 1 ? `Region of ${teamName(ones[0][0]!)}` : `Region ${rank.get(region)! + 1}`);
  }
  if (groups.length !== 4 && sorted.some((g) => g.round === 8)) {
    missing.push(`The games up to the Elite Eight join into ${groups.length} regions, not four: the regions are shown as the games join them.`);
  }

  // Each first-round game's slot: its region's place, then its seed line's place in bracket order.
  const slotOf = new Map<number, number>();
  const slotsTaken = new Map<number, number>();
  for (const g of firstRound) {
    const region = rank.get(regionOf.get(g.winner)!) ?? order.length;
    const high = Math.min(g.winnerSeed ?? 99, g.loserSeed ?? 99);
    const line = SEED_LINE_ORDER.indexOf(high);
    // A seed line not in the usual pairs keeps the source's order after the region's others.
    const inRegion = line >= 0 ? line : 8 + (slotsTaken.get(region) ?? 0);
    slotsTaken.set(region, (slotsTaken.get(region) ?? 0) + 1);
    const slot = region * 8 + inRegion;
    slotOf.set(g.winner, slot);
    slotOf.set(g.loser, slot);
  }
  const UNPLACED = 10_000;
  /** Where a game sits in its round: its teams' first-round slot scaled to the round (32 games, then 16, ...). */
  const placeOf = (g: TournamentGame): number => {
    const slot = slotOf.get(g.winner) ?? slotOf.get(g.loser);
    if (slot === undefined) return UNPLACED + g.line;
    if (g.round === 0) return slot;
    return Math.floor((slot * g.round) / 64);
  };

  const series: Array<BracketSeries> = [];
  const rounds: Bracket["rounds"] = [];
  for (const size of ROUND_SIZES) {
    const inRound = sorted.filter((g) => g.round === size).sort((x, y) => placeOf(x) - placeOf(y) || x.line - y.line);
    if (inRound.length === 0) continue;
    const round = ROUND_SIZES.indexOf(size);
    const name = tournamentRoundName(season, size);
    rounds.push({ round, name, series: inRound.length });
    const expected = GAMES_IN_ROUND[size];
    if (expected !== undefined && inRound.length < expected) missing.push(`We hold ${inRound.length} of the ${expected} games of the ${name}.`);
    inRound.forEach((g, position) => {
      const linked = size === 2 && titleGame && [titleGame.home, titleGame.away].sort().join() === [g.winner, g.loser].sort().join() ? titleGame : null;
      series.push({
        round,
        roundName: name,
        label: name,
        position,
        teamA: g.winner,
        teamB: g.loser,
        seedA: g.winnerSeed,
        seedB: g.loserSeed,
        region: REGIONAL.has(size) ? (regionName.get(regionOf.get(g.winner)!) ?? null) : null,
        winsA: g.noContest ? 0 : 1,
        winsB: 0,
        ties: 0,
        scoreA: g.winnerScore ?? 0,
        scoreB: g.loserScore ?? 0,
        games: g.noContest ? 0 : 1,
        unplayed: 0,
        winner: g.noContest ? null : g.winner,
        decidedBy: g.noContest ? "no contest" : "game",
        isFinal: size === 2,
        gameIds: linked ? [linked.id] : [],
        firstDate: linked?.date ?? null,
        lastDate: linked?.date ?? null,
      });
    });
  }
  if (!sorted.some((g) => g.round === 2)) missing.push(`We hold no game of the ${tournamentRoundName(season, 2)}.`);
  return { rounds, series, missing };
}
