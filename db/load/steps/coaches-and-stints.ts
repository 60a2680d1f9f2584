// Step: coaches (one per person and league) and their stints (one per coach, team and season, mergeStints).
import { bulkInsert } from "../bulk-insert";
import { creditGameManagers, managersFromGames, personKeysByRetroId } from "../game-managers";
import { mergeStints } from "../people-derived";
import { slugify, uniqueSlugger } from "../slug";
import { madeBy, type LoadStep } from "./load-context";

export const coachesAndStints: LoadStep = {
  name: "coaches and stints",
  async run({ tx, datasets, games, ids, people, counts }) {
    const { ids: personIds, fullNames } = madeBy(people, "the people", "people, players and player seasons");
    // MLB managers are credited with the games they managed where the game logs name them (decision 0182).
    const written = datasets.flatMap(({ data }) => data.people).filter((p) => personIds.has(p.key));
    const managed = managersFromGames(games, personKeysByRetroId(written));
    const credited = creditGameManagers(
      datasets.flatMap(({ data }) => data.coachStints),
      managed,
    );
    const stints = mergeStints(credited.filter((s) => personIds.has(s.personKey) && ids.teams.has(s.team)));
    const coachIds = new Map<string, number>();
    const coachRows: Array<Array<unknown>> = [];
    const coachSlug = uniqueSlugger();
    for (const s of stints) {
      const key = `${s.personKey}|${s.league}`;
      if (coachIds.has(key)) continue;
      const id = coachRows.length + 1;
      coachIds.set(key, id);
      const personId = personIds.get(s.personKey) as number;
      // Coach slugs are their own namespace: coach Phil Jackson is /coaches/phil-jackson even though player Phil Jackson has the person slug.
      coachRows.push([id, coachSlug(slugify(fullNames.get(personId) ?? s.personKey)), personId, ids.leagues.get(s.league)]);
    }
    counts.coaches = await bulkInsert(
      tx,
      "coaches",
      [
        ["id", "int"],
        ["slug", "text"],
        ["person_id", "int"],
        ["league_id", "int"],
      ],
      coachRows,
    );
    counts.coaching_stints = await bulkInsert(
      tx,
      "coaching_stints",
      [
        ["coach_id", "int"],
        ["team_id", "int"],
        ["season_start_year", "int"],
        ["title", "text"],
        ["is_head_coach", "bool"],
        ["wins", "int"],
        ["losses", "int"],
        ["ties", "int"],
        ["playoff_wins", "int"],
        ["playoff_losses", "int"],
        ["source", "text"],
        ["season_order", "int"],
        ["note", "text"],
      ],
      stints.map((s) => [
        coachIds.get(`${s.personKey}|${s.league}`),
        ids.teams.get(s.team),
        s.season,
        s.title,
        s.isHeadCoach,
        s.wins ?? null,
        s.losses ?? null,
        s.ties ?? null,
        s.playoffWins ?? null,
        s.playoffLosses ?? null,
        s.source,
        s.seasonOrder ?? null,
        s.note ?? null,
      ]),
    );
  },
};
