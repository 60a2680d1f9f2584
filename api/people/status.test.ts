import { describe, expect, it } from "vitest";
import { coachStatusCondition, coachStatusLabel, playerStatusCondition, playerStatusLabel } from "./status";

describe("status rules", () => {
  it("labels players and coaches Active or Inactive", () => {
    expect(playerStatusLabel(true)).toBe("Active");
    expect(playerStatusLabel(false)).toBe("Inactive");
    expect(coachStatusLabel(false)).toBe("Inactive");
  });
  it("selects inactive players for retired, nobody for injured", () => {
    expect(playerStatusCondition("active")).toBe("p.is_active");
    expect(playerStatusCondition("retired")).toBe("NOT p.is_active");
    expect(playerStatusCondition("inactive")).toBe("NOT p.is_active");
    expect(playerStatusCondition("injured")).toBe("false");
  });
  it("selects coaches by the status their latest stint gives", () => {
    expect(coachStatusCondition("active")).toBe("c.is_active");
    expect(coachStatusCondition("inactive")).toBe("NOT c.is_active");
    expect(coachStatusCondition("fired")).toBe("c.status = 'fired'");
    expect(coachStatusCondition("interim")).toBe("c.status = 'interim'");
  });
});
