// The scores pages' rules: badge colours, refresh pace, scores and clocks as shown, Eastern times, range redirects.
import { describe, expect, it } from "vitest";
import { gameRefreshSeconds, resolveRange } from "../../../app/.server/scores/scores-view.server";
import { formatClockTime, formatEasternTime, formatLongDate } from "../../../app/lib/scores/format";
import { liveClock, refreshSeconds, scoreText, STATUS_BADGE } from "../../../app/lib/scores/game-status";

describe("status badges", () => {
  it("use the spec's colours: live green, scheduled primary, postponed warning, final secondary", () => {
    expect(STATUS_BADGE.live.tone).toBe("success");
    expect(STATUS_BADGE.scheduled.tone).toBe("primary");
    expect(STATUS_BADGE.postponed.tone).toBe("warning");
    expect(STATUS_BADGE.final.tone).toBe("secondary");
  });
});

describe("refresh pace", () => {
  const today = "2025-01-14";
  it("is 30 s with a live game, 2 minutes with today's games not yet started, none otherwise", () => {
    expect(
      refreshSeconds(
        [
          { status: "live", game_date: "2025-01-13" },
          { status: "final", game_date: today },
        ],
        today,
      ),
    ).toBe(30);
    expect(refreshSeconds([{ status: "scheduled", game_date: today }], today)).toBe(120);
    expect(refreshSeconds([{ status: "final", game_date: "2024-04-01" }], today)).toBeNull();
    // A game of today that is over, or postponed, does not change by itself (issue 32).
    expect(refreshSeconds([{ status: "final", game_date: today }], today)).toBeNull();
    expect(refreshSeconds([{ status: "postponed", game_date: today }], today)).toBeNull();
    expect(refreshSeconds([], today)).toBeNull();
  });
});

describe("one game's page", () => {
  const today = "2025-01-14";
  it("refreshes while live or about to start, never once it is final", () => {
    expect(gameRefreshSeconds({ status: "live", game_date: today }, today)).toBe(30);
    expect(gameRefreshSeconds({ status: "scheduled", game_date: today }, today)).toBe(120);
    expect(gameRefreshSeconds({ status: "final", game_date: today }, today)).toBeNull();
    expect(gameRefreshSeconds({ status: "scheduled", game_date: "2025-01-20" }, today)).toBeNull();
  });
});

describe("scores and clocks as shown", () => {
  it("shows a dash until a game has a score", () => {
    expect(scoreText("scheduled", 0)).toBe("–");
    expect(scoreText("postponed", null)).toBe("–");
    expect(scoreText("live", 0)).toBe("0");
    expect(scoreText("final", 112)).toBe("112");
  });

  it("gives the period and time remaining of a live game", () => {
    expect(liveClock("basketball", 2, "5:32")).toBe("Q2 5:32");
    expect(liveClock("hockey", 3, "8:41")).toBe("P3 8:41");
    expect(liveClock("baseball", 7, null)).toBe("Inning 7");
    expect(liveClock("football", null, null)).toBe("In progress");
  });

  it("writes times in Eastern time with the zone named, and long dates", () => {
    expect(formatEasternTime("19:30")).toBe("7:30 PM ET");
    expect(formatEasternTime("00:05")).toBe("12:05 AM ET");
    expect(formatEasternTime("12:00")).toBe("12:00 PM ET");
    expect(formatEasternTime(null)).toBeNull();
    expect(formatLongDate("2025-01-14")).toBe("Tuesday, January 14, 2025");
  });

  it("writes the Updated note's clock in Eastern time, winter and summer, from one formatter made once", () => {
    expect(formatClockTime(new Date("2025-01-15T00:31:05Z"))).toBe("19:31:05");
    expect(formatClockTime(new Date("2025-07-04T04:02:09Z"))).toBe("00:02:09");
  });
});

describe("range redirects", () => {
  const url = new URL("http://localhost/scores");
  const base = { q: "", status: "", sport: "", league: "", page: 1 };
  const redirectOf = (run: () => unknown): string | null => {
    try {
      run();
      return null;
    } catch (error) {
      if (error instanceof Response) return error.headers.get("Location");
      throw error;
    }
  };

  it("keeps a good range, and today when none is given", () => {
    expect(resolveRange(url, { ...base }, "2025-01-14")).toEqual({ start: "2025-01-14", end: "2025-01-14" });
    expect(resolveRange(url, { ...base, start: "2024-04-01", end: "2024-04-07" }, "2025-01-14")).toEqual({ start: "2024-04-01", end: "2024-04-07" });
  });

  it("redirects an end before the start, a range over 31 days, and a new start of a one-day view", () => {
    expect(redirectOf(() => resolveRange(url, { ...base, q: "bos", start: "2024-04-10", end: "2024-04-01" }, "2025-01-14"))).toBe(
      "/scores?q=bos&start=2024-04-10&end=2024-04-10",
    );
    expect(redirectOf(() => resolveRange(url, { ...base, start: "2024-04-01", end: "2024-12-31" }, "2025-01-14"))).toBe(
      "/scores?start=2024-04-01&end=2024-05-01",
    );
    expect(redirectOf(() => resolveRange(url, { ...base, start: "2024-04-05", end: "2024-04-01", was: "2024-04-01" }, "2025-01-14"))).toBe(
      "/scores?start=2024-04-05&end=2024-04-05",
    );
    // A one-day view whose start did not change only loses the `was` marker.
    expect(redirectOf(() => resolveRange(url, { ...base, start: "2024-04-01", end: "2024-04-01", was: "2024-04-01", status: "final" }, "2025-01-14"))).toBe(
      "/scores?status=final&start=2024-04-01&end=2024-04-01",
    );
  });
});
