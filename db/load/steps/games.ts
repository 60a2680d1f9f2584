// Step: the games chosen from the datasets (one dataset per part of a league-season, chooseGames).
import { bulkInsert } from "../bulk-insert";
import { venueNameLookup } from "../seed";
import { madeBy, seasonKey, type LoadStep } from "./load-context";

export const games: LoadStep = {
  name: "games",
  gamesSide: "both",
  async run({ tx, seed, games, ids, seasonIds, counts }) {
    const seasonId = madeBy(seasonIds, "the season ids", "seasons");
    const venueName = venueNameLookup(seed.venueNames);
    counts.games = await bulkInsert(
      tx,
      "games",
      [
        ["league_id", "int"],
        ["season_id", "int"],
        ["season_start_year", "int"],
        ["game_date", "date"],
        ["game_time", "text"],
        ["home_team_id", "int"],
        ["away_team_id", "int"],
        ["home_score", "int"],
        ["away_score", "int"],
        ["status", "text"],
        ["game_type", "text"],
        ["week", "text"],
        ["round", "text"],
        ["venue_name", "text"],
        ["neutral_site", "bool"],
        ["attendance", "int"],
        ["overtime", "text"],
        ["source", "text"],
        ["line_score", "jsonb"],
      ],
      games.map((g) => [
        ids.leagues.get(g.league),
        seasonId.get(seasonKey(g.league, g.season)),
        g.season,
        g.date,
        g.time ?? null,
        ids.teams.get(g.home),
        ids.teams.get(g.away),
        g.homeScore,
        g.awayScore,
        g.status,
        g.type,
        g.week ?? null,
        g.round ?? null,
        venueName(g.venue, g.season),
        g.neutralSite ?? false,
        g.attendance ?? null,
        g.overtime ?? null,
        g.source,
        g.lineScore ?? null,
      ]),
    );
  },
};
