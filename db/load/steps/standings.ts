// Step: the standings derived from the games (with each team's streak at the end of its regular
// season) and the season figures (derive-seasons.ts, decision 0031).
import type { Sql } from "../../database";
import type { GameRecord } from "../../import/types";
import { deriveSeasons } from "../derive-seasons";
import { endOfSeasonStreaks } from "../streaks";
import type { LoadStep } from "./load-context";

/** Each team's streak at the end of its regular season, on the standings derived from games. */
async function writeStreaks(tx: Sql, games: ReadonlyArray<GameRecord>, teamIds: ReadonlyMap<string, number>): Promise<void> {
  const streaks = endOfSeasonStreaks(games);
  await tx.query(
    `UPDATE standings st SET streak = u.length, streak_type = u.type
     FROM unnest($1::int[], $2::int[], $3::int[], $4::text[]) AS u(team_id, season, length, type)
     WHERE st.team_id = u.team_id AND st.season_start_year = u.season`,
    [streaks.map((x) => teamIds.get(x.team)), streaks.map((x) => x.season), streaks.map((x) => x.length), streaks.map((x) => x.type)],
  );
}

export const standings: LoadStep = {
  name: "standings and season figures",
  gamesSide: {
    copies: [{ table: "standings" }, { table: "championship_results", where: "from_games" }, { table: "season_summaries" }, { table: "league_season_figures" }],
  },
  async run({ tx, games, ids, counts }) {
    await deriveSeasons(tx, { streaks: (sql) => writeStreaks(sql, games, ids.teams) });
    counts.standings = (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM standings"))[0].n;
    counts.season_summaries = (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM season_summaries"))[0].n;
    await tx.exec("ANALYZE standings, season_summaries, league_season_figures, championship_results");
  },
};
