// The loader's merges of one key's records from several datasets, and the superseded season lines kept
// for the data-quality report (decision 0147).
import { describe, expect, it } from "vitest";
import type { PersonRecord, PlayerRecord, PlayerSeasonRecord } from "../../../db/import/types";
import { mergeSeasonLines } from "../../../db/load/people-derived";
import { mergePeople, mergePlayers, SupersededLines } from "../../../db/load/superseded-lines";

const at = (source: string) => ({ source, file: "f.csv", line: 2 });

describe("one record per person key", () => {
  it("keeps the first dataset's fields and fills its gaps from the next (the draft pick's name, nflverse's birth date)", () => {
    const draft: PersonRecord = { ...at("nfl-draft-picks-nflverse"), key: "k", firstName: "Tom", lastName: "Brady", hallOfFame: false, college: "Michigan" };
    const nflverse: PersonRecord = {
      ...at("nfl-player-stats-nflverse-1999-2025"),
      key: "k",
      firstName: "Thomas",
      lastName: "Brady",
      birthDate: "1977-08-03",
      heightInches: 76,
    };
    expect(mergePeople([draft, nflverse])).toEqual([{ ...draft, birthDate: "1977-08-03", heightInches: 76 }]);
  });

  it("keeps the last dataset's player record, its gaps filled from the earlier", () => {
    const draft: PlayerRecord = { ...at("a"), personKey: "k", league: "nfl", lastSeason: 2022, draftYear: 2000 };
    const nflverse: PlayerRecord = { ...at("b"), personKey: "k", league: "nfl", position: "QB", draftYear: 2000, firstSeason: 2000 };
    expect(mergePlayers([draft, nflverse])).toEqual([{ ...nflverse, lastSeason: 2022 }]);
  });
});

describe("superseded season lines", () => {
  it("records the statistics both lines give that differ, and the seasons that agree", () => {
    const line = (source: string, precedence: number, stats: Record<string, number>): PlayerSeasonRecord => ({
      ...at(source),
      personKey: "brees",
      league: "nfl",
      season: 2011,
      team: "new-orleans-saints",
      stats,
      precedence,
    });
    const superseded = new SupersededLines();
    const kept = mergeSeasonLines(
      [
        line("pfr", 1, { passing_yards: 5476, passing_touchdowns: 46 }),
        line("nflverse", 0, { passing_yards: 5535, passing_touchdowns: 46, passing_completions: 468 }),
      ],
      superseded.add,
    );
    expect(kept[0].stats).toEqual({ passing_yards: 5476, passing_touchdowns: 46, passing_completions: 468 });
    expect(superseded.seasons).toEqual([
      { personKey: "brees", league: "nfl", season: 2011, keptSource: "pfr", supersededSource: "nflverse", differences: { passing_yards: [5476, 5535] } },
    ]);
  });
});
