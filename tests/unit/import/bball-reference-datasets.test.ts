// Tests for the bball-reference-datasets importer: team seasons, players, rosters, draft and awards.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { splitName } from "../../../db/import/fields";
import { importer } from "../../../db/import/sources/bball-reference-datasets";

const fixtures = fileURLToPath(new URL("../../fixtures/bball-reference-datasets/", import.meta.url));
const SOURCE = "bball-reference-datasets";
const at = (file: string, line: number) => ({ source: SOURCE, file, line });
const key = (id: string) => `${SOURCE}:${id}`;

describe("splitName", () => {
  it("keeps particles with the last name and takes the suffix apart", () => {
    expect(splitName("Gary Payton II")).toEqual({ firstName: "Gary", lastName: "Payton", suffix: "II" });
    expect(splitName("Nick Van Exel")).toEqual({ firstName: "Nick", lastName: "Van Exel", suffix: null });
    expect(splitName("Jo Jo White")).toEqual({ firstName: "Jo Jo", lastName: "White", suffix: null });
    expect(splitName("Nenê")).toEqual({ firstName: "", lastName: "Nenê", suffix: null });
  });
});

describe("bball-reference-datasets importer on fixtures", () => {
  it("emits the records and skips ABA, league-average and multi-team lines", async () => {
    const out = await collectImport(importer, `${fixtures}valid`);
    expect(out.teamSeasons).toEqual([
      {
        ...at("team_summaries.csv", 2),
        league: "nba",
        season: 2015,
        team: "golden-state-warriors",
        wins: 73,
        losses: 9,
        madePlayoffs: true,
        venue: "Oracle Arena",
        attendance: 803436,
      },
    ]);
    expect(out.people).toEqual([
      {
        ...at("player_career_info.csv", 2),
        key: key("jordami01"),
        firstName: "Michael",
        lastName: "Jordan",
        suffix: null,
        birthDate: "1963-02-17",
        college: "UNC",
        heightInches: 78,
        weightPounds: 198,
        hallOfFame: true,
      },
      {
        ...at("player_career_info.csv", 3),
        key: key("jamesle01"),
        firstName: "LeBron",
        lastName: "James",
        suffix: null,
        birthDate: "1984-12-30",
        college: null,
        heightInches: 81,
        weightPounds: 250,
        hallOfFame: false,
      },
      {
        ...at("player_career_info.csv", 5),
        key: key("agbajoc01"),
        firstName: "Ochai",
        lastName: "Agbaji",
        suffix: null,
        birthDate: "2000-04-20",
        college: "Kansas",
        heightInches: 77,
        weightPounds: 215,
        hallOfFame: false,
      },
    ]);
    expect(out.players).toEqual([
      {
        ...at("player_career_info.csv", 2),
        personKey: key("jordami01"),
        league: "nba",
        position: "G-F",
        firstSeason: 1984,
        lastSeason: 1984,
        draftYear: 1984,
        draftRound: 1,
        draftPick: 3,
        draftTeam: "chicago-bulls",
      },
      {
        ...at("player_career_info.csv", 3),
        personKey: key("jamesle01"),
        league: "nba",
        position: "F-G",
        firstSeason: 2003,
        lastSeason: 2003,
        draftYear: 2003,
        draftRound: 1,
        draftPick: 1,
        draftTeam: "cleveland-cavaliers",
      },
      {
        ...at("player_career_info.csv", 5),
        personKey: key("agbajoc01"),
        league: "nba",
        position: "G",
        firstSeason: 2025,
        lastSeason: 2025,
        draftYear: 2022,
        draftRound: 1,
        draftPick: 14,
        draftTeam: "cleveland-cavaliers",
      },
    ]);
    expect(out.playerSeasons).toEqual([
      { ...at("player_season_info.csv", 2), personKey: key("jordami01"), league: "nba", season: 1984, team: "chicago-bulls", position: "SG", stats: {} },
      { ...at("player_season_info.csv", 3), personKey: key("jamesle01"), league: "nba", season: 2003, team: "cleveland-cavaliers", position: "SG", stats: {} },
      { ...at("player_season_info.csv", 6), personKey: key("agbajoc01"), league: "nba", season: 2025, team: "brooklyn-nets", position: "SG", stats: {} },
      { ...at("player_season_info.csv", 7), personKey: key("agbajoc01"), league: "nba", season: 2025, team: "toronto-raptors", position: "SG", stats: {} },
    ]);
    expect(out.awards).toEqual([
      { ...at("player_award_shares.csv", 2), personKey: key("jamesle01"), league: "nba", season: 2008, award: "Most Valuable Player" },
      { ...at("allstar_selections.csv", 2), personKey: key("jordami01"), league: "nba", season: 2002, award: "All-Star" },
      { ...at("end_of_season_teams.csv", 2), personKey: key("jamesle01"), league: "nba", season: 2012, award: "All-NBA 1st Team" },
    ]);
    expect(out.skipped).toEqual([
      { ...at("team_summaries.csv", 3), reason: "league-average line" },
      { ...at("team_summaries.csv", 4), reason: "ABA team season (the ABA is not covered)" },
      { ...at("team_summaries.csv", 5), reason: "team season without a record (club folded during the season)" },
      { ...at("player_season_info.csv", 4), reason: "ABA season (the ABA is not covered)" },
      { ...at("draft_pick_history.csv", 4), reason: "draft pick of a player who never played in the BAA/NBA" },
      { ...at("player_career_info.csv", 4), reason: "ABA-only player" },
      { ...at("player_season_info.csv", 5), reason: "multi-team total line (the per-team lines are imported)" },
      { ...at("player_award_shares.csv", 4), reason: "ABA award (the ABA is not covered)" },
      { ...at("allstar_selections.csv", 3), reason: "ABA All-Star selection (only the NBA is covered)" },
      { ...at("end_of_season_teams.csv", 3), reason: "ABA honour (the ABA is not covered)" },
    ]);
    expect(out.unmatched).toEqual([]);
  });

  it("rejects a row with a wrong column count", async () => {
    await expect(collectImport(importer, `${fixtures}bad-columns`)).rejects.toThrow("player_career_info.csv:3: expected 11 columns, found 12");
  });

  it("rejects a bad birth date naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-date`)).rejects.toThrow(
      `${SOURCE}/player_career_info.csv:3: bad date '1984-12-3O' in column birth_date`,
    );
  });

  it("rejects non-numeric wins", async () => {
    await expect(collectImport(importer, `${fixtures}bad-wins`)).rejects.toThrow(`${SOURCE}/team_summaries.csv:2: bad wins '7e' in column w`);
  });

  it("reports an unknown team code as unmatched and drops that roster line", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team`);
    expect(out.unmatched).toEqual([{ ...at("player_season_info.csv", 3), league: "nba", code: "CLV", season: 2003 }]);
    expect(out.playerSeasons.map((p) => p.line)).toEqual([2, 6, 7]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("bball-reference-datasets importer on the real dataset (needs SPORTS_DATA_DIR)", () => {
  it("imports every BAA/NBA line with no unmatched team", async () => {
    const out = await collectImport(importer, `${dir}/bball-reference-datasets`);
    expect(out.unmatched).toEqual([]);
    // 1,907 lines = 1,723 BAA/NBA team seasons + 89 league averages + 94 ABA + 1954-55 Baltimore (no record).
    expect(out.teamSeasons).toHaveLength(1_723);
    expect(out.people).toHaveLength(5_085);
    expect(out.players).toHaveLength(5_085);
    expect(out.playerSeasons).toHaveLength(28_774);
    expect(out.awards).toHaveLength(4_194);
    const warriors = out.teamSeasons.find((t) => t.season === 2015 && t.team === "golden-state-warriors");
    expect(warriors).toMatchObject({ wins: 73, losses: 9 });
    const mvps = out.awards.filter((a) => a.award === "Most Valuable Player" && a.season >= 2022).map((a) => [a.season, a.personKey]);
    expect(mvps.sort()).toEqual([
      [2022, key("embiijo01")],
      [2023, key("jokicni01")],
      [2024, key("gilgesh01")],
    ]);
    const lebron = out.players.find((p) => p.personKey === key("jamesle01"));
    expect(lebron).toMatchObject({ draftYear: 2003, draftPick: 1, draftTeam: "cleveland-cavaliers", firstSeason: 2003 });
    // The only award left out: the 1982-83 Sixth Man award line has no player id.
    expect(out.skipped.filter((s) => s.reason.startsWith("award"))).toEqual([
      { ...at("player_award_shares.csv", 2887), reason: "award winner without a player id" },
    ]);
  });
});
