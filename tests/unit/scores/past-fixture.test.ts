// A fixture whose day has passed is not upcoming (core/past-fixture.ts), and a final says its overtime
// as the data marks it (app/lib/scores/game-status.ts finalLabel).
import { describe, expect, it } from "vitest";
import { isPastFixture, PAST_FIXTURE_LABEL } from "../../../core/past-fixture";
import { finalLabel } from "../../../app/lib/scores/game-status";
import { listGame } from "../../../app/lib/scores/list-game";
import type { Game } from "../../../api/model";

describe("isPastFixture", () => {
  const today = "2026-11-28";
  it("is true for a scheduled game dated before today (Thanksgiving 2026: Bears at Lions, no result held)", () => {
    expect(isPastFixture({ status: "scheduled", game_date: "2026-11-26" }, today)).toBe(true);
  });
  it("is false for today's and later fixtures, and for any game with another status", () => {
    expect(isPastFixture({ status: "scheduled", game_date: today }, today)).toBe(false);
    expect(isPastFixture({ status: "scheduled", game_date: "2027-01-10" }, today)).toBe(false);
    expect(isPastFixture({ status: "final", game_date: "2026-11-26" }, today)).toBe(false);
    expect(isPastFixture({ status: "postponed", game_date: "2026-11-26" }, today)).toBe(false);
  });
  it("is carried on a scores list's game, which then says no result instead of a start time", () => {
    const game = { id: 1, status: "scheduled", game_date: "2026-11-26", game_time: "13:00", overtime: null, home_team: { name: "Detroit Lions" },
      away_team: { name: "Chicago Bears" }, sport: { slug: "football", name: "Football" }, league: { name: "National Football League" },
      venue: { name: null }, championship: null } as unknown as Game;
    expect(listGame(game, "2026-11-28").past_fixture).toBe(true);
    expect(listGame(game, "2026-11-26").past_fixture).toBe(false);
    expect(PAST_FIXTURE_LABEL).toBe("No result in our data");
  });
});

describe("finalLabel", () => {
  it("adds the overtime the data marks: the 2010 Stanley Cup clincher (OT), a shootout, double overtime", () => {
    expect(finalLabel("OT")).toBe("Final/OT");
    expect(finalLabel("SO")).toBe("Final/SO");
    expect(finalLabel("2OT")).toBe("Final/2OT");
    expect(finalLabel(null)).toBe("Final");
  });
});
