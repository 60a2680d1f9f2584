// JSON-LD: escaped for a <script> block, only known facts, the trail with absolute URLs.
import { describe, expect, it } from "vitest";
import { breadcrumbListLd, jsonLdText, sportsEventLd, sportsTeamLd } from "~/lib/json-ld";

describe("jsonLdText", () => {
  it("cannot close the script element, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script> & \u2028" };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("builders", () => {
  it("states no unknown value (no null, no empty place)", () => {
    const team = sportsTeamLd(
      {
        name: "Green Bay Packers",
        slug: "green-bay-packers",
        city: "Green Bay",
        state: null,
        country: null,
        sport: "Football",
        league: "National Football League",
        foundedYear: 1919,
        venue: null,
      },
      "https://nfl.example/teams/green-bay-packers/1966",
    );
    expect(team).toEqual({
      "@context": "https://schema.org",
      "@type": "SportsTeam",
      name: "Green Bay Packers",
      url: "https://nfl.example/teams/green-bay-packers/1966",
      sport: "Football",
      memberOf: { "@type": "SportsOrganization", name: "National Football League" },
      foundingDate: "1919",
      location: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Green Bay" } },
    });
    expect(JSON.stringify(team)).not.toContain("null");
  });

  it("names a game's teams, day and place", () => {
    const event = sportsEventLd(
      {
        home: { name: "Green Bay Packers", slug: "green-bay-packers" },
        away: { name: "Kansas City Chiefs", slug: "kansas-city-chiefs" },
        date: "2023-12-03",
        seasonYear: 2023,
        status: "final",
        sport: "Football",
        league: "National Football League",
        venue: { name: "Lambeau Field", city: "Green Bay", state: "WI" },
      },
      "https://nfl.example",
      "https://nfl.example/scores/1",
    );
    expect(event.name).toBe("Kansas City Chiefs at Green Bay Packers");
    expect(event.startDate).toBe("2023-12-03");
    expect(event).not.toHaveProperty("eventStatus");
    expect(event.homeTeam).toEqual({ "@type": "SportsTeam", name: "Green Bay Packers", url: "https://nfl.example/teams/green-bay-packers/2023" });
  });

  it("lists the trail in order, the last item being the page itself", () => {
    const list = breadcrumbListLd([{ label: "All Scores", to: "/scores" }, { label: "A at B" }], "https://nfl.example", "/scores/7");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "All Scores", item: "https://nfl.example/scores" },
      { "@type": "ListItem", position: 2, name: "A at B", item: "https://nfl.example/scores/7" },
    ]);
  });
});
