// What the team-season page says about its data: in progress, no games in any dataset (with the
// published record and the champion), only the World Series of a postseason, or nothing.
import { describe, expect, it } from "vitest";
import type { TeamCoverage } from "~/components/teams/types";
import { coverageNotice, noRecordLine } from "~/lib/season-coverage";

const base: TeamCoverage = {
  team: "los-angeles-lakers",
  league: "nba",
  year: 1999,
  state: "complete",
  team_played: true,
  team_games: { regular: 0, postseason: 0 },
  league_games: { regular: 0, postseason: 0, title_games: 0 },
  sources: [],
  other_league_games: [],
  published_record: { wins: 67, losses: 15, ties: null, ot_losses: null, points: null, source: "bball-reference-datasets" },
  champions: [
    {
      championship: "NBA Finals",
      championship_slug: "nba-finals",
      status: "held",
      winner_name: "Los Angeles Lakers",
      winner_slug: "los-angeles-lakers",
      team_won: true,
    },
  ],
};
const context = { teamName: "Los Angeles Lakers", seasonName: "1999-00 NBA season", sport: "basketball" };

describe("coverageNotice", () => {
  it("says a season has no games in any dataset and names the published record and the champion", () => {
    expect(coverageNotice(base, context)).toEqual({
      kind: "no-games",
      title: "No game results for the 1999-00 NBA season",
      lines: [
        "None of our datasets has the games of the 1999-00 NBA season, so this page has no schedule and no game-by-game results for the Los Angeles Lakers.",
        "What we do have:",
      ],
      facts: [
        { label: "Published record", value: "67-15 (Basketball-Reference)" },
        { label: "NBA Finals champion", value: "Los Angeles Lakers (this team)", href: "/championships/nba-finals" },
      ],
    });
  });

  it("calls a season being played in progress, never complete or missing, with or without games", () => {
    const none = coverageNotice(
      { ...base, year: 2026, state: "in_progress", published_record: null, champions: [] },
      { ...context, seasonName: "2026-27 NBA season" },
    );
    expect(none?.kind).toBe("in-progress");
    expect(none?.title).toBe("The 2026-27 NBA season is in progress");
    expect(none?.lines.join(" ")).toContain("None of its games are in our data yet");
    const some = coverageNotice(
      {
        ...base,
        year: 2026,
        state: "in_progress",
        team_games: { regular: 17, postseason: 0 },
        league_games: { regular: 250, postseason: 0, title_games: 0 },
        published_record: null,
        champions: [],
      },
      { ...context, seasonName: "2026-27 NBA season" },
    );
    expect(some?.lines[0]).toBe("We hold 17 games of the Los Angeles Lakers so far; the season is not over, so their record and the standings are not final.");
    expect(JSON.stringify([none, some])).not.toMatch(/No game results|complete/);
    // Only its schedule (the 2026 NFL fixtures): not "17 games so far", which would read as results.
    const schedule = coverageNotice(
      {
        ...base,
        year: 2026,
        state: "in_progress",
        team_games: { regular: 17, postseason: 0, fixtures: 17 },
        league_games: { regular: 272, postseason: 0, title_games: 0 },
        published_record: null,
        champions: [],
      },
      { ...context, teamName: "Kansas City Chiefs", seasonName: "2026 NFL season" },
    );
    expect(schedule?.lines[0]).toBe(
      "We hold the schedule of the Kansas City Chiefs (17 games) but none of its results yet; games whose day has passed say so.",
    );
    expect(noRecordLine(schedule)).toBe("No result of this season is in our data yet; its schedule is.");
  });

  it("shows hockey points with the published record (1940-41 Bruins), and a title not held (2004-05 lockout)", () => {
    const cup = {
      championship: "Stanley Cup",
      championship_slug: "stanley-cup-final",
      status: "held",
      winner_name: "Boston Bruins",
      winner_slug: "boston-bruins",
      team_won: true,
    };
    const bruins = coverageNotice(
      {
        ...base,
        league: "nhl",
        year: 1940,
        published_record: { wins: 27, losses: 8, ties: 13, ot_losses: null, points: 67, source: "hockey-databank" },
        champions: [cup],
      },
      { teamName: "Boston Bruins", seasonName: "1940-41 NHL season", sport: "hockey" },
    );
    expect(bruins?.facts).toEqual([
      { label: "Published record", value: "27-8-13, 67 points (the Hockey Databank)" },
      { label: "Stanley Cup champion", value: "Boston Bruins (this team)", href: "/championships/stanley-cup-final" },
    ]);
    const lockout = coverageNotice(
      {
        ...base,
        league: "nhl",
        year: 2004,
        published_record: null,
        champions: [{ ...cup, status: "not_held", winner_name: null, winner_slug: null, team_won: false }],
      },
      { teamName: "Boston Bruins", seasonName: "2004-05 NHL season", sport: "hockey" },
    );
    expect(lockout?.facts).toEqual([{ label: "Stanley Cup", value: "Not held this season", href: "/championships/stanley-cup-final" }]);
  });

  it("notes a baseball postseason held only as World Series games, and says nothing when the games are all there", () => {
    const games = { team_games: { regular: 162, postseason: 0 }, league_games: { regular: 2429, postseason: 7, title_games: 7 } };
    const mlb = { teamName: "New York Yankees", seasonName: "2019 MLB season", sport: "baseball" };
    expect(coverageNotice({ ...base, league: "mlb", year: 2019, ...games }, mlb)?.kind).toBe("partial-postseason");
    expect(coverageNotice({ ...base, league: "mlb", year: 1960, ...games }, mlb)).toBeNull();
    expect(
      coverageNotice(
        { ...base, year: 2023, team_games: { regular: 82, postseason: 4 }, league_games: { regular: 1230, postseason: 88, title_games: 5 } },
        context,
      ),
    ).toBeNull();
  });

  it("has nothing to say of an FBS team's 2025 season: its games against FCS teams are held", () => {
    const notice = coverageNotice(
      {
        ...base,
        league: "cfb",
        year: 2025,
        sources: ["cfb-games-espn-2025"],
        team_games: { regular: 13, postseason: 3 },
        league_games: { regular: 889, postseason: 46, title_games: 1 },
        published_record: null,
        champions: [],
      },
      { teamName: "Indiana Hoosiers", seasonName: "2025 CFB season", sport: "football" },
    );
    expect(notice).toBeNull();
  });

  it("says a postseason is partial where the data lists its games without a score (the 2023 bowls), with the champion", () => {
    const notice = coverageNotice(
      {
        ...base,
        team: "michigan-wolverines-football",
        league: "cfb",
        year: 2023,
        sources: ["cfb-games-cfbd-2023-2024"],
        team_games: { regular: 13, postseason: 1, fixtures: 1 },
        league_games: { regular: 868, postseason: 41, title_games: 0, postseason_fixtures: 34 },
        published_record: null,
        champions: [
          {
            championship: "CFP National Championship",
            championship_slug: "cfb-national-championship",
            status: "held",
            winner_name: "Michigan Wolverines",
            winner_slug: "michigan-wolverines-football",
            team_won: true,
          },
        ],
      },
      { teamName: "Michigan Wolverines", seasonName: "2023 CFB season", sport: "football" },
    );
    expect(notice).toEqual({
      kind: "partial-postseason",
      title: "Postseason: 7 of 41 games with a result",
      lines: [
        "Our data lists 34 postseason games of the 2023 CFB season without a score: their results are in none of our datasets, and a postseason game it does not list is missing too. Records count only the games with a result.",
      ],
      facts: [{ label: "CFP National Championship champion", value: "Michigan Wolverines (this team)", href: "/championships/cfb-national-championship" }],
    });
    // Every postseason game with a result: nothing to say (the 2025 season above).
    expect(
      coverageNotice(
        {
          ...base,
          league: "cfb",
          year: 2024,
          team_games: { regular: 13, postseason: 1 },
          league_games: { regular: 874, postseason: 45, title_games: 0, postseason_fixtures: 0 },
        },
        context,
      ),
    ).toBeNull();
  });

  it("says an FCS team's page holds only its games against FBS teams, never a season record", () => {
    const notice = coverageNotice(
      {
        ...base,
        team: "indiana-state-sycamores-football",
        league: "fcs",
        year: 2025,
        sources: ["cfb-games-espn-2025"],
        team_games: { regular: 1, postseason: 0 },
        league_games: { regular: 0, postseason: 0, title_games: 0 },
        other_league_games: [{ league: "cfb", abbreviation: "CFB", games: 1 }],
        published_record: null,
        champions: [],
      },
      { teamName: "Indiana State Sycamores", seasonName: "2025 FCS season", sport: "football" },
    );
    expect(notice).toEqual({
      kind: "other-league-games",
      title: "Only the games against FBS teams",
      lines: [
        "We hold 1 game of the Indiana State Sycamores in the 2025 FCS season, against FBS teams: it counts in those teams' records.",
        "Their other games are in none of our datasets, so this page has no season record and no standings for the Indiana State Sycamores.",
      ],
      facts: [],
    });
  });

  it("says where the record would be why there is none", () => {
    expect(noRecordLine(null)).toBe("No game results for this season in our data.");
    expect(noRecordLine({ kind: "other-league-games", title: "", lines: [], facts: [] })).toMatch(
      /^No season record: we hold only this team's games against teams of another league/,
    );
  });

  it("says when the league's games are there but none of the team's", () => {
    const notice = coverageNotice({ ...base, league_games: { regular: 700, postseason: 40, title_games: 1 } }, context);
    expect(notice?.kind).toBe("no-team-games");
  });
});
