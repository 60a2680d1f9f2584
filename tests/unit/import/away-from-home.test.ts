// Home games away from home in a dataset that names venues but flags none (db/import/away-from-home.ts):
// the 2017-18 Senators' home games in Stockholm and at Lansdowne Park are marked, their usual arena's not;
// the 2018-19 Islanders' two homes and the 2011-12 Hurricanes' renamed arena are homes, not trips.
import { describe, expect, it } from "vitest";
import { markVenuesAwayFromHome } from "../../../db/import/away-from-home";
import type { GameRecord } from "../../../db/import/types";

let line = 1;
function game(season: number, home: string, venue: string, date: string, away = "boston-bruins"): GameRecord {
  line += 1;
  return {
    source: "test",
    file: "game.csv",
    line,
    league: "nhl",
    season,
    date,
    home,
    away,
    homeScore: 3,
    awayScore: 2,
    status: "final",
    type: "regular",
    venue,
  };
}
const days = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `2017-12-${String(from + i).padStart(2, "0")}`);

describe("home games away from home, from the venues of a club's season", () => {
  it("marks the few home games at another venue (a series abroad, an outdoor game) as neutral sites", () => {
    const senators = [
      ...days(20).map((date) => game(2017, "ottawa-senators", "Canadian Tire Centre", date)),
      game(2017, "ottawa-senators", "Ericsson Globe", "2017-11-10", "colorado-avalanche"),
      game(2017, "ottawa-senators", "Lansdowne Park", "2017-12-16", "montreal-canadiens"),
    ];
    // The same game listed twice is one game, not two at Stockholm.
    senators.push({ ...senators[20] });
    markVenuesAwayFromHome(senators);
    expect(senators.filter((g) => g.neutralSite).map((g) => g.venue)).toEqual(["Ericsson Globe", "Lansdowne Park", "Ericsson Globe"]);
  });

  it("keeps a second home (the Islanders' 20 games at Barclays Center) and a renamed arena as homes", () => {
    const islanders = [
      ...days(21).map((date) => game(2018, "new-york-islanders", "NYCB Live/Nassau Coliseum", date)),
      ...days(20).map((date) => game(2018, "new-york-islanders", "Barclays Center", date, "new-jersey-devils")),
    ];
    const hurricanes = [
      ...days(25).map((date) => game(2011, "carolina-hurricanes", "RBC Center", date)),
      ...days(5, 26).map((date) => game(2011, "carolina-hurricanes", "PNC Arena", date)),
    ];
    markVenuesAwayFromHome([...islanders, ...hurricanes]);
    expect([...islanders, ...hurricanes].some((g) => g.neutralSite)).toBe(false);
  });
});
