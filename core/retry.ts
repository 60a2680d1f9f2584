// The spec's retry rule for work done in the background: the delay doubles from 1 second, capped at 30 seconds.
export const RETRY_BASE_MS = 1000;
export const RETRY_CAP_MS = 30_000;

/** The delay before retry number `attempt` (0 for the first retry): 1 s, 2 s, 4 s, ... 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt));
}
