// The standings and team-season tables: grouped and sorted as the page shows them, and their CSV rows.
import { describe, expect, it } from "vitest";
import type { Standing } from "../../../api/model";
import type { RosterEntry, ScheduledGame } from "~/components/teams/types";
import { standingGroups, standingsCsv } from "~/lib/standings-table";
import { rosterCsv, scheduleCsv, sortRoster, sortSchedule } from "~/lib/team-tables";

function standing(id: string, team: string, division: string, wins: number, points: number | null): Standing {
  return {
    id,
    team: { id: Number(id), slug: team.toLowerCase().replaceAll(" ", "-"), name: team, city: null, abbreviation: null, sport_name: "Hockey" },
    rank: Number(id),
    wins,
    losses: 82 - wins,
    ties: 0,
    ot_losses: 0,
    record: `${wins}-${82 - wins}`,
    points,
    win_percentage: wins / 82,
    games_played: 82,
    games_behind: null,
    streak: 0,
    streak_type: null,
    division,
    conference: "Eastern",
    league: { slug: "nhl", name: "National Hockey League", abbreviation: "NHL" },
    season: { start_year: 2022, label: "2022-23", slug: "2022-nhl-season" },
    last_updated: null,
    playoff_position: null,
    home_record: null,
    away_record: null,
    division_record: null,
    conference_record: null,
    record_source: "games",
  } as Standing;
}

const rows = [
  standing("1", "Toronto Maple Leafs", "Atlantic", 50, 111),
  standing("2", "Boston Bruins", "Atlantic", 65, 135),
  standing("3", "Carolina Hurricanes", "Metropolitan", 52, 113),
  standing("4", "Buffalo Sabres", "Atlantic", 42, null),
];

describe("standings", () => {
  it("groups by division in first-named order and sorts within each group", () => {
    expect(standingGroups(rows).map((g) => g.rows.map((r) => r.team.name))).toEqual([
      ["Toronto Maple Leafs", "Boston Bruins", "Buffalo Sabres"],
      ["Carolina Hurricanes"],
    ]);
    expect(standingGroups(rows, "points", "desc")[0].rows.map((r) => r.points)).toEqual([135, 111, null]);
  });

  // Hockey reads the points percentage: the 2022-23 Bruins 135 points in 82 games, .823 as published.
  it("gives the CSV rows in the page's order, empty for an unknown value", () => {
    const csv = standingsCsv(rows, "wins", "desc", "hockey", 2022);
    expect(csv.filename).toBe("standings-hockey-2022-by-wins-desc.csv");
    expect(csv.rows.map((r) => r.team)).toEqual(["Boston Bruins", "Toronto Maple Leafs", "Buffalo Sabres", "Carolina Hurricanes"]);
    expect(csv.rows[0]).toMatchObject({ season: "2022-23", division: "Atlantic", wins: 65, points: 135, pct: ".823", streak: null });
  });
});

function game(id: number, date: string, home: number, homeScore: number | null, awayScore: number | null, opponent: string): ScheduledGame {
  return {
    id,
    week: String(id),
    round: null,
    game_date: date,
    game_time: null,
    status: homeScore === null ? "scheduled" : "final",
    game_type: "regular",
    home_team: home,
    away_team: home === 1 ? 2 : 1,
    home_team_name: home === 1 ? "Green Bay Packers" : opponent,
    home_team_abbreviation: null,
    home_team_slug: home === 1 ? "green-bay-packers" : "x",
    away_team_name: home === 1 ? opponent : "Green Bay Packers",
    away_team_abbreviation: null,
    away_team_slug: home === 1 ? "x" : "green-bay-packers",
    home_score: homeScore,
    away_score: awayScore,
    venue_name: null,
    neutral_site: false,
    attendance: null,
    overtime: null,
  } as ScheduledGame;
}

describe("team tables", () => {
  const games = [
    game(1, "1966-09-10", 1, 24, 3, "Baltimore Colts"),
    game(2, "1966-09-18", 2, 20, 21, "Cleveland Browns"),
    game(3, "1966-12-31", 1, null, null, "Dallas Cowboys"),
  ];

  it("sorts a schedule by the team's margin (upcoming last) and by opponent", () => {
    expect(sortSchedule(games, 1, "result", "desc").map((g) => g.id)).toEqual([1, 2, 3]);
    expect(sortSchedule(games, 1, "result", "asc").map((g) => g.id)).toEqual([2, 1, 3]);
    expect(sortSchedule(games, 1, "opponent", "desc").map((g) => g.id)).toEqual([3, 2, 1]);
    expect(sortSchedule(games, 1, "name", "desc").map((g) => g.id)).toEqual([1, 2, 3]);
  });

  it("writes the schedule's result as the page does, from the team's side", () => {
    expect(scheduleCsv(games, 1, "Green Bay Packers", 1966).rows.map((r) => `${r.site} ${r.opponent} ${r.result}`)).toEqual([
      "Home Baltimore Colts W 24-3",
      "Away Cleveland Browns W 21-20",
      "Home Dallas Cowboys Upcoming",
    ]);
  });

  it("sorts a roster by jersey number as a number", () => {
    const entry = (id: number, jersey: string | null, last: string): RosterEntry =>
      ({
        id,
        jersey_number: jersey,
        is_captain: false,
        is_starter: false,
        slug: last,
        position: null,
        player: { id, slug: last, is_active: false, primary_position_name: "G", person: { first_name: "A", last_name: last, full_name: `A ${last}` } },
      }) as RosterEntry;
    const roster = [entry(1, "23", "Jordan"), entry(2, "9", "Harper"), entry(3, null, "Kerr"), entry(4, "91", "Rodman")];
    expect(sortRoster(roster, "number", "asc").map((e) => e.jersey_number)).toEqual(["9", "23", "91", null]);
    expect(sortRoster(roster, "name", "desc").map((e) => e.player.person.last_name)).toEqual(["Rodman", "Kerr", "Jordan", "Harper"]);
    expect(rosterCsv(roster, "Chicago Bulls", 1995).filename).toBe("chicago-bulls-1995-roster.csv");
  });
});
