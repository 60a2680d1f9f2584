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

/**
 * A recorded season window (issue 23): whole documents of events, one or more per league, answered as
 * ESPN answers a scoreboard with `?dates=YYYYMMDD[-YYYYMMDD]&limit=N` (the events of those Eastern days,
 * at most N), and without `dates` with today's. The league is the path's segment before "scoreboard"
 * (`/hockey/nhl/scoreboard`), else the first file's. `today` moves every event by the days from the
 * recording's own day (`asOf`) to today, so the recording's "today" is today.
 */
export type SeasonReplayOptions = { files: ReadonlyArray<string>; asOf?: string; today?: boolean; now?: () => Date };

/** Faults a test can ask of the next range answers (`/_replay/fault?kind=...&count=N`). */
export type ReplayFault = "malformed" | "empty" | "partial" | "slow";

export function createSeasonReplay(options: SeasonReplayOptions) {
  const now = options.now ?? (() => new Date());
  const byLeague = new Map<string, { head: Json; events: Array<Json> }>();
  for (const file of options.files) {
    const document = JSON.parse(readFileSync(file, "utf8")) as Json;
    const league = String(((document.leagues as Array<Json> | undefined)?.[0]?.slug as string | undefined) ?? "").toLowerCase();
    const entry = byLeague.get(league) ?? { head: { leagues: document.leagues, season: document.season }, events: [] };
    entry.events.push(...((document.events as Array<Json> | undefined) ?? []));
    byLeague.set(league, entry);
  }
  const shiftDays = () => (options.today && options.asOf ? daysBetween(options.asOf, easternDate(now())) : 0);
  const eventDay = (event: Json) => easternDate(new Date(Date.parse(String(event.date))));
  const faults: Array<ReplayFault> = [];
  let answered = 0;

  function leagueOf(pathname: string): string {
    const parts = pathname.split("/").filter(Boolean);
    const index = parts.lastIndexOf("scoreboard");
    const named = index > 0 ? parts[index - 1].toLowerCase() : "";
    return byLeague.has(named) ? named : [...byLeague.keys()][0];
  }

  /** The answer to a GET: a scoreboard document, or a fault's body. */
  function answer(pathname: string, search: URLSearchParams): { body: string; fault: ReplayFault | null } {
    const entry = byLeague.get(leagueOf(pathname));
    if (!entry) return { body: JSON.stringify({ leagues: [], events: [] }), fault: null };
    const days = shiftDays();
    const shifted = (shiftEvents({ ...entry.head, events: entry.events }, days) as Json).events as Array<Json>;
    const dates = search.get("dates");
    const today = easternDate(now());
    const match = dates ? /^(\d{4})(\d{2})(\d{2})(?:-(\d{4})(\d{2})(\d{2}))?$/.exec(dates) : null;
    const from = match ? `${match[1]}-${match[2]}-${match[3]}` : today;
    const to = match ? (match[4] ? `${match[4]}-${match[5]}-${match[6]}` : from) : today;
    const limit = Math.max(1, Number(search.get("limit") ?? 100) || 100);
    const events = shifted.filter((event) => eventDay(event) >= from && eventDay(event) <= to).slice(0, limit);
    const fault = dates ? (faults.shift() ?? null) : null;
    if (dates) answered++;
    const document = { ...entry.head, day: { date: from }, events };
    switch (fault) {
      case "malformed":
        return { body: JSON.stringify(document).slice(0, 200), fault };
      case "empty":
        return { body: JSON.stringify({ ...document, events: [] }), fault };
      case "partial":
        // today's events answered for another range: not the dates asked
        return { body: JSON.stringify({ ...document, events: shifted.filter((event) => eventDay(event) < from).slice(-3) }), fault };
      default:
        return { body: JSON.stringify(document), fault };
    }
  }

  return {
    answer,
    fault(kind: ReplayFault, count: number) {
      for (let i = 0; i < count; i++) faults.push(kind);
    },
    state: () => ({
      leagues: [...byLeague.keys()],
      events: [...byLeague.values()].reduce((n, e) => n + e.events.length, 0),
      rangeAnswers: answered,
      shiftDays: shiftDays(),
    }),
  };
}

/** The season replay over HTTP; `rangeDelayMs` slows every range answer (a kill in the middle of a sync). A "slow" fault waits 12 s. */
export function serveSeasonReplay(replay: ReturnType<typeof createSeasonReplay>, port: number, rangeDelayMs = 0, host = "127.0.0.1"): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://replay.local");
    const send = (status: number, body: string) => {
      if (response.destroyed) return;
      response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
      response.end(body);
    };
    if (url.pathname === "/_replay/state") return send(200, JSON.stringify(replay.state()));
    if (url.pathname === "/_replay/fault") {
      const kind = url.searchParams.get("kind") as ReplayFault;
      replay.fault(kind, Math.max(1, Number(url.searchParams.get("count") ?? 1) || 1));
      return send(200, JSON.stringify(replay.state()));
    }
    const { body, fault } = replay.answer(url.pathname, url.searchParams);
    const delay = (url.searchParams.has("dates") ? rangeDelayMs : 0) + (fault === "slow" ? 12_000 : 0);
    if (delay > 0) setTimeout(() => send(200, body), delay);
    else send(200, body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
