// A temporary copy of a fixture folder with one line of one file replaced: how the importer tests
// put a malformed row into an otherwise valid file.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";

const made: Array<string> = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The folder `from` copied, with line `line` (1-based) of `file` passed through `replace` (or set to it when a string). */
export function fixtureVariant(from: string, file: string, line: number, replace: string | ((text: string) => string)): string {
  const dir = mkdtempSync(join(tmpdir(), "fixture-"));
  made.push(dir);
  cpSync(from, dir, { recursive: true });
  const path = join(dir, file);
  const lines = readFileSync(path, "utf8").split("\n");
  if (line < 1 || line > lines.length) throw new Error(`fixtureVariant: ${file} has no line ${line}`);
  lines[line - 1] = typeof replace === "string" ? replace : replace(lines[line - 1]);
  writeFileSync(path, lines.join("\n"));
  return dir;
}
