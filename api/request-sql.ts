// The database as one request's route sees it: every query carries the request's signal (a query
// still waiting when the request ends is dropped), and `databaseOf` gives back the database itself,
// for what is kept across requests (per database, so two databases in one process never mix).
import type { Sql } from "../db/database";

const BASE = Symbol("database");

type Scoped = Sql & { [BASE]?: Sql };

export function withSignal(sql: Sql, signal: AbortSignal | undefined): Sql {
  if (!signal) return sql;
  const scoped: Scoped = {
    query: (text, params, options) => sql.query(text, params, { signal, ...options }),
    exec: (text) => sql.exec(text),
  };
  Object.defineProperty(scoped, BASE, { value: databaseOf(sql), enumerable: false });
  return scoped;
}

export function databaseOf(sql: Sql): Sql {
  return (sql as Scoped)[BASE] ?? sql;
}
