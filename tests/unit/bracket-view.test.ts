// The bracket page's view of the API's bracket (issue 33): only the fields the page shows travel as
// loader data, and a matchup reads as the same sentence from the view as from the whole answer.
import { describe, expect, it } from "vitest";
import type { Bracket, BracketMatchup } from "../../api/model";
import { bracketView, howDecided, matchupSentence } from "../../app/lib/bracket-view";

const team = (id: number, name: string, seed: number | null, wins: number, score: number): BracketMatchup["team_a"] => ({
  id,
  slug: name.toLowerCase().replace(/ /g, "-"),
  name,
  wins,
  score,
  seed,
});

const matchup = (id: number, extra: Partial<BracketMatchup> = {}): BracketMatchup => ({
  id,
  label: "NBA Finals",
  position: 1,
  team_a: team(5, "Cleveland Cavaliers", null, 4, 707),
  team_b: team(9, "Golden State Warriors", null, 3, 711),
  ties: 0,
  winner: "a",
  decided_by: "series",
  region: null,
  result: "4-3",
  games: 7,
  unplayed: 0,
  is_final: true,
  first_game_date: "2016-06-02",
  last_game_date: "2016-06-19",
  game_ids: [1, 2, 3, 4, 5, 6, 7],
  ...extra,
});

const bracket: Bracket = {
  season: { id: 70, slug: "2015-nba-season", name: "2015-16 NBA Season", label: "2015-16", start_year: 2015, status: "completed" },
  sport: { name: "Basketball", slug: "basketball", abbreviation: "BKB" },
  level: { name: "Professional", slug: "professional" },
  league: { name: "National Basketball Association", abbreviation: "NBA", slug: "nba" },
  championship: { name: "NBA Finals", slug: "nba-finals" },
  rounds: [
    {
      round: 1,
      name: "First Four",
      byes: [],
      matchups: [
        matchup(1, {
          is_final: false,
          region: "Region of Gonzaga Bulldogs",
          team_a: team(7, "Oregon Ducks", 7, 0, 0),
          team_b: team(8, "VCU Rams", 10, 0, 0),
          winner: null,
          decided_by: "no contest",
          result: "no contest",
          game_ids: [],
        }),
        matchup(2, {
          is_final: false,
          team_a: team(1, "Villanova Wildcats", 8, 1, 66),
          team_b: team(2, "Georgetown Hoyas", 1, 0, 64),
          result: "66-64",
          game_ids: [11],
        }),
        matchup(3, { is_final: false, winner: null, result: null, game_ids: [] }),
      ],
    },
    { round: 2, name: "NBA Finals", byes: ["Boston Celtics"], matchups: [matchup(4)] },
  ],
  missing: ["One game of the 1950 finals is not in our data."],
  why_empty: null,
};

describe("the bracket page's view", () => {
  const view = bracketView(bracket);

  it("keeps every round, matchup, team, seed, result and game link the page shows", () => {
    expect(view.season).toEqual({ slug: "2015-nba-season", name: "2015-16 NBA Season", start_year: 2015 });
    expect(view.championship).toEqual(bracket.championship);
    expect(view.missing).toEqual(bracket.missing);
    expect(view.rounds.map((r) => [r.round, r.name, r.byes, r.matchups.map((m) => m.id)])).toEqual([
      [1, "First Four", [], [1, 2, 3]],
      [2, "NBA Finals", ["Boston Celtics"], [4]],
    ]);
    expect(view.rounds[0].matchups[0]).toEqual({
      id: 1,
      team_a: { slug: "oregon-ducks", name: "Oregon Ducks", seed: 7 },
      team_b: { slug: "vcu-rams", name: "VCU Rams", seed: 10 },
      winner: null,
      decided_by: "no contest",
      region: "Region of Gonzaga Bulldogs",
      result: "no contest",
      is_final: false,
      game_ids: [],
    });
  });

  it("reads each matchup as the same sentence as the whole answer", () => {
    const whole = bracket.rounds.flatMap((r) => r.matchups);
    const slim = view.rounds.flatMap((r) => r.matchups);
    expect(slim.map(matchupSentence)).toEqual(whole.map(matchupSentence));
    expect(slim.map(howDecided)).toEqual(whole.map(howDecided));
    expect(slim.map(matchupSentence)).toEqual([
      "7 seed Oregon Ducks advanced over 10 seed VCU Rams (no contest: the game was not played)",
      "8 seed Villanova Wildcats won 66-64 over 1 seed Georgetown Hoyas",
      "Cleveland Cavaliers vs Golden State Warriors: no result in our data",
      "Cleveland Cavaliers won 4-3 over Golden State Warriors",
    ]);
  });

  it("drops what the page never shows (it would be written into the document a second time)", () => {
    const json = JSON.stringify(view);
    for (const field of ["label", "position", "wins", "score", "ties", "games", "unplayed", "first_game_date", "last_game_date", "sport", "level", "league"]) {
      expect(json, field).not.toContain(`"${field}"`);
    }
    expect(json.length).toBeLessThan(JSON.stringify(bracket).length * 0.7);
  });
});
