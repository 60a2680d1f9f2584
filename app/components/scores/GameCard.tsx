// One game on a scores list: league and status, away team above home with their scores (the leader
// bold), the live clock or the start time in Eastern time; the whole card links to the game page.
import { Link } from "@remix-run/react";
import type { Game } from "@api/model";
import { formatEasternTime } from "~/lib/scores/format";
import type { ListGame } from "~/lib/scores/list-game";
import { gameWhenText, scoreText } from "~/lib/scores/game-status";
import { GameStatusBadge } from "./GameStatusBadge";
import { ScoreFlash } from "./ScoreFlash";

export type GameCardData = ListGame;

/** Which side leads (or won); null for a tie or a game without scores. */
export function leader(game: Pick<Game, "status" | "home_score" | "away_score">): "home" | "away" | null {
  if (game.status !== "live" && game.status !== "final") return null;
  if (game.home_score === null || game.away_score === null || game.home_score === game.away_score) return null;
  return game.home_score > game.away_score ? "home" : "away";
}

export function GameCard({ game }: { game: GameCardData }) {
  const leading = leader(game);
  const when = gameWhenText(game, game.sport.slug, formatEasternTime(game.game_time));
  const row = (side: "away" | "home") => {
    const team = side === "home" ? game.home_team : game.away_team;
    const score = side === "home" ? game.home_score : game.away_score;
    const lead = leading === side;
    return (
      <div className={lead ? "game-side game-side-lead" : "game-side"} data-side={side}>
        <span className="truncate">
          <span className="sr-only">{side === "home" ? "Home: " : "Away: "}</span>
          {team.name}
        </span>
        <ScoreFlash value={scoreText(game.status, score)} className="game-score">
          {scoreText(game.status, score)}
        </ScoreFlash>
      </div>
    );
  };
  return (
    <Link to={`/scores/${game.id}`} prefetch="intent" className="game-card" data-testid="game-card" data-game-id={game.id}>
      <div className="game-card-head">
        <span>{game.championship?.name ?? game.round ?? (game.game_type === "regular" ? "Regular season" : "Playoffs")}</span>
        <GameStatusBadge status={game.status} detail={game.status_detail} />
      </div>
      <div className="space-y-1">
        {row("away")}
        {row("home")}
      </div>
      <div className="game-card-foot">
        <span data-testid="game-when">{when}</span>
        {game.venue.name ? <span className="truncate">{game.venue.name}</span> : null}
      </div>
    </Link>
  );
}
