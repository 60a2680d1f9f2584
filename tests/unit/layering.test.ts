// The project's layering rules, read from the source: nothing under api/, db/, sites/ or core/ imports
// the web app (app/), and no API route module imports another (shared SQL lives in api/sql/, the site
// filter in api/sql-filters.ts, the answers' model in api/model/).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { importTarget as target, ROOT } from "../support/project-imports";

function sourceFiles(dir: string): Array<string> {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file imports or re-exports (static and dynamic), as written. */
function importsOf(source: string): Array<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?\sfrom\s*["']([^"']+)["']/g)) found.add(match[1]);
  for (const match of source.matchAll(/(?:^|[\s;])import\s*["']([^"']+)["']/g)) found.add(match[1]);
  for (const match of source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) found.add(match[1]);
  return [...found];
}

describe("importsOf", () => {
  it("finds static, side-effect, re-export and dynamic imports", () => {
    const source = `import { a } from "./a";\nimport type { B } from "../b";\nexport { c } from "./c";\nimport "./d";\nconst e = await import("./e");`;
    expect(importsOf(source).sort()).toEqual(["../b", "./a", "./c", "./d", "./e"]);
  });
});

describe("layering", () => {
  it("nothing under api/, db/, sites/ or core/ imports from app/", () => {
    const offenders = ["api", "db", "sites", "core"].flatMap((dir) =>
      sourceFiles(dir).flatMap((file) =>
        importsOf(readFileSync(join(ROOT, file), "utf8"))
          .filter((specifier) => target(file, specifier)?.split("/")[0] === "app")
          .map((specifier) => `${file} imports ${specifier}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("app code names other folders by alias: ~/ for app/, @core/, @api/, @db/, @sites for the layers (only ./ siblings are relative)", () => {
    const offenders = sourceFiles("app").flatMap((file) =>
      importsOf(readFileSync(join(ROOT, file), "utf8"))
        .filter((specifier) => specifier.startsWith("../"))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
    expect(target("app/routes/x.tsx", "@core/leagues")).toBe("core/leagues");
    expect(target("app/routes/x.tsx", "@sites")).toBe("sites/index");
    expect(target("app/routes/x.tsx", "~/lib/format")).toBe("app/lib/format");
  });

  it("no API route module imports another route module", () => {
    const routes = sourceFiles("api/routes");
    expect(routes.length).toBeGreaterThan(5);
    const offenders = routes.flatMap((file) =>
      importsOf(readFileSync(join(ROOT, file), "utf8"))
        .filter((specifier) => dirname(target(file, specifier) ?? "") === "api/routes")
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
