// The cache classes of the data: how long an answer is fresh, how long it may be kept and served
// stale, and how many times a failed fetch is retried.
export type CacheClass = "static" | "semi-static" | "dynamic" | "realtime" | "user";

export type CachePolicy = {
  /** Seconds an entry is served without asking the source. */
  fresh: number;
  /** Seconds an entry is kept: served stale while it is refreshed, or when the source fails. */
  keep: number;
  retries: number;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CACHE_POLICIES: Readonly<Record<CacheClass, CachePolicy>> = {
  static: { fresh: DAY, keep: 7 * DAY, retries: 3 },
  "semi-static": { fresh: 4 * HOUR, keep: DAY, retries: 2 },
  dynamic: { fresh: 15 * MINUTE, keep: HOUR, retries: 2 },
  realtime: { fresh: 30, keep: 5 * MINUTE, retries: 1 },
  user: { fresh: 5 * MINUTE, keep: 30 * MINUTE, retries: 1 },
};

/** From the most to the least strict. */
const STRICTNESS: ReadonlyArray<CacheClass> = ["user", "realtime", "dynamic", "semi-static", "static"];

export function strictestClass(classes: Iterable<CacheClass>): CacheClass {
  let best: CacheClass = "static";
  for (const cacheClass of classes) {
    if (STRICTNESS.indexOf(cacheClass) < STRICTNESS.indexOf(best)) best = cacheClass;
  }
  return best;
}

/** The Cache-Control a response built from data of this class carries. */
export function cacheControlFor(cacheClass: CacheClass): string {
  const policy = CACHE_POLICIES[cacheClass];
  if (cacheClass === "user") return "private, max-age=0, must-revalidate";
  const staleWindow = policy.keep - policy.fresh;
  return ["public", `max-age=${policy.fresh}`, `s-maxage=${policy.fresh}`, `stale-while-revalidate=${staleWindow}`, `stale-if-error=${policy.keep}`].join(", ");
}
