// Standings rows: /games/standings/ (a season, current, by division, record differences) and a
// season's standings (/championships/seasons/:id/standings/). The record is the published one where
// a dataset has it (record_source), the one derived from games otherwise.
import { z } from "zod";
import { int, isoDate, nullableInt, nullableString } from "./common";
import { gameTeam } from "./games";

const winLossLine = z.string().regex(/^\d+-\d+(-\d+)?$/);

export const standing = z
  .object({
    /** `<team id>-<start year>` */
    id: z.string().regex(/^\d+-\d{4}$/),
    team: gameTeam,
    rank: int.positive(),
    position: int.positive(),
    wins: int,
    losses: int,
    ties: int,
    ot_losses: int,
    /** W-L, W-L-T or W-L-OTL as the sport and era read it. */
    record: z.string().regex(/^\d+-\d+(-\d+){0,2}$/),
    /** Hockey standings points; null elsewhere. */
    points: nullableInt,
    win_percentage: z.number().min(0).max(1),
    games_played: int,
    /** Negative in the years ranked by percentage with ties left out (the 1920 Decatur Staleys, 10-1-2, -0.5 behind 8-0-3 Akron). */
    games_behind: z.number().nullable(),
    streak: int,
    streak_type: z.enum(["win", "loss"]).nullable(),
    division: nullableString,
    conference: nullableString,
    league: z.object({ slug: z.string(), name: z.string(), abbreviation: z.string() }),
    season: z.object({ start_year: int, label: z.string(), slug: z.string() }),
    last_updated: isoDate.nullable(),
    playoff_position: z.enum(["champion", "playoffs", "bubble", "eliminated"]).nullable(),
    /** The team's last postseason series in the games we hold ("Lost the NLCS 2-4 to ..."); null without postseason games. */
    postseason: z.object({ round: nullableString, opponent: nullableString, wins: int, losses: int, ties: int, result: z.string() }).nullable(),
    home_record: winLossLine.nullable(),
    away_record: winLossLine.nullable(),
    division_record: nullableString,
    conference_record: nullableString,
    record_source: z.string(),
    /**
     * The record from the games we hold (null: none held). Its games_played below the row's means the
     * splits, the streak and (without published points) the points are not shown: they would be partial.
     */
    derived_record: z.object({ games_played: nullableInt, wins: int, losses: nullableInt, ties: nullableInt, ot_losses: nullableInt }).passthrough().nullable(),
  })
  .passthrough();

export type Standing = z.infer<typeof standing>;
