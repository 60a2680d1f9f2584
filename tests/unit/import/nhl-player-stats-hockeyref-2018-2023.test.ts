// Tests for the nhl-player-stats-hockeyref-2018-2023 importer: Hockey-Reference's skater and goalie
// seasons joined to hockey-databank's people through their Hockey-Reference ids.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nhl-player-stats-hockeyref-2018-2023";
import { withRates } from "../../../core/career-stats";

const SOURCE = "nhl-player-stats-hockeyref-2018-2023";
const fixtures = fileURLToPath(new URL(`../../fixtures/${SOURCE}/`, import.meta.url));
const at = (file: string, line: number) => ({ source: SOURCE, file, line });
const run = (fixture: string) => collectImport(importer, `${fixtures}${fixture}/${SOURCE}`);

describe(`${SOURCE} importer on fixtures`, () => {
  it("continues a databank player's career under his databank key, with the databank's statistic names", async () => {
    const out = await run("valid");
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([]);
    expect(out.playerSeasons.find((s) => s.personKey === "hockey-databank:mcdavco01")).toEqual({
      ...at("skaters.csv", 5),
      personKey: "hockey-databank:mcdavco01",
      league: "nhl",
      season: 2022,
      team: "edmonton-oilers",
      position: "C",
      stats: { games_played: 82, goals: 64, assists: 89, points: 153, penalty_minutes: 36, plus_minus: 22 },
    });
    expect(out.playerSeasons.find((s) => s.personKey === "hockey-databank:ovechal01")?.stats).toMatchObject({ goals: 51, plus_minus: 7 });
  });

  it("looks the databank person up by his hrefID, not by assuming the two ids agree", async () => {
    // The fixture's Master.csv files Pontus Åberg as abergpo99 with hrefID abergpo01.
    const out = await run("valid");
    const aberg = out.playerSeasons.find((s) => s.personKey === "hockey-databank:abergpo99");
    // Traded in 2018-19: his one row is the season's total, a line without a team.
    expect(aberg).toMatchObject({ season: 2018, team: null, stats: { games_played: 59, points: 25, plus_minus: -14 } });
  });

  it("makes a player who came after the databank a person with his name and Hockey-Reference id", async () => {
    const out = await run("valid");
    expect(out.people).toEqual([
      { ...at("skaters.csv", 4), key: `${SOURCE}:makarca01`, firstName: "Cale", lastName: "Makar", suffix: null },
      { ...at("goalies.csv", 3), key: `${SOURCE}:shestig01`, firstName: "Igor", lastName: "Shesterkin", suffix: null },
    ]);
    expect(out.playerSeasons.find((s) => s.personKey === `${SOURCE}:makarca01`)).toMatchObject({ season: 2019, team: "colorado-avalanche", position: "D" });
  });

  it("reads a goalie's season with the parts his GAA and save percentage are computed from", async () => {
    const out = await run("valid");
    const shesterkin = out.playerSeasons.find((s) => s.personKey === `${SOURCE}:shestig01`);
    expect(shesterkin).toMatchObject({ season: 2021, team: "new-york-rangers", position: "G" });
    expect(shesterkin?.stats).toEqual({
      games_played: 53,
      goals: 0,
      assists: 1,
      points: 1,
      penalty_minutes: 2,
      wins: 36,
      losses: 13,
      ties_or_overtime_losses: 4,
      shutouts: 6,
      goals_against: 106,
      shots_against: 1622,
      saves: 1516,
      minutes: 3071,
    });
    const rates = withRates(shesterkin?.stats ?? {});
    expect(rates.save_percentage).toBe(0.935);
    expect(rates.goals_against_average.toFixed(2)).toBe("2.07");
    expect(out.playerSeasons.find((s) => s.personKey === "hockey-databank:vasilan02")?.stats.wins).toBe(39);
  });

  it("rejects a malformed number naming the file, line and column", async () => {
    await expect(run("bad-number")).rejects.toThrow(`${SOURCE}/skaters.csv:2: bad number '7B' in column GP`);
  });

  it("rejects a row with a column missing", async () => {
    await expect(run("wrong-width")).rejects.toThrow("skaters.csv:2: expected 31 columns, found 30");
  });

  it("rejects a season whose end year does not follow its start", async () => {
    await expect(run("bad-season")).rejects.toThrow(`${SOURCE}/skaters.csv:2: bad season end year '2020' in column end_year (expected 2019)`);
  });

  it("rejects a second row of one player in one season", async () => {
    await expect(run("repeated-row")).rejects.toThrow(`${SOURCE}/skaters.csv:3: a second row for mcdavco01 in 2018`);
  });

  it("reports an unknown team code as unmatched", async () => {
    const out = await run("unknown-team");
    expect(out.unmatched).toEqual([{ ...at("skaters.csv", 2), league: "nhl", code: "EDX", season: 2018 }]);
    expect(out.playerSeasons.filter((s) => s.personKey === "hockey-databank:mcdavco01")).toEqual([]);
  });

  it("skips every row, saying why, when the databank's people are not beside it", async () => {
    const out = await run("no-databank");
    expect(out.people).toEqual([]);
    expect(out.playerSeasons).toEqual([]);
    expect(out.skipped.map((s) => s.reason)).toEqual(Array(3).fill("no ../hockey-databank/Master.csv beside this dataset to name the player"));
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)(`${SOURCE} importer on the real dataset (needs SPORTS_DATA_DIR)`, () => {
  it("joins every row to a person: 824 skaters and 94 goalies the databank knows, the rest new", async () => {
    const out = await collectImport(importer, `${dir}/${SOURCE}`);
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([]);
    expect(out.playerSeasons).toHaveLength(4654 + 503);
    const databank = new Set(out.playerSeasons.filter((s) => s.personKey.startsWith("hockey-databank:")).map((s) => s.personKey));
    expect(databank.size).toBe(824 + 94);
    expect(out.people).toHaveLength(new Set(out.playerSeasons.map((s) => s.personKey)).size - databank.size);
    // Makar (2019-20 on) is new; Matthews (2016-17 on) is the databank's.
    expect(out.playerSeasons.some((s) => s.personKey === `${SOURCE}:makarca01`)).toBe(true);
    expect(out.playerSeasons.filter((s) => s.personKey === "hockey-databank:matthau01").map((s) => s.stats.goals)).toEqual([37, 47, 41, 60, 40]);
  });
});
