// Runs one dataset importer into memory: the records it emits, the rows it could not match to a
// franchise and the rows it skipped on purpose. Used by the loader and by importer tests.
import { ImportError } from "../csv";
import { loadTeamCodes, type TeamCodes } from "./team-codes";
import type { LeagueSlug } from "../../core/leagues";
import type {
  AwardRecord,
  CoachStintRecord,
  DatasetImporter,
  GameRecord,
  Origin,
  PersonRecord,
  PlayerGameRecord,
  PlayerRecord,
  PlayerPostseasonRecord,
  PlayerSeasonRecord,
  TeamSeasonRecord,
  TournamentGameRecord,
} from "./types";

/** A game marked final must be a result: both scores known. Null when the record is sound. */
export function resultProblem(game: Pick<GameRecord, "status" | "homeScore" | "awayScore">): string | null {
  if (game.status === "final" && (game.homeScore === null || game.awayScore === null)) {
    return "a game without a score cannot be final (mark it unknown, scheduled or postponed)";
  }
  return null;
}

export type Unmatched = Origin & { league: LeagueSlug; code: string; season: number };
export type Skipped = Origin & { reason: string };

export type Collected = {
  games: Array<GameRecord>;
  teamSeasons: Array<TeamSeasonRecord>;
  people: Array<PersonRecord>;
  players: Array<PlayerRecord>;
  playerSeasons: Array<PlayerSeasonRecord>;
  playerPostseasons: Array<PlayerPostseasonRecord>;
  coachStints: Array<CoachStintRecord>;
  awards: Array<AwardRecord>;
  playerGames: Array<PlayerGameRecord>;
  tournamentGames: Array<TournamentGameRecord>;
  unmatched: Array<Unmatched>;
  skipped: Array<Skipped>;
};

export type CollectOptions = {
  teamCodes?: TeamCodes;
  onProgress?: (rowsRead: number, rowsTotal: number) => void;
};

/** A dataset's records before any is read: every kind empty. */
export function emptyCollected(): Collected {
  return {
    games: [],
    teamSeasons: [],
    people: [],
    players: [],
    playerSeasons: [],
    playerPostseasons: [],
    coachStints: [],
    awards: [],
    playerGames: [],
    tournamentGames: [],
    unmatched: [],
    skipped: [],
  };
}

export async function collectImport(importer: DatasetImporter, dir: string, options: CollectOptions = {}): Promise<Collected> {
  const teamCodes = options.teamCodes ?? (await loadTeamCodes(importer.leagues));
  const codeSource = importer.teamCodes ?? importer.id;
  const out = emptyCollected();
  await importer.read({
    dir,
    game(r) {
      const problem = resultProblem(r);
      if (problem) throw new ImportError(`${r.source}/${r.file}`, r.line, problem);
      out.games.push(r);
    },
    teamSeason: (r) => out.teamSeasons.push(r),
    person: (r) => out.people.push(r),
    player: (r) => out.players.push(r),
    playerSeason: (r) => out.playerSeasons.push(r),
    playerPostseason: (r) => out.playerPostseasons.push(r),
    coachStint: (r) => out.coachStints.push(r),
    award: (r) => out.awards.push(r),
    playerGame: (r) => out.playerGames.push(r),
    tournamentGame: (r) => out.tournamentGames.push(r),
    team(league, code, season, where) {
      const slug = teamCodes.resolve(league, codeSource, code, season);
      if (slug === null) out.unmatched.push({ source: where.source, file: where.file, line: where.line, league, code, season });
      return slug;
    },
    teamIn(leagues, code, season, where) {
      for (const league of leagues) {
        const slug = teamCodes.resolve(league, codeSource, code, season);
        if (slug !== null) return { slug, league };
      }
      out.unmatched.push({ ...where, league: leagues[0], code, season });
      return null;
    },
    skip(where, reason) {
      out.skipped.push({ source: where.source, file: where.file, line: where.line, reason });
    },
    fail(where, reason) {
      return new ImportError(`${where.source}/${where.file}`, where.line, reason);
    },
    progress(rowsRead, rowsTotal) {
      options.onProgress?.(rowsRead, rowsTotal);
    },
  });
  return out;
}
