import { describe, expect, it } from "vitest";
import { inAppLink, type CurrentLocation } from "~/components/kit/RowLinks";

const at = (href: string): CurrentLocation => {
  const url = new URL(href);
  return { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash };
};

describe("inAppLink", () => {
  const page = at("http://nfl.localhost:3000/seasons/1999-nfl-season/bracket?x=1");

  it("navigates a same-origin path in the app, with its query and hash", () => {
    expect(inAppLink("/scores", page)).toEqual({ path: "/scores", current: false });
    expect(inAppLink("/teams/st-louis-rams/1999?tab=roster#qb", page)).toEqual({ path: "/teams/st-louis-rams/1999?tab=roster#qb", current: false });
    expect(inAppLink("http://nfl.localhost:3000/players", page)).toEqual({ path: "/players", current: false });
  });

  it("resolves a relative href against the page", () => {
    expect(inAppLink("../2000-nfl-season", page)).toEqual({ path: "/seasons/2000-nfl-season", current: false });
  });

  it("marks a link to the page it is on (replaced, as <Link> does)", () => {
    expect(inAppLink("/seasons/1999-nfl-season/bracket?x=1", page)).toEqual({ path: "/seasons/1999-nfl-season/bracket?x=1", current: true });
    expect(inAppLink("/seasons/1999-nfl-season/bracket", page)?.current).toBe(false);
  });

  it("leaves other origins, mailto: and in-page anchors to the browser", () => {
    expect(inAppLink("http://nba.localhost:3000/", page)).toBeNull();
    expect(inAppLink("https://admin.example.com/", page)).toBeNull();
    expect(inAppLink("mailto:hello@example.com", page)).toBeNull();
    expect(inAppLink("#", page)).toBeNull();
    expect(inAppLink("#main-content", page)).toBeNull();
  });
});
