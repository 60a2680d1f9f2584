// A final says its overtime where the data marks it ("Final/OT"); past fixtures are the API's
// "no_result" status (core/game-status.ts, tests/unit/game-status-rules.test.ts).
import { describe, expect, it } from "vitest";
import { finalLabel } from "~/lib/scores/game-status";

describe("finalLabel", () => {
  it("adds the overtime the data marks: the 2010 Stanley Cup clincher (OT), a shootout, double overtime", () => {
    expect(finalLabel("OT")).toBe("Final/OT");
    expect(finalLabel("SO")).toBe("Final/SO");
    expect(finalLabel("2OT")).toBe("Final/2OT");
    expect(finalLabel(null)).toBe("Final");
  });
});
