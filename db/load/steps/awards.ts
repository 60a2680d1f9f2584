// Step: the awards the datasets list, each to a person we hold (its kind is set with the people facts).
import { bulkInsert } from "../bulk-insert";
import { madeBy, type LoadStep } from "./load-context";

export const awards: LoadStep = {
  name: "awards",
  async run({ tx, datasets, ids, people, counts }) {
    const personIds = madeBy(people, "the people", "people, players and player seasons").ids;
    const awards = datasets.flatMap(({ data }) => data.awards).filter((a) => personIds.has(a.personKey));
    counts.awards = await bulkInsert(
      tx,
      "awards",
      [
        ["person_id", "int"],
        ["league_id", "int"],
        ["season_start_year", "int"],
        ["name", "text"],
        ["source", "text"],
      ],
      awards.map((a) => [personIds.get(a.personKey), ids.leagues.get(a.league), a.season, a.award, a.source]),
    );
  },
};
