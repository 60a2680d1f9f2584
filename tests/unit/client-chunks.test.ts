// The client build's chunk rule (vite.chunks.ts, decision 0135): the framework and the root's modules are
// one file each, framer-motion stays out of them (it is loaded at the first transition), and a module only
// a route imports is left to Rollup (so a page loads only the code it renders).
import path from "node:path";
import type { ManualChunkMeta, ModuleInfo } from "rollup";
import { describe, expect, it } from "vitest";
import { clientChunks } from "../../vite.chunks";

const app = (file: string) => path.resolve(file);
const ROOT = app("app/root.tsx");
const SHELL = app("app/components/shell/AppShell.tsx");
const META = app("app/lib/meta.ts");
const ROUTE = app("app/routes/teams._index.tsx");
const ROUTE_ONLY = app("app/components/teams/TeamOverview.tsx");

/** A module graph: the root imports the shell, which imports meta and React; a route imports its own component and meta. */
const IMPORTS: Record<string, Array<string>> = {
  [ROOT]: [SHELL, "/repo/node_modules/@remix-run/react/dist/esm/index.js"],
  [SHELL]: [META, "/repo/node_modules/react/index.js"],
  [META]: [],
  [ROUTE]: [ROUTE_ONLY, META],
  [ROUTE_ONLY]: [],
};

const meta = {
  getModuleInfo: (id: string) => ({ importedIds: IMPORTS[id] ?? [] }) as unknown as ModuleInfo,
  getModuleIds: () => [][Symbol.iterator](),
} as ManualChunkMeta;

describe("client chunks", () => {
  const chunkOf = clientChunks();

  it("puts React, React DOM, React Router and Remix in the framework chunk", () => {
    expect(chunkOf("/repo/node_modules/react-dom/cjs/react-dom.production.min.js", meta)).toBe("framework");
    expect(chunkOf("/repo/node_modules/@remix-run/router/dist/router.js", meta)).toBe("framework");
    expect(chunkOf("/repo/node_modules/scheduler/index.js", meta)).toBe("framework");
  });

  it("leaves framer-motion out of the chunks every page loads", () => {
    expect(chunkOf("/repo/node_modules/framer-motion/dist/es/animation/animate/index.mjs", meta)).toBeUndefined();
    expect(chunkOf("/repo/node_modules/motion-dom/dist/es/index.mjs", meta)).toBeUndefined();
  });

  it("puts the root route and the app modules it imports in the shell chunk", () => {
    expect(chunkOf(ROOT, meta)).toBe("shell");
    expect(chunkOf(SHELL, meta)).toBe("shell");
    expect(chunkOf(META, meta)).toBe("shell");
    expect(chunkOf("\0vite/preload-helper.js", meta)).toBe("shell");
  });

  it("leaves a route and the modules only routes import to Rollup's split", () => {
    expect(chunkOf(ROUTE, meta)).toBeUndefined();
    expect(chunkOf(ROUTE_ONLY, meta)).toBeUndefined();
  });
});
