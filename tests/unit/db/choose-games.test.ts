// One source per part of a league-season: the regular season, the postseason and a named segment are
// each supplied by the highest-priority dataset that has games in them, never by two.
import { describe, expect, it } from "vitest";
import type { Collected } from "../../../db/import/collect";
import type { DatasetImporter, GameRecord } from "../../../db/import/types";
import { chooseGames } from "../../../db/load/run-import";

const importer = (id: string, gamePriority: number) => ({ id, gamePriority }) as DatasetImporter;
const game = (source: string, type: GameRecord["type"], segment: string | null = null, season = 2019): GameRecord => ({
  source,
  file: "f.csv",
  line: 1,
  league: "nba",
  season,
  date: "2020-01-01",
  home: "a",
  away: "b",
  homeScore: 1,
  awayScore: 0,
  status: "final",
  type,
  segment,
});
const data = (games: Array<GameRecord>) => ({ games }) as Collected;

describe("chooseGames", () => {
  const regularOnly = importer("regular-to-march", 3);
  const playoffsOnly = importer("playoff-logs", 1);
  const bubble = importer("bubble", 3);
  const lowRegular = importer("other-regular", 2);
  const collected = [
    {
      importer: regularOnly,
      data: data([game("regular-to-march", "regular"), game("regular-to-march", "regular", null, 2018), game("regular-to-march", "playoff", null, 2018)]),
    },
    { importer: playoffsOnly, data: data([game("playoff-logs", "playoff"), game("playoff-logs", "final"), game("playoff-logs", "playoff", null, 2018)]) },
    { importer: bubble, data: data([game("bubble", "regular", "restart"), game("bubble", "playoff", "restart")]) },
    { importer: lowRegular, data: data([game("other-regular", "regular")]) },
  ];

  it("keeps a regular-season source, a postseason source and a segment source side by side in one season", () => {
    const { kept } = chooseGames(collected);
    expect(kept.filter((g) => g.season === 2019).map((g) => `${g.source} ${g.type}${g.segment ? ` ${g.segment}` : ""}`)).toEqual([
      "regular-to-march regular",
      "playoff-logs playoff",
      "playoff-logs final",
      "bubble regular restart",
      "bubble playoff restart",
    ]);
  });

  it("gives each part to the highest priority only, and counts the rest as superseded", () => {
    const { kept, keptBySource, supersededBySource } = chooseGames(collected);
    // 2018's postseason: regular-to-march (3) wins over playoff-logs (1).
    expect(kept.filter((g) => g.season === 2018).map((g) => g.source)).toEqual(["regular-to-march", "regular-to-march"]);
    expect(Object.fromEntries(keptBySource)).toEqual({ "regular-to-march": 3, "playoff-logs": 2, bubble: 2 });
    expect(Object.fromEntries(supersededBySource)).toEqual({ "playoff-logs": 1, "other-regular": 1 });
  });
});
