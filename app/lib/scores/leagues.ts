// The leagues of each sport, for the week view's league filter.
import type { NetworkLeagueSlug } from "@core/leagues";
import type { SportSlug } from "@core/sports";

export const LEAGUES_BY_SPORT: Readonly<Record<SportSlug, ReadonlyArray<{ slug: NetworkLeagueSlug; name: string }>>> = {
  football: [
    { slug: "nfl", name: "NFL" },
    { slug: "cfb", name: "College Football" },
  ],
  basketball: [
    { slug: "nba", name: "NBA" },
    { slug: "cbb", name: "College Basketball" },
  ],
  baseball: [
    { slug: "mlb", name: "MLB" },
    { slug: "cbs", name: "College Baseball" },
  ],
  hockey: [
    { slug: "nhl", name: "NHL" },
    { slug: "chk", name: "College Hockey" },
  ],
};
