import { describe, expect, it } from "vitest";
import { eraIn, type Era } from "./eras";

const era = (name: string, first_season: number | null, last_season: number | null): Era => ({
  team_id: 1,
  name,
  first_season,
  last_season,
  city: null,
  abbreviation: null,
});

describe("eraIn", () => {
  const eras = [era("Seattle SuperSonics", 1967, 2007), era("Oklahoma City Thunder", 2008, null)];
  it("finds the era covering a season", () => {
    expect(eraIn(eras, 1995)?.name).toBe("Seattle SuperSonics");
    expect(eraIn(eras, 2020)?.name).toBe("Oklahoma City Thunder");
    expect(eraIn(eras, 1950)).toBeNull();
    expect(eraIn(undefined, 1950)).toBeNull();
  });
  it("prefers the era that began last when two cover a season", () => {
    expect(eraIn([era("Old", null, null), era("New", 2000, null)], 2001)?.name).toBe("New");
  });
});
