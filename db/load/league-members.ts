// Who is a member of a league in a season (decision 0024): a team whose era that season is in another
// league than the game's (an FCS program in an FBS game) is not. Its game counts for its opponent, a
// member; the team itself gets no standings row and no team-record row from it.

/** SQL true when team `team` is a member of league `league` in season `season` (column expressions). */
export function isLeagueMember(team: string, league: string, season: string): string {
  return `NOT EXISTS (SELECT 1 FROM team_eras e
                    WHERE e.team_id = ${team} AND e.league_id <> ${league}
                      AND coalesce(e.first_season, -1) <= ${season}
                      AND coalesce(e.last_season, 9999) >= ${season})`;
}
