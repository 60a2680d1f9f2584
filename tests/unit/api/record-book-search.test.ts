// The search finds the record book's pages by name: the pages themselves, a league's leader list, an
// award (which leads to /awards/{slug}). The word rule alone, then the search on the full data (needs
// SPORTS_DATA_DIR and the imported database; award names as Baseball-Reference and Hockey-Reference give them).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { pageMatchRank } from "../../../api/records/page-search";
import { openDatabase, type Database } from "../../../db/database";

describe("a record-book page's name matched by words", () => {
  it("folds plurals and hyphens; every word typed must begin a word of the name", () => {
    expect(pageMatchRank("home run leaders", "Home runs leaders")).toBe(0);
    expect(pageMatchRank("head to head", "Head-to-Head")).toBe(0);
    expect(pageMatchRank("records", "Team Records")).toBe(2);
    expect(pageMatchRank("team rec", "Team Records")).toBe(1);
    expect(pageMatchRank("cy young", "AL Cy Young Award")).toBe(2);
    expect(pageMatchRank("home run leaders", "Hits leaders")).toBeNull();
    // A word of one or two letters names a whole word only ("to" is not "today").
    expect(pageMatchRank("to", "Today in history")).toBeNull();
    expect(pageMatchRank("--", "Leaders")).toBeNull();
  });
});

const dataDir = process.env.SPORTS_DATA_DIR;

type Hit = { path: string; name: string; rank: number };
type Found = { pages: Array<Hit>; players: Array<{ slug: string }> };

describe.skipIf(!dataDir)("record-book pages in the search on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function search(q: string, site = ""): Promise<Found> {
    const response = await handleApiRequest(new Request(`http://test/api/core/search/?q=${encodeURIComponent(q)}${site}`), db);
    expect(response.status, q).toBe(200);
    return (await response.json()) as Found;
  }
  const paths = (found: Found) => found.pages.map((p) => p.path);

  it.each([
    ["leaders", "/leaders"],
    ["records", "/records"],
    ["awards", "/awards"],
    ["franchises", "/franchises"],
    ["on this day", "/on-this-day"],
    ["home run leaders", "/leaders?league=mlb&stat=home-runs"],
    ["MVP", "/awards"],
  ])("'%s' finds %s first", async (q, path) => {
    const found = await search(q);
    expect(found.pages[0]?.path).toBe(path);
    expect(found.pages[0]?.rank).toBe(0);
  });

  it("an award by its name leads to its page: Cy Young, the Hart Trophy, the NBA's MVP", async () => {
    expect(paths(await search("Cy Young"))).toEqual(expect.arrayContaining(["/awards/mlb-al-cy-young-award", "/awards/mlb-nl-cy-young-award"]));
    expect(paths(await search("hart trophy"))).toContain("/awards/nhl-hart-memorial-trophy-mvp");
    expect(paths(await search("MVP"))).toEqual(expect.arrayContaining(["/awards/nba-most-valuable-player", "/awards/nhl-hart-memorial-trophy-mvp"]));
  });

  it("head to head leads to the teams (a team page picks the pair); a sport site finds its own lists only; a name finds no page", async () => {
    expect((await search("head to head")).pages[0]).toMatchObject({ name: "Head-to-Head", path: "/teams" });
    const hockey = paths(await search("leaders", "&sport__slug=hockey&level__slug=professional"));
    expect(hockey).toContain("/leaders?league=nhl&stat=goals");
    expect(hockey.some((p) => p.includes("league=mlb"))).toBe(false);
    expect(paths(await search("Cy Young", "&sport__slug=hockey&level__slug=professional"))).toEqual([]);
    const ruth = await search("babe ruth");
    expect(ruth.players[0]?.slug).toBe("babe-ruth");
    // The Babe Ruth Award is one award for all of MLB (decision 0157).
    expect(paths(ruth)).toContain("/awards/mlb-babe-ruth-award");
    expect(paths(await search("green"))).toEqual([]);
  });
});
