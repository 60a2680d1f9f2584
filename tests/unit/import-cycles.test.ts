// No runtime import cycle in the project's source (app/, api/, db/, core/, sites/, server/): a module
// in a cycle can run before the module it imports has finished loading (its exports still undefined),
// so a cycle only works while every use is lazy. Type-only imports are erased and do not count, nor do
// dynamic import()s (they load after every static import has).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { importTarget, ROOT } from "../support/project-imports";

const FOLDERS = ["app", "api", "db", "core", "sites", "server"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs"];

function sourceFiles(dir: string): Array<string> {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Whether an import or export declaration loads its module at run time (not erased as type-only). */
function loadsAtRunTime(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true; // import "./x": a side effect
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    // import { type A, type B } from "./x" is erased entirely (no verbatimModuleSyntax); import {} is not.
    return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return true;
  return clause.elements.length === 0 || clause.elements.some((element) => !element.isTypeOnly);
}

/** The module specifiers a source file loads at run time (static imports and re-exports). */
export function runtimeImports(fileName: string, source: string): Array<string> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: Array<string> = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (loadsAtRunTime(statement)) specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/** The project file an import points to ("app/lib/x.ts"), or null for a package. */
function resolveImport(file: string, specifier: string): string | null {
  const target = importTarget(file, specifier);
  if (target === null) return null;
  const base = join(ROOT, target);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => base.replace(/\.js$/, extension)),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found ? relative(ROOT, found) : null;
}

/** The cycles of the graph: its strongly connected components with more than one module (or a self-import). */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlyArray<string>>): Array<Array<string>> {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: Array<string> = [];
  const onStack = new Set<string>();
  const cycles: Array<Array<string>> = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: Array<string> = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function projectGraph(): Map<string, Array<string>> {
  const graph = new Map<string, Array<string>>();
  for (const file of FOLDERS.flatMap(sourceFiles)) {
    const imports = runtimeImports(file, readFileSync(join(ROOT, file), "utf8"))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, imports);
  }
  return graph;
}

describe("runtime imports", () => {
  it("leaves out type-only imports and exports, keeps values, side effects and re-exports", () => {
    const source = [
      `import { a } from "./a";`,
      `import type { B } from "./b";`,
      `import { type C, type D } from "./c";`,
      `import { type E, f } from "./e";`,
      `import "./g";`,
      `export { h } from "./h";`,
      `export type { I } from "./i";`,
      `export * from "./j";`,
      `const k = await import("./k");`,
    ].join("\n");
    expect(runtimeImports("x.ts", source)).toEqual(["./a", "./e", "./g", "./h", "./j"]);
  });

  it("finds a cycle, however long, and nothing in a graph without one", () => {
    const withCycle = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(cyclesOf(withCycle)).toEqual([["a", "b", "c"]]);
    expect(cyclesOf(new Map([["a", ["a"]]]))).toEqual([["a"]]);
    expect(
      cyclesOf(
        new Map([
          ["a", ["b"]],
          ["b", []],
          ["c", ["a", "b"]],
        ]),
      ),
    ).toEqual([]);
  });

  it("form no cycle among the modules of app/, api/, db/, core/, sites/ and server/", () => {
    const graph = projectGraph();
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get("server/process.ts")).toContain("server/live-feed.ts");
    expect(cyclesOf(graph)).toEqual([]);
  });
});
