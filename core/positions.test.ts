import { describe, expect, it } from "vitest";
import { positionCodes, positionCodesMatching, positionName } from "./positions";

describe("positions", () => {
  it("names positions by sport", () => {
    expect(positionName("baseball", "P")).toBe("Pitcher");
    expect(positionName("football", "P")).toBe("Punter");
    expect(positionName("hockey", "XYZ")).toBe("XYZ");
    expect(positionName("hockey", null)).toBeNull();
  });
  it("finds the codes a position name or code stands for", () => {
    expect(positionCodes("quarterback")).toEqual(["QUARTERBACK", "QB"]);
    expect(positionCodesMatching("guard")).toEqual(expect.arrayContaining(["G", "PG", "SG", "OG"]));
    expect(positionCodesMatching("g")).toEqual([]);
  });
});
