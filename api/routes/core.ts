// Core endpoints: the sports of the network.
import type { Route } from "../router";

export const coreRoutes: Array<Route> = [
  {
    pattern: "core/sports",
    cacheClass: "static",
    async handle({ sql }) {
      const results = await sql.query(
        `SELECT s.id, s.slug, s.name, s.abbreviation,
                (SELECT count(*)::int FROM leagues l WHERE l.sport_id = s.id) AS leagues_count
         FROM sports s ORDER BY s.name`,
      );
      return { count: results.length, next: null, previous: null, results };
    },
  },
];
