// The league slugs of the project, in one place: the eight leagues of the network (one per sport
// site, the leagues the datasets and the live feed write) and the leagues only a team's former era or
// an opponent names (the AFL of 1960-69, the PCHA and WCHL of the early Stanley Cup, FCS opponents of
// FBS teams, decision 0024). Imported by the importers, the live feed, the API's parameters and the app.

export const NETWORK_LEAGUES = ["nfl", "nba", "mlb", "nhl", "cfb", "cbb", "cbs", "chk"] as const;
/** A league of the network: a sport site's league. */
export type NetworkLeagueSlug = (typeof NETWORK_LEAGUES)[number];

/** Leagues of the seed that no site is about: eras name the AFL, PCHA and WCHL; FCS teams are opponents. */
export const ERA_AND_OPPONENT_LEAGUES = ["afl", "pcha", "wchl", "fcs"] as const;

export const LEAGUE_SLUGS = [...NETWORK_LEAGUES, ...ERA_AND_OPPONENT_LEAGUES] as const;
/** Any league of the seed (db/seed/<league>/). */
export type LeagueSlug = (typeof LEAGUE_SLUGS)[number];

export function isNetworkLeague(value: string | null | undefined): value is NetworkLeagueSlug {
  return (NETWORK_LEAGUES as ReadonlyArray<string>).includes(value ?? "");
}
