// Core endpoints: the sports of the network and the public datasets the data comes from.
import { wholeList } from "../pagination";
import type { Route } from "../router";

export const coreRoutes: Array<Route> = [
  {
    pattern: "core/sports",
    cacheClass: "static",
    params: [],
    async handle({ sql }) {
      const results = await sql.query(
        `SELECT s.id, s.slug, s.name, s.abbreviation,
                (SELECT count(*)::int FROM leagues l WHERE l.sport_id = s.id) AS leagues_count
         FROM sports s ORDER BY s.name`,
      );
      return wholeList(results);
    },
  },
  {
    pattern: "core/data-sources",
    cacheClass: "static",
    params: [],
    async handle({ sql }) {
      const results = await sql.query(
        `SELECT id, homepage, licence, attribution, string_to_array(leagues, ',') AS leagues, rows_imported, imported_at
         FROM data_sources ORDER BY id`,
      );
      return wholeList(results);
    },
  },
];
