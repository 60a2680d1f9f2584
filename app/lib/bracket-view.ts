// What the bracket page (/seasons/:slug/bracket) reads of the API's bracket: the loader sends this view,
// not the whole answer (each team's id, wins and score, each matchup's label, position, counts and
// dates, which the page never shows; it is written into the document a second time as loader data),
// and the words a matchup reads as.
import type { Bracket, BracketMatchup } from "@api/model";

export type BracketTeamView = Pick<BracketMatchup["team_a"], "slug" | "name" | "seed">;

export type BracketMatchupView = Pick<BracketMatchup, "id" | "winner" | "decided_by" | "region" | "result" | "is_final" | "game_ids"> & {
  team_a: BracketTeamView;
  team_b: BracketTeamView;
};

export type BracketRoundView = Pick<Bracket["rounds"][number], "round" | "name" | "byes"> & { matchups: Array<BracketMatchupView> };

export type BracketView = Pick<Bracket, "championship" | "missing" | "why_empty"> & {
  season: Pick<Bracket["season"], "slug" | "name" | "start_year">;
  rounds: Array<BracketRoundView>;
};

const teamView = ({ slug, name, seed }: BracketMatchup["team_a"]): BracketTeamView => ({ slug, name, seed });

function matchupView(m: BracketMatchup): BracketMatchupView {
  return {
    id: m.id,
    team_a: teamView(m.team_a),
    team_b: teamView(m.team_b),
    winner: m.winner,
    decided_by: m.decided_by,
    region: m.region,
    result: m.result,
    is_final: m.is_final,
    game_ids: m.game_ids,
  };
}

/** The fields the bracket page shows, and nothing else. */
export function bracketView(bracket: Bracket): BracketView {
  const { season, championship, rounds, missing, why_empty } = bracket;
  return {
    season: { slug: season.slug, name: season.name, start_year: season.start_year },
    championship,
    rounds: rounds.map(({ round, name, byes, matchups }) => ({ round, name, byes, matchups: matchups.map(matchupView) })),
    missing,
    why_empty,
  };
}

export const NO_CONTEST = "(no contest: the game was not played)";

/** The matchup in words: "A won 4-3 over B", "8 seed A won 66-64 over 1 seed B", or the teams and what is missing. */
export function matchupSentence(m: BracketMatchupView): string {
  const [a, b] = [seeded(m.team_a), seeded(m.team_b)];
  if (m.decided_by === "no contest") return `${a} advanced over ${b} ${NO_CONTEST}`;
  if (m.winner === null) return `${a} vs ${b}: ${m.result ? `${m.result}, no winner in our games` : "no result in our data"}`;
  return `${a} won ${m.result} over ${b}`;
}

/** A team's name after its seed, where the data gives one ("8 seed Villanova Wildcats"). */
function seeded(team: BracketTeamView): string {
  return team.seed === null ? team.name : `${team.seed} seed ${team.name}`;
}

/** What the matchup's middle says, between the two teams. */
export function howDecided(m: BracketMatchupView): string {
  if (m.decided_by === "no contest") return " advanced over ";
  if (m.winner === null) return m.result ? ` vs (${m.result}, no winner in our games) ` : " vs (no result in our data) ";
  return ` won ${m.result} over `;
}
