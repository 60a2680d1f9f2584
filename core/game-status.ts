// The one rule for how a game's status is shown on a day. A game the data lists as scheduled whose
// calendar day (the leagues' day, America/New_York: core/game-dates.ts) is over was played or called
// off without its result reaching our data: it is "no_result" ("Result not in our data"), never
// upcoming. Today's scheduled games stay scheduled until the day ends.

/**
 * A game's status as stored (games.status), as the importers and the live feed write it. "final" is a
 * result: both scores are known (the loader refuses a final game without them). "unknown": the game was
 * played but the dataset holds no reliable score, so it is not a result.
 */
export const STORED_GAME_STATUSES = ["final", "scheduled", "live", "postponed", "unknown"] as const;
export type GameStatus = (typeof STORED_GAME_STATUSES)[number];

/**
 * A game still to be played or in progress: its day is not complete, so a season's standings stop
 * before it (decision 0189). A postponed game is played on another day or not at all, and an "unknown"
 * one was played: waiting brings neither a result, so neither holds a day open.
 */
export const UNSETTLED_GAME_STATUSES = ["scheduled", "live"] as const satisfies ReadonlyArray<GameStatus>;

/** A game's status as the API answers it and the pages show it (the `status` filter takes these). */
export const GAME_STATUSES = ["live", "final", "scheduled", "postponed", "no_result"] as const;
export type ShownGameStatus = (typeof GAME_STATUSES)[number];

export function isShownGameStatus(value: string): value is ShownGameStatus {
  return (GAME_STATUSES as ReadonlyArray<string>).includes(value);
}

/** What a fan reads for a game in the past that our data still lists as scheduled. */
export const NO_RESULT_LABEL = "Result not in our data";

/** The status shown for a stored status on `today` (Eastern, yyyy-mm-dd); game dates are Eastern days too. */
export function shownGameStatus<S extends string>(status: S, gameDate: string, today: string): S | "no_result" {
  return status === "scheduled" && gameDate < today ? "no_result" : status;
}

/** A row with its status as shown on `today`: the same row when nothing changes. */
export function withShownStatus<T extends { status: string; game_date: string }>(row: T, today: string): T {
  const status = shownGameStatus(row.status, row.game_date, today);
  return status === row.status ? row : { ...row, status };
}
