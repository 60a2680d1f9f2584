// The slim views the heavy pages' loaders send (issue 14): only the fields the page reads, the same
// CSV as from the API's whole answer, and a franchise's season list shortened only where it is long.
import { describe, expect, it } from "vitest";
import type { Game, Player, Standing } from "../../api/model";
import { playerCsv } from "../../app/lib/people-csv";
import { playerCardView } from "../../app/lib/player-card";
import { listGame } from "../../app/lib/scores/list-game";
import { standingRow, standingRows, standingsCsv } from "../../app/lib/standings-table";
import { RECENT_SEASONS, shownSeasons } from "../../app/lib/team-seasons";

const standing = (id: number, wins: number, extra: Record<string, unknown> = {}): Standing => ({
  id: `${id}-2022`,
  team: { id, slug: `team-${id}`, name: `Team ${id}`, city: "City", abbreviation: "TM", sport_name: "Hockey" },
  rank: id,
  position: id,
  wins,
  losses: 82 - wins,
  ties: 0,
  ot_losses: 0,
  record: `${wins}-${82 - wins}-0`,
  points: wins * 2,
  win_percentage: wins / 82,
  games_played: 82,
  games_behind: null,
  streak: 2,
  streak_type: "win",
  division: "Atlantic",
  conference: "Eastern",
  league: { slug: "nhl", name: "National Hockey League", abbreviation: "NHL" },
  season: { start_year: 2022, label: "2022-23", slug: "nhl-2022" },
  last_updated: "2023-04-14",
  playoff_position: "playoffs",
  postseason: null,
  home_record: "30-11",
  away_record: "35-12",
  division_record: "20-6",
  conference_record: "40-12",
  record_source: "games",
  derived_record: { games_played: 82, wins, losses: 82 - wins, ties: 0, ot_losses: 0 },
  ...extra,
});

describe("standings rows", () => {
  const rows = [standing(1, 65, { unused: "x".repeat(100) }), standing(2, 50)];
  it("keep what the table and the CSV read, and nothing else", () => {
    const slim = rows.map(standingRow);
    expect(standingsCsv(slim, "", "asc", "hockey")).toEqual(standingsCsv(rows, "", "asc", "hockey"));
    expect(standingsCsv(slim, "wins", "asc", "hockey")).toEqual(standingsCsv(rows, "wins", "asc", "hockey"));
    const json = JSON.stringify(slim);
    expect(json).not.toContain("unused");
    expect(json).not.toContain('"city"');
    expect(json.length).toBeLessThan(JSON.stringify(rows).length);
  });
  it("share one league and one season object between the rows that name them", () => {
    const slim = standingRows(rows);
    expect(slim[0].league).toBe(slim[1].league);
    expect(slim[0].season).toBe(slim[1].season);
    expect(slim).toEqual(rows.map(standingRow));
  });
});

const player = (slug: string, extra: Partial<Player> = {}): Player =>
  ({
    id: 1,
    slug,
    person: {
      first_name: "Michael",
      last_name: "Jordan",
      full_name: "Michael Jordan",
      age: 62,
      age_at_death: null,
      birth_date: "1963-02-17",
      death_date: null,
    },
    jersey_number: "23",
    position: "G",
    primary_position_name: "Guard",
    sport: { name: "Basketball", slug: "basketball" },
    league: { name: "National Basketball Association", slug: "nba" },
    // Retired inside our data: no current team, his last team named (core/coverage.ts).
    current_team: null,
    last_team: { name: "Washington Wizards", city: "Washington", abbreviation: "WAS", sport_name: "Basketball", slug: "washington-wizards" },
    height: "6-6",
    weight: "195 lb",
    first_season: 1984,
    last_season: 2002,
    years_pro: 15,
    college: "North Carolina",
    draft_year: 1984,
    draft_round: 1,
    draft_pick: 3,
    career_stats: { seasons_played: 15, points: 32292, rebounds: 6672 },
    career_totals: { seasons: 15, first_season: 1984, last_season: 2002, through: false, label: "Career (15 seasons)" },
    career_span: { through: false, label: "Career (15 seasons)" },
    honours_in_data: { all_stars: 14, mvps: 5 },
    coverage: { player_data: "1946-47 to 2025-26", player_stats: "1946-47 to 2019-20", all_stars: "1950-51 to 2025-26", mvps: "1955-56 to 2024-25" },
    career_status: "retired",
    headline_stats: [{ name: "points", value: 32292 }],
    awards: [
      { name: "MVP", year: 1988, season_label: "1987-88" },
      { name: "MVP", year: 1991, season_label: "1990-91" },
      { name: "MVP", year: 1992, season_label: "1991-92" },
    ],
    award_count: 3,
    championships_won: 6,
    all_star_selections: 14,
    mvp_awards: 5,
    is_active: false,
    status: "Retired",
    ...extra,
  }) as Player;

describe("player cards", () => {
  it("carry the details (and at most two awards) only on the open card, and the same CSV", () => {
    const full = [player("michael-jordan")];
    const closed = full.map((p) => playerCardView(p, false));
    const open = full.map((p) => playerCardView(p, true));
    expect(closed[0].details).toBeNull();
    expect(open[0].details?.headline_stats).toEqual([{ name: "points", value: 32292 }]);
    expect(open[0].details?.awards).toHaveLength(2);
    expect(open[0].details?.totals_label).toBe("Career (15 seasons)");
    expect(closed[0].last_team?.name).toBe("Washington Wizards");
    expect(JSON.stringify(closed)).not.toContain("career_stats");
    expect(JSON.stringify(closed)).not.toContain("32292");
    const params = { q: "", sport: "", position: "", team: "", status: "all", sort: "name" };
    expect(playerCsv(closed, params)).toEqual(playerCsv(full, params));
  });
});

describe("scores list games", () => {
  it("keep the card's and the CSV's fields only", () => {
    const game = {
      id: 7,
      game_date: "2019-04-06",
      game_time: "19:10",
      game_type: "regular",
      status: "final",
      status_detail: null,
      period: null,
      time_remaining: null,
      home_score: 2,
      away_score: 7,
      round: null,
      home_team: { id: 1, slug: "colorado-rockies", name: "Colorado Rockies", city: "Denver", abbreviation: "COL", sport_name: "Baseball" },
      away_team: { id: 2, slug: "los-angeles-dodgers", name: "Los Angeles Dodgers", city: "Los Angeles", abbreviation: "LAD", sport_name: "Baseball" },
      sport: { slug: "baseball", name: "Baseball" },
      league: { slug: "mlb", name: "Major League Baseball" },
      venue: { name: "Coors Field", city: "Denver", state: "CO", capacity: 50144 },
      championship: null,
      officials: ["Someone"],
      weather: "Clear",
    } as unknown as Game;
    const slim = listGame(game);
    expect(slim).toMatchObject({ id: 7, home_team: { name: "Colorado Rockies" }, away_score: 7, venue: { name: "Coors Field" } });
    const json = JSON.stringify(slim);
    for (const unused of ["officials", "weather", "capacity", "abbreviation"]) expect(json).not.toContain(unused);
  });
});

describe("a franchise's seasons grid", () => {
  const seasons = Array.from({ length: 105 }, (_, i) => ({ startYear: 2025 - i, championshipWon: [1996, 2010, 1929].includes(2025 - i) }));
  it("lists the latest seasons, every title season and the season shown; all of them on request", () => {
    const shown = shownSeasons(seasons, false, 1950).map((s) => s.startYear);
    expect(shown.slice(0, RECENT_SEASONS)).toEqual(seasons.slice(0, RECENT_SEASONS).map((s) => s.startYear));
    expect(shown.slice(RECENT_SEASONS)).toEqual([1950, 1929]);
    expect(shown).toContain(2010);
    expect(shownSeasons(seasons, true, null)).toHaveLength(105);
    expect(shownSeasons(seasons.slice(0, 20), false, null)).toHaveLength(20);
  });
});
