// Step: the curated seed's tables (db/seed): sports, levels, leagues, championships, venues, teams and
// team eras. Each row's id is its position in its seed list (load-context.ts seedIds).
import { slugify } from "../slug";
import type { SeedEra } from "../seed";
import { bulkInsert } from "../bulk-insert";
import { advanceSequences, type LoadStep } from "./load-context";

export const seedTables: LoadStep = {
  name: "seed tables",
  gamesSide: "both",
  async run({ tx, seed, ids, counts }) {
    counts.sports = await bulkInsert(
      tx,
      "sports",
      [
        ["id", "int"],
        ["slug", "text"],
        ["name", "text"],
        ["abbreviation", "text"],
      ],
      seed.sports.map((s, i) => [i + 1, s.slug, s.name, s.abbreviation]),
    );
    counts.levels = await bulkInsert(
      tx,
      "levels",
      [
        ["id", "int"],
        ["slug", "text"],
        ["name", "text"],
      ],
      seed.levels.map((l, i) => [i + 1, l.slug, l.name]),
    );
    counts.leagues = await bulkInsert(
      tx,
      "leagues",
      [
        ["id", "int"],
        ["slug", "text"],
        ["name", "text"],
        ["abbreviation", "text"],
        ["sport_id", "int"],
        ["level_id", "int"],
        ["founded_year", "int"],
        ["source", "text"],
      ],
      seed.leagues.map((l, i) => [i + 1, l.slug, l.name, l.abbreviation, ids.sports.get(l.sport), ids.levels.get(l.level), l.founded, l.source]),
    );
    counts.championships = await bulkInsert(
      tx,
      "championships",
      [
        ["id", "int"],
        ["slug", "text"],
        ["league_id", "int"],
        ["name", "text"],
        ["official_name", "text"],
        ["description", "text"],
        ["trophy_name", "text"],
        ["first_year", "int"],
        ["last_year", "int"],
        ["format", "text"],
        ["selector", "text"],
        ["source", "text"],
      ],
      seed.championships.map((c, i) => [
        i + 1,
        c.slug,
        ids.leagues.get(c.league),
        c.name,
        c.officialName,
        c.description,
        c.trophyName,
        c.firstYear,
        c.lastYear,
        c.format,
        c.selector,
        c.source,
      ]),
    );
    counts.venues = await bulkInsert(
      tx,
      "venues",
      [
        ["id", "int"],
        ["slug", "text"],
        ["name", "text"],
        ["city", "text"],
        ["state", "text"],
        ["country", "text"],
        ["capacity", "int"],
        ["opened_year", "int"],
        ["source", "text"],
      ],
      seed.venues.map((v, i) => [i + 1, v.slug, v.name, v.city, v.state, v.country, v.capacity, v.opened, v.source]),
    );

    // A team row carries its latest era's name, league and place.
    const latestEra = (franchise: string): SeedEra | undefined =>
      seed.eras
        .filter((era) => era.franchise === franchise)
        .sort((a, b) => (b.lastSeason ?? Infinity) - (a.lastSeason ?? Infinity) || (b.firstSeason ?? 0) - (a.firstSeason ?? 0))[0];
    counts.teams = await bulkInsert(
      tx,
      "teams",
      [
        ["id", "int"],
        ["slug", "text"],
        ["league_id", "int"],
        ["name", "text"],
        ["short_name", "text"],
        ["abbreviation", "text"],
        ["city", "text"],
        ["state", "text"],
        ["country", "text"],
        ["founded_year", "int"],
        ["folded_year", "int"],
        ["conference", "text"],
        ["division", "text"],
        ["venue_id", "int"],
        ["source", "text"],
      ],
      seed.franchises.map((f, i) => {
        const era = latestEra(f.slug);
        const venue = f.venue ? seed.venues.find((v) => v.slug === f.venue) : undefined;
        return [
          i + 1,
          f.slug,
          ids.leagues.get(era?.eraLeague ?? f.league),
          era?.name ?? f.slug,
          era?.nickname,
          era?.abbreviation,
          era?.city,
          era?.state,
          venue?.country ?? (era?.state && era.state.length === 2 ? "USA" : null),
          f.founded,
          f.folded,
          f.conference,
          f.division,
          f.venue ? ids.venues.get(f.venue) : null,
          f.source,
        ];
      }),
    );
    counts.team_eras = await bulkInsert(
      tx,
      "team_eras",
      [
        ["team_id", "int"],
        ["league_id", "int"],
        ["slug", "text"],
        ["first_season", "int"],
        ["last_season", "int"],
        ["name", "text"],
        ["nickname", "text"],
        ["city", "text"],
        ["state", "text"],
        ["abbreviation", "text"],
        ["note", "text"],
        ["source", "text"],
      ],
      seed.eras.map((e) => [
        ids.teams.get(e.franchise),
        ids.leagues.get(e.eraLeague),
        slugify(e.name),
        e.firstSeason,
        e.lastSeason,
        e.name,
        e.nickname,
        e.city,
        e.state,
        e.abbreviation,
        e.note,
        e.source,
      ]),
    );
    await advanceSequences(tx, ["sports", "levels", "leagues", "championships", "venues", "teams"]);
  },
};
