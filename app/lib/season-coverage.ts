// What a team-season page says about the data it has: a season still being played, a season whose
// games are in none of our datasets (with what we do have: the published record, the champion), or
// a postseason we hold only part of. Pure, so the wording is tested once.
import type { TeamCoverage } from "~/components/teams/types";
import { recordLabel } from "./team-labels";

/** The datasets that publish team-season records, as a fan would name them. */
const RECORD_SOURCES: Record<string, string> = {
  "bball-reference-datasets": "Basketball-Reference",
  "hockey-databank": "the Hockey Databank",
  lahman: "the Lahman Baseball Database",
  "lahman-2024": "the Lahman Baseball Database",
  "nfl-historical-records": "Pro-Football-Reference",
};

/**
 * Datasets that hold only some of a season's games, and what they lack (from their SOURCE.md): said on
 * every team-season whose games come from them. cfb-games-cfbd-2001-2020 holds the regular seasons
 * (conference championship games included) but no bowl or national championship game.
 * cfb-games-espn-2025 holds every FBS team's games, bowls and the CFP included.
 */
const PARTIAL_SOURCES: Record<string, { title: string; line: string } | undefined> = {
  "cfb-games-cfbd-2001-2020": {
    title: "Regular season only: no bowl games",
    line: "We hold this season's regular-season games, conference championship games included; its bowl games and national championship game are in none of our datasets, so the record shown is the regular-season record.",
  },
};

/** How fans name the teams of a league whose abbreviation is not that name (the FBS's is CFB). */
const MEMBERS_OF: Record<string, string | undefined> = { cfb: "FBS" };

export type CoverageNotice = {
  kind: "in-progress" | "upcoming" | "other-league-games" | "no-games" | "no-team-games" | "partial-postseason" | "partial-games";
  title: string;
  /** Plain sentences, in order. */
  lines: Array<string>;
  /** What we do have instead of games: labelled facts. */
  facts: Array<{ label: string; value: string; href?: string }>;
};

export type CoverageContext = {
  /** The team's name that season: "Los Angeles Lakers". */
  teamName: string;
  /** The season as fans name it, with the league: "1999-00 NBA season". */
  seasonName: string;
  sport: string;
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

function haveFacts(coverage: TeamCoverage): CoverageNotice["facts"] {
  const facts: CoverageNotice["facts"] = [];
  const record = coverage.published_record;
  if (record) {
    const source = RECORD_SOURCES[record.source] ?? record.source;
    const points = record.points !== null && record.points !== undefined ? `, ${record.points} points` : "";
    facts.push({
      label: "Published record",
      value: `${recordLabel(record.wins, record.losses, record.ties, record.ot_losses)}${points} (${source})`,
    });
  }
  for (const champion of coverage.champions) {
    if (champion.status !== "held") {
      facts.push({ label: champion.championship, value: "Not held this season", href: `/championships/${champion.championship_slug}` });
    } else if (champion.winner_name) {
      const won = champion.team_won ? " (this team)" : "";
      facts.push({ label: `${champion.championship} champion`, value: `${champion.winner_name}${won}`, href: `/championships/${champion.championship_slug}` });
    }
  }
  return facts;
}

/** The notice a team-season page shows, or null when its games are all there (nothing to say). */
export function coverageNotice(coverage: TeamCoverage, context: CoverageContext): CoverageNotice | null {
  const teamGames = coverage.team_games.regular + coverage.team_games.postseason;
  const leagueGames = coverage.league_games.regular + coverage.league_games.postseason;
  const otherLeagueGames = coverage.other_league_games.reduce((sum, entry) => sum + entry.games, 0);
  if (coverage.state !== "upcoming" && otherLeagueGames > 0 && otherLeagueGames === teamGames) {
    const leagues = coverage.other_league_games.map((entry) => MEMBERS_OF[entry.league] ?? entry.abbreviation).join(" and ");
    return {
      kind: "other-league-games",
      title: `Only the games against ${leagues} teams`,
      lines: [
        `We hold ${plural(otherLeagueGames, "game", "games")} of the ${context.teamName} in the ${context.seasonName}, against ${leagues} teams: ${otherLeagueGames === 1 ? "it counts" : "they count"} in those teams' records.`,
        `Their other games are in none of our datasets, so this page has no season record and no standings for the ${context.teamName}.`,
      ],
      facts: haveFacts(coverage),
    };
  }
  if (coverage.state === "in_progress") {
    return {
      kind: "in-progress",
      title: `The ${context.seasonName} is in progress`,
      lines: [
        teamGames > 0 && (coverage.team_games.fixtures ?? 0) === teamGames
          ? `We hold the schedule of the ${context.teamName} (${plural(teamGames, "game", "games")}) but none of its results yet; games whose day has passed say so.`
          : teamGames > 0
            ? `We hold ${plural(teamGames, "game", "games")} of the ${context.teamName} so far; the season is not over, so their record and the standings are not final.`
            : `None of its games are in our data yet; the season is not over, so there is no final record or champion.`,
      ],
      facts: haveFacts(coverage),
    };
  }
  if (coverage.state === "upcoming") {
    return { kind: "upcoming", title: `The ${context.seasonName} has not started`, lines: ["Its games have not been played yet."], facts: [] };
  }
  if (leagueGames === 0) {
    return {
      kind: "no-games",
      title: `No game results for the ${context.seasonName}`,
      lines: [
        `None of our datasets has the games of the ${context.seasonName}, so this page has no schedule and no game-by-game results for the ${context.teamName}.`,
        "What we do have:",
      ],
      facts: haveFacts(coverage),
    };
  }
  if (teamGames === 0) {
    return {
      kind: "no-team-games",
      title: `No game results for the ${context.teamName} this season`,
      lines: [`Our datasets have games of the ${context.seasonName}, but none of the ${context.teamName}'s.`, "What we do have:"],
      facts: haveFacts(coverage),
    };
  }
  const partial = coverage.sources.map((source) => PARTIAL_SOURCES[source]).find((note) => note !== undefined);
  if (partial) return { kind: "partial-games", title: partial.title, lines: [partial.line], facts: [] };
  const { postseason, title_games: titleGames, postseason_fixtures: unscored = 0 } = coverage.league_games;
  if (unscored > 0) {
    return {
      kind: "partial-postseason",
      title: `Postseason: ${postseason - unscored} of ${plural(postseason, "game", "games")} with a result`,
      lines: [
        `Our data lists ${plural(unscored, "postseason game", "postseason games")} of the ${context.seasonName} without a score: ${unscored === 1 ? "its result is" : "their results are"} in none of our datasets, and a postseason game it does not list is missing too. Records count only the games with a result.`,
      ],
      facts: haveFacts(coverage),
    };
  }
  if (context.sport === "baseball" && coverage.year >= 1969 && postseason > 0 && postseason === titleGames) {
    return {
      kind: "partial-postseason",
      title: "Postseason: World Series games only",
      lines: ["Of this season's postseason we hold only the World Series games: the division and league championship series are in none of our datasets."],
      facts: [],
    };
  }
  return null;
}

/**
 * What a team-season page says where a season record would be and none is shown: an FCS team's
 * games against FBS teams are not its season (the notice above says why); else we hold no results.
 */
export function noRecordLine(notice: CoverageNotice | null): string {
  if (notice?.kind === "other-league-games") {
    return "No season record: we hold only this team's games against teams of another league (see the note above).";
  }
  // A season being played whose fixtures we hold (the 2026 NFL season): its schedule, no result yet.
  if (notice?.kind === "in-progress") return "No result of this season is in our data yet; its schedule is.";
  return "No game results for this season in our data.";
}
