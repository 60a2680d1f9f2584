import { describe, expect, it } from "vitest";
import { heightText, weightText } from "./body";

describe("height and weight", () => {
  it("writes heights in feet and inches", () => {
    expect(heightText(78)).toBe(`6' 6"`);
    expect(heightText(72)).toBe(`6' 0"`);
    expect(heightText(85.6)).toBe(`7' 2"`);
  });
  it("writes nothing for an unknown or impossible height or weight", () => {
    expect(heightText(null)).toBeNull();
    expect(heightText(0)).toBeNull();
    expect(weightText(null)).toBeNull();
    expect(weightText(215)).toBe("215 lbs");
  });
});
