// Generated request targets for the fuzz suites (the API in process, and the production server):
// a seeded generator, so a failure can be replayed.
export const ENDPOINTS = [
  "core/sports",
  "championships/championships",
  "championships/championships/:id",
  "championships/championships/:id/champions",
  "championships/championships/:id/stats",
  "championships/championships/:id/games",
  "championships/champions",
  "championships/champions/summary",
  "championships/seasons",
  "championships/seasons/:id",
  "championships/seasons/:id/playoffs",
  "championships/seasons/:id/bracket",
  "championships/seasons/:id/standings",
  "championships/seasons/facets",
  "games/standings/record_differences",
  "teams/teams",
  "teams/teams/:id",
  "teams/teams/:id/championships",
  "teams/teams/:id/roster",
  "teams/teams/:id/schedule",
  "teams/teams/:id/stats",
  "teams/teams/:id/seasons",
  "teams/teams/:id/coverage",
  "games/games",
  "games/games/summary",
  "games/games/:id",
  "games/games/today",
  "games/games/live",
  "games/games/recent",
  "games/games/upcoming",
  "games/standings",
  "games/standings/current",
  "games/standings/by_division",
  "people/players",
  "people/players/:id",
  "people/players/active",
  "people/players/by_position",
  "people/players/rookies",
  "people/coaches",
  "people/coaches/:id",
  "people/coaches/active",
  "people/coaches/head_coaches",
];

const PARAMS = [
  "page",
  "page_size",
  "search",
  "sport__slug",
  "level__slug",
  "season",
  "season__start_year",
  "year",
  "game_date__gte",
  "game_date__lte",
  "position",
  "division",
  "conference",
  "status",
  "team",
  "decade",
  "id",
  "",
  "page[]",
  "__proto__",
  "league",
  "ordering",
  "season_status",
  "q",
  "metric",
  "timeframe",
];

/** A small seeded generator, so a failure can be replayed. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: ReadonlyArray<T>): T => items[int(items.length)];
  return { next, int, pick };
}

export type Random = ReturnType<typeof generator>;

function randomBytes(r: Random, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += `%${r.int(256).toString(16).padStart(2, "0")}`;
  return out;
}

export function value(r: Random): string {
  const kind = r.int(16);
  switch (kind) {
    case 0:
      return "";
    case 1:
      return String(r.int(10) - 5);
    case 2:
      return "9".repeat(1 + r.int(40));
    case 3:
      return randomBytes(r, 1 + r.int(12));
    case 4:
      return encodeURIComponent(r.pick(["ünïcödé", "日本語", "🏈🏒", "\u0000", "\u202e", "Ω≈ç√", "'; DROP TABLE games; --"]));
    case 5:
      return r.pick(["../../etc/passwd", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "..%2f..%2f", "%00", "%", "%zz", "%%", "%2"]);
    case 6:
      return "x".repeat(r.int(3000));
    case 7:
      return r.pick(["football", "hockey", "baseball", "basketball", "curling", "FOOTBALL"]);
    case 8:
      return r.pick(["professional", "college", "ncaa-division-i", "amateur"]);
    case 9:
      return String(1800 + r.int(400));
    case 10:
      return r.pick(["2023-10-01", "2023-02-30", "2023-13-01", "0000-00-00", "9999-12-31", "2023-9-1"]);
    case 11:
      return r.pick(["1.5", "1e9", "-0", "NaN", "Infinity", "0x10", " 1", "1 "]);
    case 12:
      return r.pick(["live", "final", "scheduled", "postponed", "active", "inactive", "injured"]);
    case 13:
      return r.pick(["green-bay-packers", "GB", "NFC North", "QB", "c", "%25", "%_", "\\"]);
    case 14:
      return r.pick(["1990", "1995", "199", "abcd"]);
    default:
      return encodeURIComponent(String.fromCharCode(...Array.from({ length: 1 + r.int(8) }, () => r.int(0x2fff))));
  }
}

export function segment(r: Random): string {
  return r.pick([
    "1",
    "0",
    "-1",
    "999999999",
    "99999999999999999999",
    "green-bay-packers",
    "super-bowl",
    "aaron-rodgers",
    "matt-lafleur",
    "nfl-2022",
    "..",
    "%2e%2e",
    "%2F",
    "etc",
    "passwd",
    value(r),
    "Green-Bay",
    "a".repeat(300),
  ]);
}

export function randomPath(r: Random): string {
  const template = r.int(10) === 0 ? "x/:id/:id" : r.pick(ENDPOINTS);
  let path = template
    .split("/")
    .map((part) => (part.startsWith(":") ? segment(r) : r.int(40) === 0 ? segment(r) : part))
    .join("/");
  if (r.int(2) === 0) path += "/";
  if (r.int(15) === 0) path = `../../${path}`;
  const pairs: Array<string> = [];
  const count = r.int(5);
  for (let i = 0; i < count; i++) {
    const name = r.pick(PARAMS);
    const repeats = r.int(6) === 0 ? 2 + r.int(3) : 1;
    for (let j = 0; j < repeats; j++) pairs.push(r.int(20) === 0 ? name : `${name}=${value(r)}`);
  }
  if (r.int(20) === 0) pairs.push("&&&==&");
  return pairs.length ? `${path}?${pairs.join("&")}` : path;
}
