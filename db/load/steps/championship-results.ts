// Step: the championship results of the seed (db/seed/<league>/results), each team named as it was
// in that season.
import { namesKeys } from "../../../core/names";
import { bulkInsert } from "../bulk-insert";
import { eraInSeason } from "../seed";
import { madeBy, seasonKey, type LoadStep } from "./load-context";

export const championshipResults: LoadStep = {
  name: "championship results",
  gamesSide: "both",
  async run({ tx, seed, ids, seasonIds, counts }) {
    const seasonId = madeBy(seasonIds, "the season ids", "seasons");
    const eraName = (franchise: string | null, season: number) => (franchise ? (eraInSeason(seed.eras, franchise, season)?.name ?? null) : null);
    counts.championship_results = await bulkInsert(
      tx,
      "championship_results",
      [
        ["championship_id", "int"],
        ["season_id", "int"],
        ["season_start_year", "int"],
        ["edition", "text"],
        ["game_date", "date"],
        ["status", "text"],
        ["winner_team_id", "int"],
        ["runner_up_team_id", "int"],
        ["winner_name", "text"],
        ["runner_up_name", "text"],
        ["winner_score", "int"],
        ["runner_up_score", "int"],
        ["series", "text"],
        ["mvp", "text"],
        ["venue_name", "text"],
        ["city", "text"],
        ["state", "text"],
        ["winning_coach", "text"],
        ["winner_record", "text"],
        ["note", "text"],
        ["source", "text"],
        ["winning_coach_key", "text"],
      ],
      seed.results.map((r) => [
        ids.championships.get(r.championship),
        seasonId.get(seasonKey(r.league, r.season)),
        r.season,
        r.edition,
        r.date,
        r.status,
        r.winner ? ids.teams.get(r.winner) : null,
        r.runnerUp ? ids.teams.get(r.runnerUp) : null,
        eraName(r.winner, r.season),
        eraName(r.runnerUp, r.season),
        r.winnerScore,
        r.runnerUpScore,
        r.series,
        r.mvp,
        r.venue,
        r.city,
        r.state,
        r.winningCoach,
        r.winnerRecord,
        r.note,
        r.source,
        r.winningCoach ? namesKeys(r.winningCoach) : null,
      ]),
    );
  },
};
