// The one rule for a game's shown status (core/game-status.ts) and the words for how far a team went
// in the postseason (core/standings.ts postseasonResult).
import { describe, expect, it } from "vitest";
import { shownGameStatus, withShownStatus } from "../../core/game-status";
import { postseasonResult } from "../../core/standings";

describe("shownGameStatus", () => {
  it("a scheduled game of a day gone by (Eastern) has no result in our data; today's and later stay scheduled", () => {
    expect(shownGameStatus("scheduled", "2026-08-22", "2026-11-28")).toBe("no_result");
    expect(shownGameStatus("scheduled", "2026-11-28", "2026-11-28")).toBe("scheduled");
    expect(shownGameStatus("scheduled", "2026-11-29", "2026-11-28")).toBe("scheduled");
  });

  it("leaves every other status alone, past or not", () => {
    for (const status of ["final", "live", "postponed"]) expect(shownGameStatus(status, "2020-01-01", "2026-11-28")).toBe(status);
  });

  it("withShownStatus returns the same row when nothing changes", () => {
    const row = { status: "final", game_date: "2020-01-01" };
    expect(withShownStatus(row, "2026-11-28")).toBe(row);
    expect(withShownStatus({ status: "scheduled", game_date: "2020-01-01", id: 1 }, "2026-11-28")).toEqual({
      status: "no_result",
      game_date: "2020-01-01",
      id: 1,
    });
  });
});

describe("postseasonResult", () => {
  it("names the round, the series score and the opponent", () => {
    expect(postseasonResult({ round: "NLCS", opponent: "Los Angeles Dodgers", wins: 2, losses: 4, ties: 0 })).toBe("Lost the NLCS 2-4 to Los Angeles Dodgers");
    expect(postseasonResult({ round: "World Series", opponent: "Detroit Tigers", wins: 4, losses: 0, ties: 1 })).toBe(
      "Won the World Series 4-0-1 over Detroit Tigers",
    );
  });

  it("a single game has no series score; an unnamed round says so", () => {
    expect(postseasonResult({ round: "Divisional", opponent: "Buffalo Bills", wins: 0, losses: 1, ties: 0 })).toBe("Lost the Divisional to Buffalo Bills");
    expect(postseasonResult({ round: null, opponent: "Boston Celtics", wins: 1, losses: 4, ties: 0 })).toBe(
      "Lost its last playoff series 1-4 to Boston Celtics",
    );
    expect(postseasonResult({ round: null, opponent: "X", wins: 2, losses: 2, ties: 0 })).toBe(
      "Played its last playoff series 2-2 against X; its result is not in our data",
    );
  });
});
