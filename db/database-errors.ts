// The one error a query throws when the database cannot answer in time: the API turns it into a
// 503 with Retry-After, and pages into the error panel (or the document cache's stale copy).
export type UnavailableReason = "busy" | "timeout" | "crashed" | "closed" | "cancelled";

const MESSAGES: Record<UnavailableReason, string> = {
  busy: "The database is busy; try again in a few seconds.",
  timeout: "The database took too long to answer; try again in a few seconds.",
  crashed: "The database stopped and is restarting; try again in a few seconds.",
  closed: "The database is closed.",
  cancelled: "The query was cancelled because its request ended.",
};

export class DatabaseUnavailableError extends Error {
  readonly status = 503;
  /** Seconds a client should wait before it tries again. */
  readonly retryAfter = 5;
  constructor(readonly reason: UnavailableReason) {
    super(MESSAGES[reason]);
    this.name = "DatabaseUnavailableError";
  }
}

/** Limits every query obeys, in milliseconds (environment overrides for operators). */
export type QueryLimits = {
  /** A statement running longer is stopped (PGlite: its thread is restarted; PostgreSQL: statement_timeout). */
  statementTimeoutMs: number;
  /** The longest a query waits for the connection before it is refused as busy. */
  queueTimeoutMs: number;
  /**
   * Once the running statement has run this long (no query of ours should, on an idle machine), the
   * queries waiting behind it and any new ones are refused at once instead of queueing.
   */
  stalledAfterMs: number;
  /** A statement that ran longer is named in the server's log, with its time (0: never). */
  slowStatementLogMs?: number;
};

export function queryLimits(env: NodeJS.ProcessEnv = process.env): QueryLimits {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    statementTimeoutMs: number("DB_STATEMENT_TIMEOUT_MS", 5000),
    queueTimeoutMs: number("DB_QUEUE_TIMEOUT_MS", 3000),
    stalledAfterMs: number("DB_STALLED_AFTER_MS", 1500),
    slowStatementLogMs: env.DB_SLOW_STATEMENT_MS === "0" ? 0 : number("DB_SLOW_STATEMENT_MS", 1000),
  };
}
