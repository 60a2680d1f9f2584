// One page of every page type on the network, for the checks that walk them all (phone widths, page
// weight). A game page's id is looked up through the API, since ids follow the import.
import { apiGet } from "./support";

export type PageTarget = { site: string; path: string };

export const PAGE_TYPES: ReadonlyArray<PageTarget> = [
  { site: "hub", path: "/" },
  { site: "nfl", path: "/" },
  { site: "hub", path: "/championships" },
  { site: "nfl", path: "/championships/super-bowl" },
  { site: "hub", path: "/champions" },
  { site: "nhl", path: "/teams" },
  { site: "nfl", path: "/teams/green-bay-packers" },
  { site: "nfl", path: "/teams/green-bay-packers/1996?tab=schedule" },
  { site: "nba", path: "/scores" },
  { site: "nfl", path: "/week/football" },
  { site: "nba", path: "/seasons" },
  { site: "nba", path: "/seasons/2015-nba-season" },
  { site: "nfl", path: "/standings" },
  { site: "nba", path: "/players" },
  { site: "nba", path: "/players/lebron-james" },
  { site: "nhl", path: "/coaches" },
  { site: "hub", path: "/coaches" },
  { site: "nba", path: "/coaches?team=boston-celtics" },
  { site: "hub", path: "/standings" },
  { site: "cfb", path: "/teams" },
  { site: "nba", path: "/coaches/phil-jackson" },
  { site: "hub", path: "/search?q=bird" },
  { site: "nhl", path: "/analytics" },
  { site: "hub", path: "/data-quality" },
  { site: "hub", path: "/data-sources" },
  { site: "hub", path: "/features" },
  { site: "hub", path: "/privacy" },
  // Page types added since the list was first written (issue 32): the record book, the franchise
  // index, head-to-head, on this day, awards, a team overview with its season-by-season table.
  { site: "mlb", path: "/teams/new-york-yankees?view=seasons" },
  { site: "nhl", path: "/teams/montreal-canadiens?view=seasons" },
  { site: "nhl", path: "/franchises" },
  { site: "nba", path: "/records" },
  { site: "mlb", path: "/head-to-head?teams=los-angeles-dodgers,new-york-yankees" },
  { site: "hub", path: "/on-this-day?date=02-05" },
  { site: "nba", path: "/leaders" },
  { site: "nhl", path: "/awards" },
  { site: "nhl", path: "/awards/nhl-hart-memorial-trophy-mvp" },
  { site: "mlb", path: "/championships/world-series" },
  { site: "mlb", path: "/seasons/1998-mlb-season" },
  { site: "hub", path: "/search?q=Yankees%201998" },
];

/** A game page: Super Bowl LI (2017-02-05), found through the API. */
export async function gamePageTarget(): Promise<PageTarget> {
  const answer = await apiGet<{ results: Array<{ id: number }> }>(
    "nfl",
    "games/games/?sport__slug=football&level__slug=professional&game_date__gte=2017-02-05&game_date__lte=2017-02-05",
  );
  const game = answer.results[0];
  if (!game) throw new Error("Super Bowl LI is not in the database");
  return { site: "nfl", path: `/scores/${game.id}` };
}
