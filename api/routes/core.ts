// Core endpoints: the sports of the network and the public datasets the data comes from.
import * as m from "../model";
import { wholeList } from "../pagination";
import { route, type Route } from "../router";

export const coreRoutes: Array<Route> = [
  route({
    pattern: "core/sports",
    model: m.pageOf(m.sport),
    cacheClass: "static",
    params: [],
    async handle({ sql }) {
      const results = await sql.query<m.Json<typeof m.sport>>(
        `SELECT s.id, s.slug, s.name, s.abbreviation,
                (SELECT count(*)::int FROM leagues l WHERE l.sport_id = s.id) AS leagues_count
         FROM sports s ORDER BY s.name`,
      );
      return wholeList(results);
    },
  }),
  route({
    pattern: "core/data-sources",
    model: m.pageOf(m.dataSource),
    cacheClass: "static",
    params: [],
    async handle({ sql }) {
      const results = await sql.query<m.Json<typeof m.dataSource>>(
        `SELECT id, homepage, licence, attribution, string_to_array(leagues, ',') AS leagues, rows_imported, imported_at
         FROM data_sources ORDER BY id`,
      );
      return wholeList(results);
    },
  }),
];
