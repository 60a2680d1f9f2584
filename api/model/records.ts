// The record book's answers: leader lists, the franchise index and head-to-head records.
import { z } from "zod";
import { int, isoDate, leagueRef, nullableInt, nullableString, pageOf } from "./common";

/** A list's seasons as we hold them (its heading says "1946-47 to 2019-20"). */
export const recordScope = z.object({
  first_season: int,
  last_season: int,
  first_label: z.string(),
  last_label: z.string(),
  /** The seasons held with their gaps stated: "2001 to 2019, 2025" (core/coverage.ts seasonRunsLabel). */
  label: z.string(),
});

export const leaderStatisticRef = z.object({
  slug: z.string(),
  label: z.string(),
  ascending: z.boolean(),
  /** A rate's qualifying minimum in words ("at least 3,000 at-bats"), for the span asked. */
  minimum: nullableString,
});

export const leaderLeague = leagueRef.extend({ sport: z.string(), statistics: z.array(leaderStatisticRef.pick({ slug: true, label: true })) });

export const leaderRow = z.object({
  rank: int,
  player: z.object({ slug: z.string(), name: z.string() }),
  value: z.number(),
  value_text: z.string(),
  /** A single-season row's season; null for a career. */
  season: z.object({ start_year: int, label: z.string(), slug: z.string() }).nullable(),
  first_season: int,
  last_season: int,
  /** The season's club when he played for one only. */
  team: z.object({ slug: z.string(), name: z.string() }).nullable(),
  is_active: z.boolean(),
});

export const leaders = pageOf(leaderRow).extend({
  /** The leagues with leader lists on this site, and theirs. */
  leagues: z.array(leaderLeague),
  /** The list answered; null when the site has no league with player statistics. */
  league: leagueRef.nullable(),
  statistic: leaderStatisticRef.nullable(),
  span: z.enum(["career", "season"]),
  active: z.boolean(),
  from: nullableInt,
  to: nullableInt,
  scope: recordScope.nullable(),
  /** What the league's player statistics leave out besides their seasons (core/coverage.ts dataBoundText), or null. */
  bound: nullableString,
  /** Which leagues the list counts (core/coverage.ts LEAGUES_COUNTED: MLB's 19th-century majors), or null. */
  leagues_counted: nullableString,
  /** Whether any of the league's players is known to be active (its player data reaches the season being played). */
  active_known: z.boolean(),
});

export const franchiseRow = z.object({
  slug: z.string(),
  name: z.string(),
  league: leagueRef,
  sport: z.string(),
  first_season: int,
  last_season: int,
  first_label: z.string(),
  last_label: z.string(),
  seasons: int,
  wins: int,
  losses: int,
  ties: int,
  ot_losses: int,
  win_percentage: z.number(),
  playoffs: int,
  titles: int,
  names: z.array(z.object({ name: z.string(), first_season: nullableInt, last_season: nullableInt })),
});

export const franchiseIndex = z.object({
  leagues: z.array(leagueRef.extend({ sport: z.string(), scope: recordScope.nullable() })),
  league: leagueRef.nullable(),
  results: z.array(franchiseRow),
});

const h2hTeam = z.object({ slug: z.string(), name: z.string(), league: leagueRef, sport: z.string() });
const tally = z.object({ games: int, wins_a: int, wins_b: int, ties: int, points_a: int, points_b: int });
const meeting = z.object({
  id: int,
  date: z.string(),
  season: int,
  season_label: z.string(),
  /** The two franchises as they were named that season. */
  name_a: z.string(),
  name_b: z.string(),
  game_type: z.string(),
  /** The score as team a's and team b's, whichever was at home. */
  score_a: int,
  score_b: int,
  home: z.enum(["a", "b", "neutral"]),
  margin: int,
  winner: z.enum(["a", "b", "tie"]),
});

export const headToHead = z.object({
  a: h2hTeam,
  b: h2hTeam,
  regular: tally,
  postseason: tally,
  decades: z.array(tally.extend({ decade: int, postseason_games: int })),
  series: z.array(
    z.object({
      season: int,
      season_label: z.string(),
      /** The two franchises as they were named that season. */
      name_a: z.string(),
      name_b: z.string(),
      round: nullableString,
      wins_a: int,
      wins_b: int,
      winner: z.enum(["a", "b", "tie"]),
      /** Null for a tournament game we hold without a date (decision 0179). */
      last_date: nullableString,
    }),
  ),
  /** Postseason matchups won by each side, per round (from the brackets, decision 0167). */
  series_by_round: z.array(z.object({ round: z.string(), won_a: int, won_b: int })),
  last_meetings: z.array(meeting),
  longest_streak: z.object({ team: z.enum(["a", "b"]), length: int, from: z.string(), to: z.string() }).nullable(),
  largest_wins: z.object({ a: z.array(meeting), b: z.array(meeting) }),
  scope: recordScope.nullable(),
  /** Franchises of the same league this one can be compared with (the picker). */
  opponents: z.array(z.object({ slug: z.string(), name: z.string() })),
});

export const headToHeadOpponents = z.object({
  team: z.object({ slug: z.string(), name: z.string() }),
  opponents: z.array(z.object({ slug: z.string(), name: z.string() })),
});

/** One ranked entry of a team record: a team's season, a game from its side, or a run of games. */
export const teamRecordRow = z.object({
  rank: int,
  team: z.object({ slug: z.string(), name: z.string() }),
  season: z.object({ start_year: int, label: z.string(), slug: z.string() }),
  value: z.number(),
  value_text: z.string(),
  /** The team's regular-season record that season (season lists). */
  record: nullableString,
  game: z
    .object({
      id: int,
      date: z.string(),
      game_type: z.string(),
      opponent: z.object({ slug: z.string(), name: z.string() }),
      team_score: int,
      opponent_score: int,
    })
    .nullable(),
  streak: z.object({ from: z.string(), to: z.string() }).nullable(),
});

export const teamRecordList = z.object({
  slug: z.string(),
  label: z.string(),
  kind: z.enum(["season", "game", "streak"]),
  ascending: z.boolean(),
  /** What the list counts, in words ("Regular seasons of at least 140 games"). */
  rule: nullableString,
  scope: recordScope.nullable(),
  /** Rows within the list's ranks it does not show: ties at its last rank past its 20 rows. */
  not_shown: int,
  rows: z.array(teamRecordRow),
});

export const teamRecords = z.object({
  leagues: z.array(leagueRef.extend({ sport: z.string() })),
  league: leagueRef.nullable(),
  /** What the league's lists cannot count (college football 2001-2020: no bowl games). */
  note: nullableString,
  /** Which leagues the lists count (core/coverage.ts LEAGUES_COUNTED), or null. */
  leagues_counted: nullableString,
  lists: z.array(teamRecordList),
});

export const awardRef = z.object({
  slug: z.string(),
  name: z.string(),
  league: leagueRef,
  sport: z.string(),
  first_season: int,
  last_season: int,
  first_label: z.string(),
  last_label: z.string(),
  /** The seasons with a winner held, gaps stated ("1957 to 1959, 1961 to 2023"). */
  held_label: z.string(),
  /** Seasons within its run with no winner in our data ("1960"), or null. */
  gaps_label: nullableString,
  /** Seasons with a winner, and winners in all (co-winners count each). */
  seasons: int,
  winners: int,
});

export const awardIndex = z.object({
  leagues: z.array(
    leagueRef.extend({
      sport: z.string(),
      /** The seasons the league's award data covers ("1877 to 2023"; coverage kind `awards`). */
      coverage: nullableString,
      /** Seasons after it with a decided title whose awards we do not hold ("2024 to 2025"), or null. */
      not_held: nullableString,
      awards: z.array(awardRef),
    }),
  ),
});

export const awardWinners = z.object({
  award: awardRef,
  coverage: nullableString,
  /** Seasons after the league's award data with a decided title whose winners we do not hold, or null. */
  not_held: nullableString,
  winners: z.array(
    z.object({
      season: z.object({ start_year: int, label: z.string(), slug: z.string() }),
      /** The player's page, or the coach's for a coach's award; null when we hold no page for him. */
      person: z.object({ name: z.string(), href: nullableString }),
      /** His club that season, when he was with one club. */
      team: z.object({ slug: z.string(), name: z.string() }).nullable(),
    }),
  ),
});

/** A day of the year (on this day): its URL spelling (02-05) and its words (February 5). */
const dayOfYear = z.object({ slug: z.string().regex(/^\d{2}-\d{2}$/), label: z.string(), month: int, day: int });

/** A game of the day, with its teams as they were named that season. */
export const onThisDayGame = z.object({
  id: int,
  date: isoDate,
  season: z.object({ start_year: int, label: z.string(), slug: z.string() }),
  game_type: z.string(),
  round: nullableString,
  /** The game that decided the title (game_type `final`). */
  title_game: z.boolean(),
  home: z.object({ slug: z.string(), name: z.string(), score: int }),
  away: z.object({ slug: z.string(), name: z.string(), score: int }),
  neutral_site: z.boolean(),
  overtime: nullableString,
  margin: int,
});

const onThisDayPerson = z.object({
  name: z.string(),
  /** His player page in the league, else his coach page. */
  href: z.string(),
  role: z.enum(["player", "coach"]),
  /** The birth or death date. */
  date: isoDate,
  hall_of_fame: z.boolean(),
});

/** A kind of game's list: every game of that kind held that day (count) and the ones listed. */
const onThisDayGames = z.object({ count: int, games: z.array(onThisDayGame) });

export const onThisDay = z.object({
  date: dayOfYear,
  previous_day: z.string(),
  next_day: z.string(),
  /** The site's leagues (the page's league filter). */
  leagues: z.array(leagueRef.extend({ sport: z.string() })),
  /** The league asked for; null for all of the site's. */
  league: leagueRef.nullable(),
  /** One per league holding anything that day, in the leagues' order. */
  sections: z.array(
    z.object({
      league: leagueRef,
      sport: z.string(),
      titles: z.array(
        z.object({
          championship: z.object({ slug: z.string(), name: z.string() }),
          season: z.object({ start_year: int, label: z.string(), slug: z.string() }),
          date: isoDate,
          edition: nullableString,
          winner: z.object({ name: z.string(), slug: nullableString }),
          runner_up: z.object({ name: z.string(), slug: nullableString }).nullable(),
          winner_score: nullableInt,
          runner_up_score: nullableInt,
          series: nullableString,
        }),
      ),
      postseason: onThisDayGames,
      regular: onThisDayGames,
      births: z.array(onThisDayPerson),
      deaths: z.array(onThisDayPerson),
    }),
  ),
});

/** Every game of one league on the day, newest first, a page at a time. */
export const onThisDayGamePage = pageOf(onThisDayGame).extend({
  date: dayOfYear,
  previous_day: z.string(),
  next_day: z.string(),
  league: leagueRef,
  kind: z.enum(["postseason", "regular"]).nullable(),
});

/** A player's line in one game, as the single-game lists show it (api/records/single-game.ts). */
const singleGameLine = z.object({
  value: int,
  game_id: int,
  date: isoDate,
  season: int,
  player: z.object({ slug: z.string().nullable(), name: z.string() }),
  /** The player's team and the opponent, named as they were that season. */
  team: z.string(),
  opponent: z.string(),
});

/** Single-game records (/records/single_game/?league=nfl): the best lines in a game per statistic, with the seasons they cover. */
export const singleGameRecords = z.object({
  league: z.string(),
  /** "1999 to 2020"; null for a league whose box scores we do not hold. */
  bound: z.string().nullable(),
  lists: z.array(
    z.object({
      stat: z.string(),
      label: z.string(),
      tie_break: z.string().nullable(),
      rows: z.array(singleGameLine.extend({ rank: int })),
    }),
  ),
});

/** A day's notable NFL games (/records/on-this-day/notable_games/?date=MM-DD): 400 passing yards, 200 rushing or receiving yards. */
export const notableGames = z.object({
  bound: z.string().nullable(),
  lines: z.array(singleGameLine.extend({ what: z.string() })),
});

export type SingleGameRecords = z.infer<typeof singleGameRecords>;
export type NotableGames = z.infer<typeof notableGames>;
