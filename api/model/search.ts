// The network's search (/core/search/?q=): teams, players, coaches, championships and seasons, each
// list ranked (exact and prefix matches first).
import { z } from "zod";
import { int, nullableInt, nullableString } from "./common";

/** The most hits the search gives a group (a full group links to the directory that pages through all). */
export const SEARCH_GROUP_LIMIT = 10;

const searchHit = z.object({ slug: z.string(), name: z.string(), sport: z.string(), league: z.string(), rank: z.number() }).passthrough();

export const searchResults = z.object({
  query: z.string(),
  teams: z.array(searchHit.extend({ city: nullableString, matched_name: z.string() })),
  players: z.array(searchHit.extend({ position: nullableString, first_season: nullableInt, last_season: nullableInt })),
  coaches: z.array(searchHit),
  championships: z.array(searchHit),
  /** Titles (championship results) by edition or year; slug is the season's. */
  titles: z.array(searchHit.extend({ label: z.string(), start_year: int, winner_name: nullableString, runner_up_name: nullableString, score: nullableString })),
  seasons: z.array(searchHit.extend({ label: z.string(), start_year: int })),
  /** A team and a season ("Yankees 1998", "Bulls 1995-96"): slug is the team's, name its name that season. */
  team_seasons: z.array(searchHit.extend({ label: z.string(), start_year: int })),
  /** Record-book pages a name matches: Leaders, a league's leader list, an award, On This Day (path includes its query). */
  pages: z.array(z.object({ path: z.string(), name: z.string(), detail: z.string(), rank: z.number() })),
});

export type SearchResults = z.infer<typeof searchResults>;
