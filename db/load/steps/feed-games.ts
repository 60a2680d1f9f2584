// Step: the live feed's games, kept across imports (decision 0121), re-applied on the datasets' games:
// a dataset's fixture of the same game becomes the feed's game, and a dataset's final is kept.
import { applyFeedGames, recordedFeedGames } from "../../live/apply-scoreboard";
import type { LoadStep } from "./load-context";

export const feedGames: LoadStep = {
  name: "live-feed games re-applied",
  gamesSide: "also",
  async run({ tx, teamCodes, now, counts, recordedFeed }) {
    const recorded = recordedFeed ?? (await recordedFeedGames(tx));
    const feed = await applyFeedGames(tx, recorded, teamCodes, { record: false, refresh: false, now });
    if (feed.inserted + feed.updated + feed.unchanged > 0) counts.feed_games = feed.inserted + feed.updated + feed.unchanged;
  },
};
