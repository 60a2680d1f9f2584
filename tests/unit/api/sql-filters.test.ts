// The one site filter: a request's sport and level become conditions on the sport's and level's slugs,
// with a site's "college" stored as NCAA Division I; and the Where builder's placeholders.
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/errors";
import { inSite, siteScope, siteScopeOf, Where, whereInSite } from "../../../api/sql-filters";

const url = (query: string) => new URL(`http://localhost/api/x/?${query}`);

describe("siteScope", () => {
  it("reads the sport and the level, college as NCAA Division I", () => {
    expect(siteScope(url("sport__slug=basketball&level__slug=college"))).toEqual({ sport: "basketball", level: "ncaa-division-i" });
    expect(siteScope(url("sport__slug=football&level__slug=professional"))).toEqual({ sport: "football", level: "professional" });
    expect(siteScope(url("level__slug=ncaa-division-ii"))).toEqual({ sport: undefined, level: "ncaa-division-ii" });
  });

  it("is empty for the hub, and a malformed sport is a 400 naming it", () => {
    expect(siteScope(url(""))).toEqual({ sport: undefined, level: undefined });
    expect(() => siteScope(url("sport__slug=curling"))).toThrow(ApiError);
    expect(() => siteScope(url("sport__slug=curling"))).toThrow(/'sport__slug'/);
  });

  it("maps already-parsed parameters the same way", () => {
    expect(siteScopeOf({ sport__slug: "hockey", level__slug: "college" })).toEqual({ sport: "hockey", level: "ncaa-division-i" });
  });
});

describe("whereInSite", () => {
  it("adds the sport and level conditions after the ones already there, numbering placeholders on", () => {
    const where = new Where().add("g.season_start_year = ?", 2022);
    whereInSite(where, { sport: "baseball", level: "ncaa-division-i" });
    expect(String(where)).toBe("WHERE g.season_start_year = $1 AND s.slug = $2 AND lv.slug = $3");
    expect(where.values).toEqual([2022, "baseball", "ncaa-division-i"]);
  });

  it("uses the columns a query names, and adds nothing for the hub", () => {
    const where = whereInSite(new Where(), { sport: "football", level: "professional" }, { sport: "ss.sport_slug", level: "ss.level_slug" });
    expect(String(where)).toBe("WHERE ss.sport_slug = $1 AND ss.level_slug = $2");
    expect(String(whereInSite(new Where(), {}))).toBe("");
  });
});

describe("inSite", () => {
  it("keeps a row of the site's sport and stored level, refuses another", () => {
    const cbb = siteScope(url("sport__slug=basketball&level__slug=college"));
    expect(inSite(cbb, { sport: "basketball", level: "ncaa-division-i" })).toBe(true);
    expect(inSite(cbb, { sport: "basketball", level: "professional" })).toBe(false);
    expect(inSite(cbb, { sport: "football", level: "ncaa-division-i" })).toBe(false);
    expect(inSite({}, { sport: "hockey", level: "professional" })).toBe(true);
  });
});
