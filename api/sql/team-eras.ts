// A team's era (name, city, abbreviation, league) in a given season, as a LATERAL subquery.
/** The era of team `{team}` in season `{season}` (a LATERAL subquery body). */
export function eraInSeason(team: string, season: string): string {
  return `SELECT e.name, e.city, e.state, e.abbreviation, e.nickname, e.league_id FROM team_eras e
    WHERE e.team_id = ${team} AND coalesce(e.first_season, 0) <= ${season} AND coalesce(e.last_season, 9999) >= ${season}
    ORDER BY e.first_season DESC NULLS LAST LIMIT 1`;
}
