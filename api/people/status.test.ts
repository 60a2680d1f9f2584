import { describe, expect, it } from "vitest";
import { coachStatusCondition, playerStatusCondition } from "./status";

describe("status filters", () => {
  it("select players by the status computed at import", () => {
    expect(playerStatusCondition("active")).toBe("p.is_active");
    expect(playerStatusCondition("unknown")).toBe("p.career_status = 'unknown'");
    expect(playerStatusCondition("retired")).toBe("p.career_status = 'retired'");
    expect(playerStatusCondition("inactive")).toBe("NOT p.is_active");
    expect(playerStatusCondition("injured")).toBe("false");
  });
  it("select coaches by activity and by how their last job ended", () => {
    expect(coachStatusCondition("active")).toBe("c.is_active");
    expect(coachStatusCondition("inactive")).toBe("NOT c.is_active");
    expect(coachStatusCondition("unknown")).toBe("c.status = 'unknown'");
    expect(coachStatusCondition("fired")).toBe("c.status = 'fired'");
  });
});
