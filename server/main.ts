// `npm run serve` (node server.mjs runs this module's build, build/server/process.js): starts the
// server process with the environment's settings and stops it cleanly on SIGTERM/SIGINT.
import { startServerProcess } from "./process";
import { readServerSettings } from "./settings";

const running = await startServerProcess(readServerSettings());
let signalled = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (signalled) return;
    signalled = true;
    console.log(`${signal}: shutting down`);
    running.stop().finally(() => process.exit(0));
  });
}
