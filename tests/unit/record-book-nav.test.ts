// Issue 26 item 6: a site's nav, footer, sitemap and search do not link a record-book page it holds
// nothing for. One rule (core/coverage.ts sectionsWithoutData over /core/coverage/'s kinds) feeds the
// header's sections and "Records" menu (nav-items.ts) and the sitemap's pages (app/.server/sitemap.ts).
// The kinds below are what the full data holds per site (docs/record-book.md).
import { describe, expect, it } from "vitest";
import { pathWithoutData, sectionsWithoutData } from "../../core/coverage";
import { isActivePath, recordsItems, siteNavItems } from "../../app/components/shell/nav-items";
import { staticPaths, STATIC_PATHS } from "../../app/.server/sitemap";

// College football: games, standings, a franchise index and team records; no players, coaches, leaders or awards.
const CFB = ["games", "standings", "franchise_index", "record_lists"];
// College baseball and hockey: teams only, no games.
const CBS: Array<string> = [];
// The NFL: no player statistics or awards in our data, so no leader lists or award index.
const NFL = ["games", "team_records", "standings", "players", "coaches", "franchise_index", "record_lists", "rosters", "coach_records"];
const MLB = [...NFL, "player_stats", "leader_lists", "award_index", "awards"];

const labels = (items: ReadonlyArray<{ label: string }>) => items.map((item) => item.label);

describe("the record book's pages by the nav rule", () => {
  it("names the record-book pages a site holds nothing for", () => {
    expect(sectionsWithoutData(CFB)).toEqual(["players", "coaches", "leaders", "awards"]);
    expect(sectionsWithoutData(CBS)).toEqual(["standings", "players", "coaches", "leaders", "franchises", "records", "awards", "on-this-day", "head-to-head"]);
    expect(sectionsWithoutData(NFL)).toEqual(["leaders", "awards"]);
    expect(sectionsWithoutData(MLB)).toEqual([]);
  });

  it("reads a path's section from its first segment, query and deeper paths included", () => {
    const empty = ["awards", "leaders"];
    expect(pathWithoutData("/awards", empty)).toBe(true);
    expect(pathWithoutData("/awards/mlb-mvp", empty)).toBe(true);
    expect(pathWithoutData("/leaders?league=mlb", empty)).toBe(true);
    expect(pathWithoutData("/records", empty)).toBe(false);
    // A path that only begins like a section is another page.
    expect(pathWithoutData("/awardsfoo", empty)).toBe(false);
  });

  it("college football: the Records menu holds the pages with data and the header's Records links the first", () => {
    const empty = sectionsWithoutData(CFB);
    expect(labels(recordsItems(empty))).toEqual(["Franchises", "Team Records", "On This Day"]);
    expect(siteNavItems(empty).find((item) => item.label === "Records")?.to).toBe("/franchises");
    expect(labels(siteNavItems(empty))).toEqual(["Scores", "Seasons", "Standings", "Teams", "Records"]);
    // Reached directly, a page without data still names itself in the menu (its empty message follows).
    expect(labels(recordsItems(empty, "/leaders"))).toEqual(["Leaders", "Franchises", "Team Records", "On This Day"]);
    expect(labels(recordsItems(empty, "/head-to-head"))).toEqual(["Franchises", "Team Records", "On This Day", "Head-to-Head"]);
  });

  it("a site with nothing of the record book has no Records menu", () => {
    const items = siteNavItems(sectionsWithoutData(CBS));
    expect(labels(items)).toEqual(["Scores", "Seasons", "Teams"]);
  });

  it("a pro site keeps what it holds; the hub (no empty sections) keeps every item", () => {
    expect(labels(recordsItems(sectionsWithoutData(NFL)))).toEqual(["Franchises", "Team Records", "On This Day"]);
    expect(labels(recordsItems(sectionsWithoutData(MLB)))).toEqual(["Leaders", "Franchises", "Team Records", "Awards", "On This Day"]);
    expect(siteNavItems([]).find((item) => item.label === "Records")?.to).toBe("/leaders");
    expect(labels(siteNavItems([]))).toEqual(["Scores", "Seasons", "Standings", "Teams", "Players", "Coaches", "Records"]);
  });

  it("marks Records active on every record-book page, whatever page it links", () => {
    const records = siteNavItems(sectionsWithoutData(CFB)).find((item) => item.label === "Records");
    if (!records) throw new Error("no Records item");
    expect(isActivePath("/leaders", records)).toBe(true);
    expect(isActivePath("/awards/heisman", records)).toBe(true);
    expect(isActivePath("/head-to-head", records)).toBe(true);
    expect(isActivePath("/teams", records)).toBe(false);
    expect(isActivePath("/teams/x", { label: "Teams", to: "/teams" })).toBe(true);
    expect(isActivePath("/teamsfoo", { label: "Teams", to: "/teams" })).toBe(false);
  });

  it("leaves the pages of empty sections out of the sitemap", () => {
    const cbs = staticPaths(sectionsWithoutData(CBS));
    for (const path of ["/standings", "/players", "/coaches", "/leaders", "/franchises", "/records", "/awards", "/on-this-day"])
      expect(cbs).not.toContain(path);
    expect(cbs).toEqual(expect.arrayContaining(["/", "/teams", "/scores", "/seasons", "/championships", "/privacy"]));
    expect(staticPaths([])).toEqual(STATIC_PATHS);
  });
});
