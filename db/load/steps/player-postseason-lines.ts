// Step: players' postseason lines (decision 0185), apart from their season lines: no leader list,
// record or career total reads them. A line whose player has no season line in his league is counted
// as unmatched (the importers already report those they can see: Lahman's postseason-only rows).
import { bulkInsert } from "../bulk-insert";
import { madeBy, type LoadStep } from "./load-context";

export const playerPostseasonLines: LoadStep = {
  name: "player postseason lines",
  async run(ctx) {
    const { tx, datasets, ids, counts } = ctx;
    const players = madeBy(ctx.players, "the players' ids", "people, players and player seasons");
    const rows: Array<Array<unknown>> = [];
    let unmatched = 0;
    for (const { data } of datasets) {
      for (const line of data.playerPostseasons) {
        const player = players.get(`${line.personKey}|${line.league}`);
        const team = ids.teams.get(line.team);
        if (player === undefined || team === undefined) {
          unmatched += 1;
          continue;
        }
        rows.push([player, team, line.season, line.round, line.stats, line.source]);
      }
    }
    counts.player_postseason_lines = await bulkInsert(
      tx,
      "player_postseason_lines",
      [
        ["player_id", "int"],
        ["team_id", "int"],
        ["season_start_year", "int"],
        ["round", "text"],
        ["stats", "jsonb"],
        ["source", "text"],
      ],
      rows,
    );
    if (unmatched > 0) counts.player_postseason_lines_without_a_player = unmatched;
  },
};
