// The data-quality bar colour rule at and around its two thresholds.
import { describe, expect, it } from "vitest";
import { dataBarColour } from "~/components/ui/data-bar-colour";

describe("dataBarColour", () => {
  it("is green at 95 and above", () => {
    expect(dataBarColour(95)).toBe("green");
    expect(dataBarColour(98)).toBe("green");
    expect(dataBarColour(100)).toBe("green");
  });

  it("is amber from 80 up to just below 95", () => {
    expect(dataBarColour(94.9)).toBe("amber");
    expect(dataBarColour(80)).toBe("amber");
  });

  it("is red below 80", () => {
    expect(dataBarColour(79.9)).toBe("red");
    expect(dataBarColour(0)).toBe("red");
  });
});
