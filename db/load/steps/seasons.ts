// Step: the seasons, every league-season a championship result, a game or a published team record
// refers to, and the seasons a league still playing has opened since the newest we hold.
import type { LeagueSlug } from "../../../core/leagues";
import { seasonOpenedBy } from "../../../core/season-status";
import { seasonLabel } from "../../../core/seasons";
import type { SportSlug } from "../../../sites/site";
import { bulkInsert } from "../bulk-insert";
import { advanceSequences, seasonKey, type LoadStep } from "./load-context";

export const seasons: LoadStep = {
  name: "seasons",
  gamesSide: "both",
  async run(ctx) {
    const { tx, seed, games, datasets, ids, now } = ctx;
    const seasonYears = new Map<LeagueSlug, Set<number>>();
    const addSeason = (league: LeagueSlug, year: number) => {
      const years = seasonYears.get(league) ?? new Set<number>();
      years.add(year);
      seasonYears.set(league, years);
    };
    for (const result of seed.results) addSeason(result.league, result.season);
    for (const game of games) addSeason(game.league, game.season);
    for (const { data } of datasets) for (const record of data.teamSeasons) addSeason(record.league, record.season);
    // A league still playing has the seasons it has opened since the newest we hold, held or not: a
    // season under way is listed as in progress, a finished one we hold nothing of says so.
    for (const league of seed.leagues) {
      const held = seasonYears.get(league.slug);
      if (league.lastSeason !== null || !held?.size) continue;
      for (let year = Math.max(...held) + 1; year <= seasonOpenedBy(league.slug, now); year++) addSeason(league.slug, year);
    }
    const sportOfLeague = new Map(seed.leagues.map((league) => [league.slug, league.sport as SportSlug]));
    const seasonRows: Array<Array<unknown>> = [];
    const seasonIds = new Map<string, number>();
    for (const league of seed.leagues) {
      const years = [...(seasonYears.get(league.slug) ?? [])].sort((a, b) => a - b);
      for (const year of years) {
        const id = seasonRows.length + 1;
        const sport = sportOfLeague.get(league.slug) ?? null;
        const label = seasonLabel(year, sport);
        seasonIds.set(seasonKey(league.slug, year), id);
        seasonRows.push([
          id,
          `${year}-${league.slug}-season`,
          ids.leagues.get(league.slug),
          year,
          sport === "baseball" ? year : year + 1,
          `${label} ${league.abbreviation} Season`,
          label,
        ]);
      }
    }
    ctx.counts.seasons = await bulkInsert(
      tx,
      "seasons",
      [
        ["id", "int"],
        ["slug", "text"],
        ["league_id", "int"],
        ["start_year", "int"],
        ["end_year", "int"],
        ["name", "text"],
        ["label", "text"],
      ],
      seasonRows,
    );
    await advanceSequences(tx, ["seasons"]);
    ctx.seasonIds = seasonIds;
  },
};
