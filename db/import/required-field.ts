// A column every row of a file must hold: read with its parser, or the import stops naming the file,
// the line, the value and the column ("bad score 'NA' in column home_pts").
import type { ImportContext, Origin } from "./types";

export function requiredField<T>(
  ctx: Pick<ImportContext, "fail">,
  where: Origin,
  values: Record<string, string>,
  column: string,
  what: string,
  parse: (value: string) => T | null,
): T {
  const value = values[column];
  const parsed = parse(value);
  if (parsed === null) throw ctx.fail(where, `bad ${what} '${value}' in column ${column}`);
  return parsed;
}
