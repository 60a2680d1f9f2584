// What a scores list (its cards, its day and league groups, its CSV) reads of a game: the loaders of
// /scores and /week/{sport} send this view, not the API's whole game (officials, weather, both clubs'
// full records), so the document carries less.
import type { Game } from "@api/model";

export type ListGame = Pick<
  Game,
  "id" | "game_date" | "game_time" | "game_type" | "status" | "status_detail" | "period" | "time_remaining" | "home_score" | "away_score" | "round" | "overtime"
> & {
  home_team: { name: string };
  away_team: { name: string };
  sport: { slug: string; name: string };
  league: { name: string };
  venue: { name: string | null };
  championship: { name: string } | null;
};

export function listGame(game: Game): ListGame {
  return {
    overtime: game.overtime,
    id: game.id,
    game_date: game.game_date,
    game_time: game.game_time,
    game_type: game.game_type,
    status: game.status,
    status_detail: game.status_detail,
    period: game.period,
    time_remaining: game.time_remaining,
    home_score: game.home_score,
    away_score: game.away_score,
    round: game.round,
    home_team: { name: game.home_team.name },
    away_team: { name: game.away_team.name },
    sport: { slug: game.sport.slug, name: game.sport.name },
    league: { name: game.league.name },
    venue: { name: game.venue.name },
    championship: game.championship ? { name: game.championship.name } : null,
  };
}
