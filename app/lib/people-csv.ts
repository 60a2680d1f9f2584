// The CSV of a people directory (/players, /coaches): every person of the page's filters, in its sort.
import type { Coach } from "~/components/people/types";
import type { PlayerCardView } from "./player-card";
import { csvFilename, type CsvTable } from "./csv";

type DirectoryFilters = { q: string; sport: string; position: string; team: string; status: string; sort: string };

function filename(kind: string, params: DirectoryFilters): string {
  return csvFilename(kind, params.sport, params.position, params.team, params.status === "all" ? null : params.status, params.q, params.sort);
}

const teamName = (team: PlayerCardView["current_team"]) => (team ? [team.city, team.name].filter(Boolean).join(" ") : null);

export function playerCsv(players: ReadonlyArray<Omit<PlayerCardView, "details">>, params: DirectoryFilters): CsvTable {
  return {
    filename: filename("players", params),
    columns: [
      { key: "name", label: "Name" },
      { key: "league", label: "League" },
      { key: "position", label: "Position" },
      { key: "team", label: "Team (current, else last in our data)" },
      { key: "status", label: "Status" },
      { key: "first", label: "First season" },
      { key: "last", label: "Last season" },
      { key: "championships", label: "Championships" },
      { key: "allStars", label: "All-Star selections" },
      { key: "mvps", label: "MVP awards" },
      { key: "slug", label: "Slug" },
    ],
    rows: players.map((player) => ({
      name: player.person.full_name,
      league: player.league.name,
      position: player.position,
      team: teamName(player.current_team ?? player.last_team),
      status: player.status,
      first: player.first_season,
      last: player.last_season,
      championships: player.championships_won,
      allStars: player.all_star_selections,
      mvps: player.mvp_awards,
      slug: player.slug,
    })),
  };
}

export function coachCsv(coaches: ReadonlyArray<Coach>, params: DirectoryFilters): CsvTable {
  return {
    filename: filename("coaches", params),
    columns: [
      { key: "name", label: "Name" },
      { key: "league", label: "League" },
      { key: "title", label: "Title" },
      { key: "team", label: "Team (current, else last in our data)" },
      { key: "status", label: "Status" },
      { key: "first", label: "First season" },
      { key: "last", label: "Last season" },
      { key: "years", label: "Years" },
      { key: "wins", label: "Wins" },
      { key: "losses", label: "Losses" },
      { key: "ties", label: "Ties" },
      { key: "championships", label: "Championships" },
      { key: "slug", label: "Slug" },
    ],
    rows: coaches.map((coach) => ({
      name: coach.person.full_name,
      league: coach.league.name,
      title: coach.title,
      team: coach.current_team?.name ?? null,
      status: coach.status,
      first: coach.first_season,
      last: coach.last_season,
      years: coach.years_experience,
      wins: coach.career_record.wins,
      losses: coach.career_record.losses,
      ties: coach.career_record.ties,
      championships: coach.championships_won,
      slug: coach.slug,
    })),
  };
}
