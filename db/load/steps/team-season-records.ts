// Step: the team-season records the datasets publish (wins, losses, points, division rank), beside
// the standings derived from the games (decision 0030).
import { bulkInsert } from "../bulk-insert";
import { venueNameInSeason } from "../seed";
import type { LoadStep } from "./load-context";

export const teamSeasonRecords: LoadStep = {
  name: "team-season records",
  gamesSide: "both",
  async run({ tx, seed, datasets, ids, counts }) {
    const records = datasets.flatMap(({ data }) => data.teamSeasons);
    counts.team_season_records = await bulkInsert(
      tx,
      "team_season_records",
      [
        ["team_id", "int"],
        ["league_id", "int"],
        ["season_start_year", "int"],
        ["wins", "int"],
        ["losses", "int"],
        ["ties", "int"],
        ["ot_losses", "int"],
        ["points_for", "int"],
        ["points_against", "int"],
        ["conference", "text"],
        ["division", "text"],
        ["division_rank", "int"],
        ["made_playoffs", "bool"],
        ["points", "int"],
        ["venue_name", "text"],
        ["attendance", "int"],
        ["source", "text"],
      ],
      records
        .filter((r) => ids.teams.has(r.team))
        .map((r) => [
          ids.teams.get(r.team),
          ids.leagues.get(r.league),
          r.season,
          r.wins,
          r.losses,
          r.ties ?? null,
          r.overtimeLosses ?? null,
          r.pointsFor ?? null,
          r.pointsAgainst ?? null,
          r.conference ?? null,
          r.division ?? null,
          r.divisionRank ?? null,
          r.madePlayoffs ?? null,
          r.points ?? null,
          venueNameInSeason(seed.venueNames, r.venue, r.season),
          r.attendance ?? null,
          r.source,
        ]),
    );
  },
};
