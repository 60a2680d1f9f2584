// The app's server build (build/server/index.js, written by `remix vite:build`) and the host object its
// entry exports (app/.server/host.ts): what the server process and each render thread load.
import type { ServerBuild } from "@remix-run/node";
import type { AppHost } from "../app/.server/host";

export type LoadedBuild = { serverBuild: ServerBuild; host: AppHost };

/** Loads the build at this file URL. */
export async function loadServerBuild(href: string): Promise<LoadedBuild> {
  const serverBuild = (await import(href)) as ServerBuild;
  const host = (serverBuild.entry.module as { host?: AppHost }).host;
  if (!host) throw new Error(`${href} does not export the app's host (app/entry.server.tsx): rebuild with npx remix vite:build.`);
  return { serverBuild, host };
}
