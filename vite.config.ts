import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * `npm run edge:build` (BUILD_TARGET=edge): the same app for Cloudflare Workers, into build-edge/.
 * One bundle with every dependency, resolved for workerd; @remix-run/node's runtime is swapped for
 * @remix-run/cloudflare's (same API, Web Crypto cookies), and the Node backend (api/ and the database
 * in process) for the edge backend (the Sports API over HTTP through the Cache API).
 */
const isEdge = process.env.BUILD_TARGET === "edge";

function edgeBackend(): Plugin {
  const nodeBackend = path.resolve("app/.server/backend.server.ts");
  const edge = path.resolve("app/.server/backend.edge.ts");
  return {
    name: "edge-backend",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!/backend\.server(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === nodeBackend ? edge : resolved;
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

export default defineConfig({
  plugins: [
    ...(isEdge ? [edgeBackend()] : []),
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
  build: { target: "es2022" },
  ...(isEdge ? edgeConfig : {}),
});
