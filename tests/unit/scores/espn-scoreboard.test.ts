// The ESPN-shape scoreboard parser: every field the feed is read for, missing fields, wrong types and malformed files.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FeedError, leagueOfScoreboard, parseScoreboard, statusFromFeed } from "../../../db/live/espn-scoreboard";

const FIXTURES = new URL("../../fixtures/espn-scoreboard/", import.meta.url).pathname;
const fixture = (name: string) => JSON.parse(readFileSync(`${FIXTURES}${name}`, "utf8")) as Record<string, unknown>;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function board(events: Array<Json>, league: Json = { slug: "nba", abbreviation: "NBA" }): Json {
  return { leagues: [league], season: { year: 2025, type: 2 }, events };
}

function event(overrides: Json = {}): Json {
  const base: Json = {
    id: "401",
    date: "2025-01-15T00:30Z",
    season: { year: 2025, type: 2 },
    week: { number: 12 },
    status: { period: 3, displayClock: "7:12", type: { name: "STATUS_IN_PROGRESS", state: "in", description: "In Progress" } },
    competitions: [
      {
        attendance: 19812,
        neutralSite: false,
        venue: { fullName: "Madison Square Garden", address: { city: "New York", state: "NY" } },
        competitors: [
          {
            homeAway: "home",
            score: "77",
            team: { abbreviation: "NY", displayName: "New York Knicks", location: "New York" },
            linescores: [{ value: 27 }, { value: 24 }, { value: 26 }],
          },
          { homeAway: "away", score: "70", team: { abbreviation: "BOS", displayName: "Boston Celtics", location: "Boston" } },
        ],
      },
    ],
  };
  return { ...base, ...overrides };
}

describe("status mapping", () => {
  it("maps pre, in and post; postponed and canceled names win over the state", () => {
    expect(statusFromFeed("pre", "STATUS_SCHEDULED")).toBe("scheduled");
    expect(statusFromFeed("in", "STATUS_IN_PROGRESS")).toBe("live");
    expect(statusFromFeed("in", "STATUS_HALFTIME")).toBe("live");
    expect(statusFromFeed("post", "STATUS_FINAL")).toBe("final");
    expect(statusFromFeed("post", "STATUS_FINAL_OT")).toBe("final");
    expect(statusFromFeed("post", "STATUS_POSTPONED")).toBe("postponed");
    expect(statusFromFeed("pre", "STATUS_POSTPONED")).toBe("postponed");
    expect(statusFromFeed("post", "STATUS_CANCELED")).toBe("postponed");
    expect(statusFromFeed("later", "STATUS_FINAL")).toBeNull();
    expect(statusFromFeed(null, null)).toBeNull();
  });
});

describe("the league", () => {
  it("comes from leagues[0].slug, else its abbreviation", () => {
    expect(leagueOfScoreboard({ leagues: [{ slug: "college-football" }] })).toBe("cfb");
    expect(leagueOfScoreboard({ leagues: [{ slug: "mens-college-basketball" }] })).toBe("cbb");
    expect(leagueOfScoreboard({ leagues: [{ slug: "college-baseball" }] })).toBe("cbs");
    expect(leagueOfScoreboard({ leagues: [{ slug: "mens-college-hockey" }] })).toBe("chk");
    expect(leagueOfScoreboard({ leagues: [{ abbreviation: "NHL" }] })).toBe("nhl");
    expect(leagueOfScoreboard({ leagues: [{ slug: "wnba" }] })).toBeNull();
    expect(leagueOfScoreboard({ leagues: "nfl" })).toBeNull();
  });
});

describe("an event", () => {
  it("reads every field the feed is used for", () => {
    const { league, games, skipped } = parseScoreboard(board([event()]));
    expect(league).toBe("nba");
    expect(skipped).toEqual([]);
    expect(games).toEqual([
      {
        eventId: "401",
        league: "nba",
        startsAt: "2025-01-15T00:30Z",
        date: "2025-01-14",
        time: "19:30",
        seasonYear: 2025,
        seasonType: 2,
        week: 12,
        status: "live",
        statusName: "STATUS_IN_PROGRESS",
        statusDetail: "In Progress",
        period: 3,
        displayClock: "7:12",
        overtime: null,
        venue: { name: "Madison Square Garden", city: "New York", state: "NY" },
        attendance: 19812,
        neutralSite: false,
        home: { homeAway: "home", abbreviation: "NY", displayName: "New York Knicks", location: "New York", score: 77, periods: [27, 24, 26] },
        away: { homeAway: "away", abbreviation: "BOS", displayName: "Boston Celtics", location: "Boston", score: 70, periods: null },
      },
    ]);
  });

  it("leaves out what is missing: scores before the start, the clock after the end, venue, attendance, week", () => {
    const pre = event({ status: { type: { name: "STATUS_SCHEDULED", state: "pre" } }, week: undefined, season: undefined });
    delete pre.competitions[0].venue;
    delete pre.competitions[0].attendance;
    pre.competitions[0].competitors[0].score = "0";
    const [game] = parseScoreboard({ leagues: [{ slug: "nba" }], events: [pre] }).games;
    expect(game.status).toBe("scheduled");
    expect(game.home.score).toBeNull();
    expect(game.away.score).toBeNull();
    expect(game.venue).toBeNull();
    expect(game.attendance).toBeNull();
    expect(game.week).toBeNull();
    expect(game.seasonYear).toBeNull();
    expect(game.period).toBeNull();
    expect(game.statusDetail).toBeNull();
  });

  it("takes the league's week and season when the event has none", () => {
    const document = board([event({ week: undefined, season: undefined })]);
    document.week = { number: 7 };
    const [game] = parseScoreboard(document).games;
    expect(game.week).toBe(7);
    expect(game.seasonYear).toBe(2025);
  });

  it("skips an event with a wrong type, naming it, and keeps the others", () => {
    const cases: Array<[Json, string]> = [
      [event({ id: undefined }), "no id"],
      [event({ id: { value: 1 } }), "no id"],
      [event({ id: "402", date: 20250115 }), "no readable date"],
      [event({ id: "403", date: "tomorrow" }), "no readable date"],
      [event({ id: "404", status: { type: { state: "halfway" } } }), "not pre, in or post"],
      [event({ id: "405", competitions: [] }), "no competition"],
      [event({ id: "406", competitions: "x" }), "no competition"],
    ];
    for (const [bad, reason] of cases) {
      const { games, skipped } = parseScoreboard(board([bad, event({ id: "999" })]));
      expect(games.map((g) => g.eventId)).toEqual(["999"]);
      expect(skipped).toHaveLength(1);
      expect(skipped[0].reason).toContain(reason);
    }
  });

  it("refuses a score that is not a whole number, and a final game without both scores", () => {
    const wrongScore = event({ id: "410" });
    wrongScore.competitions[0].competitors[1].score = "seventy";
    const noScore = event({ id: "411", status: { type: { name: "STATUS_FINAL", state: "post" } } });
    delete noScore.competitions[0].competitors[1].score;
    const numberScore = event({ id: "412" });
    numberScore.competitions[0].competitors[1].score = 70;
    const { games, skipped } = parseScoreboard(board([wrongScore, noScore, numberScore]));
    expect(skipped.map((s) => [s.eventId, s.reason])).toEqual([
      ["410", "the away score is not a whole number"],
      ["411", "a final game without both scores"],
    ]);
    expect(games.map((g) => [g.eventId, g.away.score])).toEqual([["412", 70]]);
  });

  it("keeps every number within its column's bounds", () => {
    const huge = event({
      id: "430",
      week: { number: 1e12 },
      season: { year: 99999, type: 2 },
      status: { period: 1e9, displayClock: "x".repeat(500), type: { state: "in", name: "STATUS_IN_PROGRESS" } },
    });
    huge.competitions[0].attendance = 5e10;
    const { games } = parseScoreboard(board([huge]));
    expect(games[0]).toMatchObject({ week: null, seasonYear: null, period: null, attendance: null });
    expect(games[0].displayClock).toHaveLength(120);
    const overflow = event({ id: "431" });
    overflow.competitions[0].competitors[0].score = "123456789012";
    expect(parseScoreboard(board([overflow])).skipped[0].reason).toBe("the home score is out of range");
  });

  it("needs a home and an away team with a code or a name", () => {
    const oneSide = event({ id: "420" });
    oneSide.competitions[0].competitors.pop();
    const nameless = event({ id: "421" });
    nameless.competitions[0].competitors[0].team = { id: "1" };
    const { skipped } = parseScoreboard(board([oneSide, nameless]));
    expect(skipped.map((s) => s.reason)).toEqual(["the event does not list a home and an away team", "the home team has no abbreviation or name"]);
  });

  it("counts an event listed twice once", () => {
    const { games, skipped } = parseScoreboard(board([event(), event()]));
    expect(games).toHaveLength(1);
    expect(skipped[0].reason).toContain("twice");
  });
});

describe("a malformed document", () => {
  it("is one FeedError, whatever is wrong with it", () => {
    for (const bad of [null, "text", 42, [], {}, { leagues: [] }, { leagues: [{ slug: "nba" }] }, { leagues: [{ slug: "nba" }], events: {} }]) {
      expect(() => parseScoreboard(bad)).toThrow(FeedError);
    }
  });

  it("includes the recorded malformed fixture, which is not JSON at all", () => {
    expect(() => JSON.parse(readFileSync(`${FIXTURES}nba-3-malformed.json`, "utf8"))).toThrow(SyntaxError);
  });
});

describe("the recorded fixtures", () => {
  it("go from pre to in to post, with a postponed game and an unknown team", () => {
    const pre = parseScoreboard(fixture("nba-1-pre.json"));
    const live = parseScoreboard(fixture("nba-2-in.json"));
    const post = parseScoreboard(fixture("nba-4-post.json"));
    const knicks = (board: typeof pre) => board.games.find((g) => g.eventId === "900001");
    expect(knicks(pre)).toMatchObject({ status: "scheduled", date: "2025-01-14", time: "19:30", home: { score: null } });
    expect(knicks(live)).toMatchObject({ status: "live", period: 2, displayClock: "5:32", home: { score: 51 }, away: { score: 48 } });
    expect(knicks(post)).toMatchObject({ status: "final", period: null, home: { score: 112, periods: [27, 24, 30, 31] }, away: { score: 108 } });
    expect(live.games.find((g) => g.eventId === "900002")).toMatchObject({ status: "postponed", statusDetail: "Postponed", home: { score: null } });
    expect(live.games.find((g) => g.eventId === "900003")?.home.abbreviation).toBe("XYZ");
  });
});
