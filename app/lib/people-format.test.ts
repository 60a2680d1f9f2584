import { describe, expect, it } from "vitest";
import { draftText, formatKnownCount, formatStat, isDecorated, recordText, statLabel } from "./people-format";

describe("people number formats", () => {
  it("writes percentages to one decimal", () => {
    expect(formatStat("field_goal_percentage", 0.4968)).toBe("49.7%");
    expect(formatStat("save_percentage", 0.9)).toBe("90.0%");
  });
  it("writes batting average, ERA and GAA to three decimals", () => {
    expect(formatStat("batting_average", 0.342)).toBe(".342");
    expect(formatStat("era", 2.5)).toBe("2.500");
    expect(formatStat("goals_against_average", 2.04)).toBe("2.040");
  });
  it("writes counts with separators and innings in thirds", () => {
    expect(formatStat("points", 32292)).toBe("32,292");
    expect(formatStat("innings_pitched_outs", 3703)).toBe("1,234.1");
    expect(formatStat("points", null)).toBe("—");
  });
  it("labels statistics", () => {
    expect(statLabel("runs_batted_in")).toBe("RBI");
    expect(statLabel("power_play_assists")).toBe("Power Play Assists");
  });
  it("writes records, drafts and the card icon rule", () => {
    expect(recordText(229, 104)).toBe("229-104");
    expect(recordText(10, 5, 1)).toBe("10-5-1");
    expect(draftText(1984, 1, 3)).toBe("1984, round 1, pick 3");
    expect(draftText(null, 1, 3)).toBeNull();
    expect(isDecorated({ championships_won: 3, mvp_awards: 0, award_count: 0 })).toBe(true);
    expect(isDecorated({ championships_won: 2, mvp_awards: 0, award_count: 3 })).toBe(false);
    expect(isDecorated({ championships_won: null, mvp_awards: 1, award_count: 1 })).toBe(true);
    expect(isDecorated({ championships_won: 0, mvp_awards: 0, award_count: 4 })).toBe(true);
  });
});

import { tablesFor } from "./people-stat-columns";

describe("season tables", () => {
  it("shows the tables a career has statistics for", () => {
    expect(tablesFor("baseball", [{ hits: 10 }]).map((t) => t.id)).toEqual(["batting"]);
    expect(tablesFor("baseball", [{ hits: 10 }, { era: 3.1 }]).map((t) => t.id)).toEqual(["batting", "pitching"]);
    expect(tablesFor("football", [{}])).toEqual([]);
  });
});

describe("formatKnownCount (unknown is not zero)", () => {
  it("shows a known count, and never 0 for one our data does not reach", () => {
    expect(formatKnownCount(0)).toBe("0");
    expect(formatKnownCount(22, "1950-51 to 2025-26")).toBe("22");
    expect(formatKnownCount(null)).toBe("Not in our data");
    expect(formatKnownCount(null, "1950-51 to 2025-26")).toBe("Not in our data (it covers 1950-51 to 2025-26)");
    // LeBron James's MVPs: 4 in player_award_shares, which stops before his last season.
    expect(formatKnownCount(null, "1955-56 to 2024-25", 4)).toBe("4 in our data, which covers 1955-56 to 2024-25");
  });
});
