// Step: a seeded tournament's undated games (decision 0179), each with its round, seeds and result, for
// the brackets step to draw the tournament as it was drawn. Not games of the games table: they have no date.
import { bulkInsert } from "../bulk-insert";
import { madeBy, seasonKey, type LoadStep } from "./load-context";

export const tournamentGames: LoadStep = {
  name: "tournament games",
  gamesSide: "also",
  async run({ tx, datasets, ids, seasonIds, counts }) {
    const seasonId = madeBy(seasonIds, "the season ids", "seasons");
    await tx.exec("TRUNCATE tournament_games RESTART IDENTITY");
    const rows = datasets.flatMap(({ data }) =>
      data.tournamentGames.map((g) => {
        const season = seasonId.get(seasonKey(g.league, g.season));
        const [winner, loser] = [ids.teams.get(g.winner), ids.teams.get(g.loser)];
        // The importer resolved both teams and the seasons step made every season a dataset names.
        if (season === undefined || winner === undefined || loser === undefined) {
          throw new Error(`${g.source}/${g.file}:${g.line}: a tournament game of a season or team the import did not write`);
        }
        return [
          ids.leagues.get(g.league),
          season,
          g.season,
          g.round,
          winner,
          loser,
          g.winnerSeed,
          g.loserSeed,
          g.winnerScore,
          g.loserScore,
          g.noContest,
          g.source,
          g.line,
        ];
      }),
    );
    counts.tournament_games = await bulkInsert(
      tx,
      "tournament_games",
      [
        ["league_id", "int"],
        ["season_id", "int"],
        ["season_start_year", "int"],
        ["round", "int"],
        ["winner_team_id", "int"],
        ["loser_team_id", "int"],
        ["winner_seed", "int"],
        ["loser_seed", "int"],
        ["winner_score", "int"],
        ["loser_score", "int"],
        ["no_contest", "bool"],
        ["source", "text"],
        ["source_line", "int"],
      ],
      rows,
    );
    await tx.exec("ANALYZE tournament_games");
  },
};
