// A local scoreboard feed for development and tests: serves recorded scoreboard files one at a time
// and steps to the next on request (or every few seconds). `npm run live:replay -- FILE... [--port N]`.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { basename } from "node:path";
import { daysBetween, easternDate } from "../../core/game-dates";

export type ReplayOptions = {
  files: ReadonlyArray<string>;
  /** Moves every event to today (America/New_York), same time of day; the season then follows from the date. */
  today?: boolean;
  now?: () => Date;
};

export type ReplayState = { index: number; count: number; file: string };

type Json = Record<string, unknown>;

/** The document with each event (and its first competition) moved by `days`; its season.year dropped. */
export function shiftEvents(document: unknown, days: number): unknown {
  if (typeof document !== "object" || document === null || !Array.isArray((document as Json).events)) return document;
  const copy = structuredClone(document) as Json;
  const shift = (value: unknown) => {
    if (typeof value !== "string") return value;
    const time = Date.parse(value);
    return Number.isNaN(time) ? value : new Date(time + days * 86_400_000).toISOString().replace(/:00\.000Z$/, "Z");
  };
  delete (copy.season as Json | undefined)?.year;
  for (const event of copy.events as Array<Json>) {
    if (typeof event !== "object" || event === null) continue;
    event.date = shift(event.date);
    if (typeof event.season === "object" && event.season !== null) delete (event.season as Json).year;
    const competition = Array.isArray(event.competitions) ? (event.competitions[0] as Json | undefined) : undefined;
    if (competition && typeof competition === "object") competition.date = shift(competition.date);
  }
  return copy;
}

/** The Eastern date of a document's first event, if it has one. */
function firstEventDate(document: unknown): string | null {
  const events = (document as Json | null)?.events;
  const first = Array.isArray(events) ? (events[0] as Json | undefined) : undefined;
  const time = typeof first?.date === "string" ? Date.parse(first.date) : Number.NaN;
  return Number.isNaN(time) ? null : easternDate(new Date(time));
}

export function createReplay(options: ReplayOptions) {
  const bodies = options.files.map((file) => readFileSync(file, "utf8"));
  const now = options.now ?? (() => new Date());
  let index = 0;

  function body(): string {
    const raw = bodies[index];
    if (!options.today) return raw;
    let document: unknown;
    try {
      document = JSON.parse(raw);
    } catch {
      return raw; // a malformed file is served as recorded
    }
    const from = firstEventDate(document);
    if (!from) return raw;
    return JSON.stringify(shiftEvents(document, daysBetween(from, easternDate(now()))));
  }

  const state = (): ReplayState => ({ index, count: bodies.length, file: basename(options.files[index]) });

  return {
    body,
    state,
    /** The next file (the last one stays). */
    step(): ReplayState {
      index = Math.min(index + 1, bodies.length - 1);
      return state();
    },
    goTo(target: number): ReplayState {
      index = Math.max(0, Math.min(bodies.length - 1, target));
      return state();
    },
  };
}

/** The HTTP server: GET any path -> the current file; POST (or GET) /_replay/step, /_replay/goto?index=N, /_replay/state. */
export function serveReplay(replay: ReturnType<typeof createReplay>, port: number, host = "127.0.0.1"): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://replay.local");
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
      response.end(typeof value === "string" ? value : JSON.stringify(value));
    };
    if (url.pathname === "/_replay/step") return json(200, replay.step());
    if (url.pathname === "/_replay/goto") return json(200, replay.goTo(Number(url.searchParams.get("index") ?? 0)));
    if (url.pathname === "/_replay/state") return json(200, replay.state());
    return json(200, replay.body());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

