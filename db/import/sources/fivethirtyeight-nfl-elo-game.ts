// Importer for FiveThirtyEight's nfl-elo-game: every NFL game 1920-2020 with 538's franchise-stable team codes.
import { join } from "node:path";
import { readCsv, type CsvRow } from "../../csv";
import { rowFields } from "../fields";
import { AFL_FRANCHISES, lastDateBySeason, NFL_TITLE_GAME } from "../finals";
import type { DatasetImporter, GameRecord, GameType, ImportContext, Origin } from "../types";

const SOURCE = "fivethirtyeight-nfl-elo-game";
const FILE = "nfl_games.csv";

// 1920-21 opponents that were not APFA members (independent clubs the league's teams also played);
// their games are not league games, so they are skipped rather than mapped to franchises.
const NON_MEMBERS = new Set([
  "ABU",
  "ATN",
  "CHB",
  "CHL",
  "CLP",
  "CNC",
  "CST",
  "CWP",
  "DTM",
  "ELY",
  "FTP",
  "FTW",
  "GAR",
  "KEW",
  "LAN",
  "LOG",
  "MCK",
  "MNM",
  "MUT",
  "PTQ",
  "PUL",
  "RCK",
  "RIC",
  "ROS",
  "STP",
  "SYR",
  "THO",
  "TLM",
  "UAP",
  "UTI",
  "WBU",
  "WGC",
  "WHE",
  "WJA",
  "ZAN",
]);

// The file also holds All-America Football Conference games (1946-1949); the site's league is the
// NFL, so those are skipped. CLE, SF and BCL were AAFC clubs before joining the NFL in 1950.
const AAFC_ONLY = new Set(["BBA", "BDA", "CRA", "LDA", "MSA", "NAA", "CLE", "SF", "BCL"]);

type Parsed = {
  origin: Origin;
  date: string;
  season: number;
  neutral: boolean;
  playoff: boolean;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
};

function isAafcGame(season: number, team1: string, team2: string): boolean {
  return season >= 1946 && season <= 1949 && (AAFC_ONLY.has(team1) || AAFC_ONLY.has(team2));
}

function parseRow(ctx: ImportContext, row: CsvRow, origin: Origin): Omit<Parsed, "home" | "away"> {
  const f = rowFields(ctx, origin, row.values);
  return {
    origin,
    date: f.date("date"),
    season: f.year("season"),
    neutral: f.flag("neutral", "1", "0"),
    playoff: f.flag("playoff", "1", "0"),
    homeScore: f.score("score1"),
    awayScore: f.score("score2"),
  };
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nfl"],
  homepage: "https://github.com/fivethirtyeight/nfl-elo-game",
  downloadBase: "https://raw.githubusercontent.com/fivethirtyeight/nfl-elo-game/fbec1afa38ece5befe24fb21be8ddba8eb160fe6/data/",
  files: [FILE],
  licence: "MIT",
  attribution: "NFL game results from FiveThirtyEight's nfl-elo-game data (MIT License, ABC News Internet Ventures)",
  gamePriority: 1,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, FILE));
    const games: Array<Parsed> = [];
    rows.forEach((row, index) => {
      const origin: Origin = { source: SOURCE, file: FILE, line: row.line };
      const parsed = parseRow(ctx, row, origin);
      const { team1, team2 } = row.values;
      if (NON_MEMBERS.has(team1) || NON_MEMBERS.has(team2)) {
        ctx.skip(origin, "game against a club that was not an APFA member");
      } else if (isAafcGame(parsed.season, team1, team2)) {
        ctx.skip(origin, "All-America Football Conference game (not the NFL)");
      } else {
        const home = ctx.team("nfl", team1, parsed.season, origin);
        const away = ctx.team("nfl", team2, parsed.season, origin);
        if (home && away) games.push({ ...parsed, home, away });
      }
      if (index % 2000 === 0) ctx.progress(index, rows.length);
    });
    ctx.progress(rows.length, rows.length);

    // The championship-deciding games are not flagged in the file: the Super Bowl is the season's
    // last game (from 1966), the NFL title game the last playoff game between NFL clubs (1933-1969).
    const aflInvolved = (game: Parsed) => game.season >= 1960 && (AFL_FRANCHISES.has(game.home) || AFL_FRANCHISES.has(game.away));
    const lastGame = lastDateBySeason(games, (game) => game.playoff);
    const lastNflPlayoff = lastDateBySeason(games, (game) => game.playoff && !aflInvolved(game) && !(game.season >= 1966 && game.neutral));
    for (const game of games) {
      let type: GameType = game.playoff ? "playoff" : "regular";
      let round: string | null = null;
      if (game.playoff && game.season >= 1966 && game.date === lastGame.get(game.season)) {
        type = "final";
        round = "Super Bowl";
      } else if (game.playoff && game.season >= 1933 && game.season <= 1969 && game.date === lastNflPlayoff.get(game.season) && !aflInvolved(game)) {
        type = "final";
        round = NFL_TITLE_GAME;
      }
      const record: GameRecord = {
        source: game.origin.source,
        file: game.origin.file,
        line: game.origin.line,
        league: "nfl",
        season: game.season,
        date: game.date,
        home: game.home,
        away: game.away,
        homeScore: game.homeScore,
        awayScore: game.awayScore,
        status: "final",
        type,
        round,
        neutralSite: game.neutral,
      };
      ctx.game(record);
    }
  },
};
