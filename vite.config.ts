import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { build as viteBuild, defineConfig, type Plugin, type UserConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { clientChunks } from "./vite.chunks";
import { precompressedAssets } from "./vite.precompress";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * `npm run edge:build` (BUILD_TARGET=edge): the same app for Cloudflare Workers, into build-edge/.
 * One bundle with every dependency, resolved for workerd; @remix-run/node's runtime is swapped for
 * @remix-run/cloudflare's (same API, Web Crypto cookies), the Node backend (api/ and the database
 * in process) for the edge backend (the Sports API over HTTP through the Cache API), and React's Node
 * stream renderer for its Web-stream one.
 */
const isEdge = process.env.BUILD_TARGET === "edge";

/** Node modules the edge build swaps for their edge twins (same exports, no node: built-ins). */
const EDGE_TWINS: ReadonlyArray<{ pattern: RegExp; node: string; edge: string }> = [
  { pattern: /backend\.server(\.ts)?$/, node: "app/.server/backend.server.ts", edge: "app/.server/backend.edge.ts" },
  { pattern: /render-html\.server(\.ts)?$/, node: "app/.server/render-html.server.ts", edge: "app/.server/render-html.edge.ts" },
];

function edgeTwins(): Plugin {
  const twins = EDGE_TWINS.map((twin) => ({ ...twin, node: path.resolve(twin.node), edge: path.resolve(twin.edge) }));
  return {
    name: "edge-twins",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const twin = twins.find((candidate) => candidate.pattern.test(source));
      if (!twin) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === twin.node ? twin.edge : resolved;
    },
  };
}

const edgeConfig: UserConfig = {
  ssr: {
    target: "webworker",
    noExternal: true,
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  resolve: {
    mainFields: ["browser", "module", "main"],
    alias: [{ find: /^@remix-run\/node$/, replacement: "@remix-run/cloudflare" }],
  },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
};

/**
 * The server process's programs, built after the app's server build into build/server/ beside it
 * (decision 0103): the process itself (server/main.ts -> main.js, run by server.mjs) and the worker
 * programs started from the build (render threads, the PGlite thread). Packages stay external.
 */
export const SERVER_PROCESS_ENTRIES = {
  main: "server/main.ts",
  "render-thread": "server/render-thread.ts",
  "pglite-worker-thread": "db/pglite-worker-thread.ts",
};

function serverProcessBuild(): Plugin {
  let ssr = false;
  return {
    name: "server-process-build",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (!ssr) return;
      await viteBuild({
        configFile: false,
        logLevel: "warn",
        ssr: { target: "node" },
        build: {
          ssr: true,
          target: "node20",
          outDir: "build/server",
          emptyOutDir: false,
          copyPublicDir: false,
          rollupOptions: {
            input: SERVER_PROCESS_ENTRIES,
            // Every file in build/server/ itself: the workers are found beside the module that starts them.
            output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
          },
        },
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    ...(isEdge ? [edgeTwins()] : [serverProcessBuild(), precompressedAssets()]),
    tailwindcss(),
    remix({
      buildDirectory: isEdge ? "build-edge" : "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
  server: { port: 3000 },
  build: {
    target: "es2022",
    // The browser's code (decision 0135): terser (two passes) sends about 4 KB less per page than esbuild's
    // minifier; the chunks every page loads are one file each (vite.chunks.ts). The server's is not minified.
    ...(isSsrBuild
      ? {}
      : { minify: "terser", terserOptions: { compress: { passes: 2 }, safari10: false }, rollupOptions: { output: { manualChunks: clientChunks() } } }),
  },
  ...(isEdge ? edgeConfig : {}),
}));
