// How every engine reads PostgreSQL's values, in one place: in-process PGlite, PGlite on its worker
// thread (db/pglite-worker-thread.ts) and node-postgres (DATABASE_URL). A date stays its text "yyyy-mm-dd" (no time zone turns
// 2024-02-29 into the 28th); bigint (count(*), sums) and numeric (averages, percentages) become numbers.
// The edge build holds no database path: it reads the API over HTTP (docs/edge.md).

type ReadAs = "text" | "number";

/** PostgreSQL type ids (pg_type.oid) and what each is read as. */
const READ_AS: ReadonlyArray<readonly [oid: number, as: ReadAs, type: string]> = [
  [1082, "text", "date"],
  [20, "number", "bigint"],
  [1700, "number", "numeric"],
];

type Parser = (value: string) => string | number;
const PARSER: Record<ReadAs, Parser> = { text: (value) => value, number: (value) => Number(value) };

/** The parsers by type id, as PGlite's `parsers` option takes them. */
export const TYPE_PARSERS: Readonly<Record<number, Parser>> = Object.fromEntries(READ_AS.map(([oid, as]) => [oid, PARSER[as]]));

/** Sets the parsers on node-postgres's type overrides. */
export function setTypeParsers(overrides: { setTypeParser(oid: number, parse: Parser): void }): void {
  for (const [oid, as] of READ_AS) overrides.setTypeParser(oid, PARSER[as]);
}
