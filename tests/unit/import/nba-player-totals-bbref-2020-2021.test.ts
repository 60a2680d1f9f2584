// Tests for the nba-player-totals-bbref-2020-2021 importer: the later Player Totals table read by the
// older version's row reader, its lines taking precedence over that version's partial 2019-20.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nba-player-totals-bbref-2020-2021";
import { importer as olderVersion } from "../../../db/import/sources/nba-player-totals-bbref-1947-2020";

const SOURCE = "nba-player-totals-bbref-2020-2021";
const FILE = "player_totals_2020_2021.csv";
const fixtures = fileURLToPath(new URL(`../../fixtures/${SOURCE}/`, import.meta.url));
const at = (line: number) => ({ source: SOURCE, file: FILE, line });

describe(`${SOURCE} importer on fixtures`, () => {
  it("emits LeBron James's whole 2019-20 under his Basketball-Reference id, with precedence over the older version", async () => {
    const out = await collectImport(importer, `${fixtures}valid/${SOURCE}`);
    expect(out.unmatched).toEqual([]);
    expect(out.playerSeasons.find((s) => s.personKey === "bball-reference-datasets:jamesle01")).toEqual({
      ...at(7),
      personKey: "bball-reference-datasets:jamesle01",
      league: "nba",
      season: 2019,
      team: "los-angeles-lakers",
      precedence: 1,
      stats: {
        games_played: 67,
        games_started: 67,
        minutes_played: 2316,
        field_goals_made: 643,
        field_goals_attempted: 1303,
        three_pointers_made: 148,
        three_pointers_attempted: 425,
        free_throws_made: 264,
        free_throws_attempted: 381,
        offensive_rebounds: 66,
        defensive_rebounds: 459,
        rebounds: 525,
        assists: 684,
        steals: 78,
        blocks: 36,
        turnovers: 261,
        personal_fouls: 118,
        points: 1698,
      },
    });
  });

  it("emits the statistics the older version emits, under the same names", async () => {
    const older = await collectImport(
      olderVersion,
      fileURLToPath(new URL("../../fixtures/nba-player-totals-bbref-1947-2020/valid/nba-player-totals-bbref-1947-2020", import.meta.url)),
    );
    const newer = await collectImport(importer, `${fixtures}valid/${SOURCE}`);
    const names = (lines: typeof older.playerSeasons) => [...new Set(lines.flatMap((s) => Object.keys(s.stats)))].sort();
    expect(names(newer.playerSeasons)).toEqual(names(older.playerSeasons));
  });

  it("gives a traded player's season its total line without a team, then his clubs", async () => {
    const out = await collectImport(importer, `${fixtures}valid/${SOURCE}`);
    const gordon = out.playerSeasons.filter((s) => s.personKey === "bball-reference-datasets:gordoaa01");
    expect(gordon.map((s) => [s.season, s.team, s.stats.points])).toEqual([
      [2020, null, 618],
      [2020, "orlando-magic", 364],
      [2020, "denver-nuggets", 254],
    ]);
  });

  it("finds a player Basketball-Reference has renamed since (Enes Kanter, now Enes Freedom) by season, team, age and career", async () => {
    const out = await collectImport(importer, `${fixtures}valid/${SOURCE}`);
    expect(out.playerSeasons.filter((s) => s.personKey === "bball-reference-datasets:kanteen01").map((s) => [s.season, s.stats.points])).toEqual([[2020, 806]]);
    expect(out.playerSeasons.filter((s) => s.personKey === "bball-reference-datasets:ballla01").map((s) => s.stats.games_played)).toEqual([51]);
  });

  it("makes a player no roster line names a person known by his name alone, and reports it", async () => {
    const out = await collectImport(importer, `${fixtures}valid/${SOURCE}`);
    expect(out.people).toEqual([{ ...at(8), key: `${SOURCE}:nobodyknown`, firstName: "Nobody", lastName: "Known", suffix: null }]);
    expect(out.playerSeasons.find((s) => s.personKey === `${SOURCE}:nobodyknown`)?.team).toBe("sacramento-kings");
    expect(out.skipped).toEqual([{ ...at(8), reason: "no bball-reference-datasets roster line names this player: his line is imported under his name alone" }]);
  });

  it("rejects a malformed number naming the file, line and column", async () => {
    await expect(collectImport(importer, `${fixtures}bad-number/${SOURCE}`)).rejects.toThrow(`${SOURCE}/${FILE}:3: bad number '8O3' in column pts`);
  });

  it("rejects a row with a column missing", async () => {
    await expect(collectImport(importer, `${fixtures}wrong-width/${SOURCE}`)).rejects.toThrow(`${FILE}:2: expected 35 columns, found 34`);
  });

  it("reports an unknown team code as unmatched", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team/${SOURCE}`);
    expect(out.unmatched).toEqual([{ ...at(2), league: "nba", code: "CHX", season: 2020 }]);
    expect(out.playerSeasons).toEqual([]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)(`${SOURCE} importer on the real dataset (needs SPORTS_DATA_DIR)`, () => {
  it("names every row's player by his Basketball-Reference id", async () => {
    const out = await collectImport(importer, `${dir}/${SOURCE}`);
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([]);
    expect(out.people).toEqual([]);
    expect(out.playerSeasons).toHaveLength(1356);
    const curry = out.playerSeasons.filter((s) => s.personKey === "bball-reference-datasets:curryst01" && s.season === 2020);
    expect(curry.map((s) => [s.team, s.stats.games_played, s.stats.points])).toEqual([["golden-state-warriors", 63, 2015]]);
  });
});
