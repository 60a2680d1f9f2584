// Tests for the nba-player-totals-bbref-1947-2020 importer: season totals matched to Basketball-Reference ids.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nba-player-totals-bbref-1947-2020";

const SOURCE = "nba-player-totals-bbref-1947-2020";
const fixtures = fileURLToPath(new URL(`../../fixtures/${SOURCE}/`, import.meta.url));
const at = (line: number) => ({ source: SOURCE, file: "player_totals.csv", line });

describe(`${SOURCE} importer on fixtures`, () => {
  it("emits season totals under the Basketball-Reference id, multi-team totals without a team", async () => {
    const out = await collectImport(importer, `${fixtures}valid/${SOURCE}`);
    expect(out.unmatched).toEqual([]);
    expect(out.playerSeasons[0]).toEqual({
      ...at(2),
      personKey: "bball-reference-datasets:jordami01",
      league: "nba",
      season: 1986,
      team: "chicago-bulls",
      stats: {
        games_played: 82,
        games_started: 82,
        minutes_played: 3281,
        field_goals_made: 1098,
        field_goals_attempted: 2279,
        three_pointers_made: 12,
        three_pointers_attempted: 66,
        free_throws_made: 833,
        free_throws_attempted: 972,
        offensive_rebounds: 166,
        defensive_rebounds: 264,
        rebounds: 430,
        assists: 377,
        steals: 236,
        blocks: 125,
        turnovers: 272,
        personal_fouls: 237,
        points: 3041,
      },
    });
    // 1946-47: minutes, rebounds and the rest were not kept; the file's zeros are not carried as zeros.
    expect(out.playerSeasons[1].stats).toEqual({
      games_played: 60,
      field_goals_made: 475,
      field_goals_attempted: 1557,
      free_throws_made: 439,
      free_throws_attempted: 601,
      assists: 25,
      personal_fouls: 199,
      points: 1389,
    });
    expect(out.playerSeasons.slice(2).map((s) => [s.team, s.stats.points])).toEqual([
      [null, 340],
      ["miami-heat", 180],
      ["toronto-raptors", 160],
    ]);
    expect(out.skipped).toEqual([
      { ...at(7), reason: "ABA season (the ABA is not covered)" },
      { ...at(8), reason: "no bball-reference-datasets roster line with this season, name and team" },
    ]);
  });

  it("rejects a malformed number naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-number/${SOURCE}`)).rejects.toThrow(`${SOURCE}/player_totals.csv:2: bad number '3O41' in column pts`);
  });

  it("reports an unknown team code as unmatched", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team/${SOURCE}`);
    expect(out.unmatched).toEqual([{ ...at(2), league: "nba", code: "CHX", season: 1986 }]);
  });

  it("skips every row, saying why, when the roster file beside it is missing", async () => {
    const out = await collectImport(importer, `${fixtures}no-rosters/${SOURCE}`);
    expect(out.playerSeasons).toEqual([]);
    expect(out.skipped.filter((s) => s.reason.startsWith("no ../bball-reference-datasets"))).toHaveLength(6);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)(`${SOURCE} importer on the real dataset (needs SPORTS_DATA_DIR)`, () => {
  it("gives Michael Jordan his 32,292 career points and names all but five rows' players", async () => {
    const out = await collectImport(importer, `${dir}/${SOURCE}`);
    expect(out.unmatched).toEqual([]);
    const jordan = out.playerSeasons.filter((s) => s.personKey === "bball-reference-datasets:jordami01");
    expect(jordan).toHaveLength(15);
    expect(jordan.reduce((sum, s) => sum + (s.stats.points ?? 0), 0)).toBe(32_292);
    // Players Basketball-Reference renamed since are found by season, team, age and career: Enes Kanter's nine seasons.
    const kanter = out.playerSeasons.filter((s) => s.personKey === "bball-reference-datasets:kanteen01");
    expect(new Set(kanter.map((s) => s.season)).size).toBe(9);
    expect(kanter.filter((s) => s.team !== null)).toHaveLength(11);
    const unnamed = out.skipped.filter((s) => s.reason.startsWith("no bball-reference-datasets roster line"));
    expect(unnamed.length).toBe(5);
  });
});
