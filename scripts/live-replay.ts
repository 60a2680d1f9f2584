// `npm run live:replay -- FILE... [--port N] [--every S] [--today]`: serves recorded ESPN-shape scoreboard
// files as a local live feed (point LIVE_FEED_URL at it), one file at a time. POST /_replay/step moves to
// the next file; --every S steps by itself every S seconds; --today moves the events to today.
// `--season` serves a recorded season window instead: every file's events at once, answering
// `?dates=A-B&limit=N` as the feed does (and today's events without dates); `--as-of DATE` names the
// recording's own day (with --today, that day becomes today); `--range-delay-ms N` slows range answers.
import { createReplay, createSeasonReplay, serveReplay, serveSeasonReplay } from "../db/live/replay";

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run live:replay -- FILE... [--port N] [--every SECONDS] [--today]\n` +
      "       npm run live:replay -- --season FILE... [--port N] [--as-of YYYY-MM-DD] [--today] [--range-delay-ms N]",
  );
  process.exit(2);
}

const args = process.argv.slice(2);
const files: Array<string> = [];
let port = 8790;
let every = 0;
let today = false;
let season = false;
let asOf: string | undefined;
let rangeDelayMs = 0;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--port") port = Number(args[++i]);
  else if (arg === "--season") season = true;
  else if (arg === "--as-of") asOf = args[++i];
  else if (arg === "--range-delay-ms") rangeDelayMs = Number(args[++i]);
  else if (arg === "--every") every = Number(args[++i]);
  else if (arg === "--today") today = true;
  else if (arg.startsWith("--")) usage(`unknown option ${arg}`);
  else files.push(arg);
}
if (files.length === 0) usage("no scoreboard files given");
if (!Number.isInteger(port) || port < 1 || port > 65535) usage("--port must be a port number");
if (!Number.isFinite(every) || every < 0) usage("--every must be a number of seconds");
if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) usage("--as-of must be a date YYYY-MM-DD");
if (!Number.isFinite(rangeDelayMs) || rangeDelayMs < 0) usage("--range-delay-ms must be a number of milliseconds");

if (season) {
  const replay = createSeasonReplay({ files, asOf, today });
  const server = await serveSeasonReplay(replay, port, rangeDelayMs);
  console.log(`live replay (season): http://127.0.0.1:${port}/scoreboard (or /{sport}/{league}/scoreboard) serves ${JSON.stringify(replay.state())}`);
  const stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
} else {
  const replay = createReplay({ files, today });
  const server = await serveReplay(replay, port);
  console.log(`live replay: http://127.0.0.1:${port}/scoreboard serves ${files.length} file(s); POST /_replay/step for the next`);
  console.log(`live replay: now ${replay.state().file}`);
  const timer = every > 0 ? setInterval(() => console.log(`live replay: now ${replay.step().file}`), every * 1000) : null;

  const stop = () => {
    if (timer) clearInterval(timer);
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
