// A fixture whose day has passed: a game we hold only as scheduled (no result: our datasets end
// before it, or it was cancelled) dated before today in the leagues' zone. It is never shown as
// upcoming; pages say that its result is not in our data (decision 0106).

export type FixtureFacts = { status: string; game_date: string };

/** True for a scheduled game dated before `today` (yyyy-mm-dd, Eastern). */
export function isPastFixture(game: FixtureFacts, today: string): boolean {
  return game.status === "scheduled" && game.game_date < today;
}

/** What a page says in place of a past fixture's time or score. */
export const PAST_FIXTURE_LABEL = "No result in our data";
