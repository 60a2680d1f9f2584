// How the project's own import specifiers name its folders, read from tsconfig.json's "paths" (the one
// place the aliases are defined: `~/` for app/, `@core/`, `@api/`, `@db/` and `@sites` for the layers
// below it), for the tests that read imports from the source (layering, import cycles, import style).
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export const ROOT = resolve(__dirname, "../..");

type Alias = { prefix: string; folder: string; exact: boolean };

function readAliases(): Array<Alias> {
  // tsconfig.json is JSON without comments.
  const paths = (JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf8")) as { compilerOptions: { paths: Record<string, Array<string>> } }).compilerOptions
    .paths;
  return Object.entries(paths).map(([pattern, [target]]) => {
    const exact = !pattern.endsWith("/*");
    return {
      prefix: exact ? pattern : pattern.slice(0, -1),
      folder: relative(ROOT, join(ROOT, exact ? target : target.slice(0, -1))),
      exact,
    };
  });
}

export const ALIASES: ReadonlyArray<Alias> = readAliases();

/** The project path an import names ("core/leagues", "app/lib/x"), or null for a package. */
export function importTarget(file: string, specifier: string): string | null {
  for (const alias of ALIASES) {
    if (alias.exact && specifier === alias.prefix) return alias.folder.replace(/\.tsx?$/, "");
    if (!alias.exact && specifier.startsWith(alias.prefix)) return join(alias.folder, specifier.slice(alias.prefix.length));
  }
  if (!specifier.startsWith(".")) return null;
  return relative(ROOT, resolve(ROOT, dirname(file), specifier));
}
