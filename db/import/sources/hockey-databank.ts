// Importer for hockey-databank: NHL standings, people, player and goalie seasons, coaches, awards, Hall of Fame.
import { join } from "node:path";
import { readCsv, type CsvRow } from "../../csv";
import { splitSuffix } from "../../../core/names";
import { isoDateFromParts, rowFields, type FieldReader } from "../fields";
import type { DatasetImporter, Origin } from "../types";

const SOURCE = "hockey-databank";
const FILES = {
  abbrev: "abbrev.csv",
  teams: "Teams.csv",
  master: "Master.csv",
  hof: "HOF.csv",
  scoring: "Scoring.csv",
  goalies: "Goalies.csv",
  coaches: "Coaches.csv",
  awardsPlayers: "AwardsPlayers.csv",
  awardsCoaches: "AwardsCoaches.csv",
} as const;

/** Scoring.csv's playoff columns and the season lines' names for them. */
const SKATER_PLAYOFF_COLUMNS: ReadonlyArray<[string, string]> = [
  ["PostGP", "games_played"],
  ["PostG", "goals"],
  ["PostA", "assists"],
  ["PostPts", "points"],
  ["PostPIM", "penalty_minutes"],
  ["Post+/-", "plus_minus"],
];
/** Goalies.csv's playoff columns (PostT: the ties of the playoffs' early years). */
const GOALIE_PLAYOFF_COLUMNS: ReadonlyArray<[string, string]> = [
  ["PostGP", "games_played"],
  ["PostW", "wins"],
  ["PostL", "losses"],
  ["PostT", "ties"],
  ["PostSHO", "shutouts"],
  ["PostGA", "goals_against"],
  ["PostSA", "shots_against"],
  ["PostMin", "minutes"],
];

/** The figures of a row's columns that are filled in, by statistic name. */
function figures(f: FieldReader, columns: ReadonlyArray<[string, string]>): Record<string, number> {
  const stats: Record<string, number> = {};
  for (const [column, stat] of columns) {
    const value = f.optInt(column);
    if (value !== null) stats[stat] = value;
  }
  return stats;
}

/** Where a row of one of the databank's files is. */
const rowOf =
  (file: string) =>
  (row: CsvRow): Origin => ({ source: SOURCE, file, line: row.line });

/** The date of year, month and day columns; null when one is blank or they name no real day. */
function isoDate(year: number | null, month: number | null, day: number | null): string | null {
  return year === null || month === null || day === null ? null : isoDateFromParts(year, month, day);
}

/** abbrev.csv names ("Eastern Conference", "Atlantic Division") without the trailing kind. */
async function alignmentNames(dir: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const row of await readCsv(join(dir, FILES.abbrev))) {
    const { Type: type, Code: code, Fullname: fullName } = row.values;
    if (type !== "Conference" && type !== "Division") continue;
    names.set(`${type}|${code}`, fullName.replace(/ (Conference|Division)$/, ""));
  }
  return names;
}

/** A databank person's key: his playerID (a coach who never played: his coachID). */
export const personKey = (id: string) => `${SOURCE}:${id}`;
const key = personKey;

/**
 * The databank playerID of each Hockey-Reference id (Master.csv `hrefID`), for the later seasons
 * Hockey-Reference's exports hold (nhl-player-stats-hockeyref-2018-2023). The two ids mostly agree but
 * not always (Jamie Allison is allisja01 here, allisja02 at Hockey-Reference), so they are looked up.
 */
export async function playerIdsByHrefId(databankDir: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const row of await readCsv(join(databankDir, FILES.master))) {
    const { playerID, hrefID } = row.values;
    if (playerID && hrefID) ids.set(hrefID, playerID);
  }
  return ids;
}

/** The databank's coach id for a team's games without a named head coach (the 2014-15 Devils' 46). */
function isVacancy(coachId: string): boolean {
  return coachId.trim().toLowerCase() === "vacant";
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nhl"],
  homepage: "https://github.com/rippinrobr/hockey-databank",
  downloadBase: "https://raw.githubusercontent.com/rippinrobr/hockey-databank/de5944312d2e64944cfd7f61459f4c24938a387b/",
  files: Object.values(FILES),
  licence: "Hockey Databank copyright notice: free use, including commercial, with the attribution displayed",
  attribution:
    "The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project. For more information about the Hockey Databank project please visit http://sports.groups.yahoo.com/group/hockey-databank",
  gamePriority: 0,
  async read(ctx) {
    const alignment = await alignmentNames(ctx.dir);

    // Teams.csv: standings, NHL only (the file also holds the NHA, PCHA, WCHL and WHA).
    {
      const originOf = rowOf(FILES.teams);
      const rows = await readCsv(join(ctx.dir, FILES.teams));
      for (const row of rows) {
        const v = row.values;
        const where = originOf(row);
        const f = rowFields(ctx, where, v);
        if (v.lgID !== "NHL") {
          ctx.skip(where, `not an NHL season (lgID ${v.lgID})`);
          continue;
        }
        const season = f.int("year");
        const wins = f.int("W");
        const losses = f.int("L");
        const team = ctx.team("nhl", v.tmID, season, where);
        if (team === null) continue;
        const conference = v.confID ? alignment.get(`Conference|${v.confID}`) : null;
        const division = v.divID ? alignment.get(`Division|${v.divID}`) : null;
        // Codes abbrev.csv does not name.
        if (conference === undefined) throw f.bad("confID", "conference");
        if (division === undefined) throw f.bad("divID", "division");
        ctx.teamSeason({
          source: where.source,
          file: where.file,
          line: where.line,
          league: "nhl",
          season,
          team,
          wins,
          losses,
          ties: f.optInt("T"),
          overtimeLosses: f.optInt("OTL"),
          points: f.optInt("Pts"),
          pointsFor: f.optInt("GF"),
          pointsAgainst: f.optInt("GA"),
          conference,
          division,
          divisionRank: f.optInt("rank"),
          madePlayoffs: v.playoff.trim() !== "",
        });
      }
    }

    // Master.csv: people. A coach who also played has both ids on one row; he is one person, keyed
    // by his player id.
    const hallOfFame = new Set((await readCsv(join(ctx.dir, FILES.hof))).map((row) => row.values.hofID));
    const personByCoachId = new Map<string, string>();
    const players = new Set<string>();
    {
      const originOf = rowOf(FILES.master);
      const rows = await readCsv(join(ctx.dir, FILES.master));
      rows.forEach((row, index) => {
        if (index % 2000 === 0) ctx.progress(index, rows.length);
        const v = row.values;
        const where = originOf(row);
        const f = rowFields(ctx, where, v);
        const id = v.playerID || v.coachID;
        if (!id) {
          ctx.skip(where, "person with neither playerID nor coachID");
          return;
        }
        if (!v.playerID && isVacancy(v.coachID)) {
          ctx.skip(where, "a vacancy (games without a named head coach), not a person");
          return;
        }
        if (v.coachID) personByCoachId.set(v.coachID, key(id));
        if (v.playerID) players.add(v.playerID);
        ctx.person({
          source: where.source,
          file: where.file,
          line: where.line,
          key: key(id),
          firstName: v.firstName,
          lastName: v.lastName,
          // The databank writes a generational suffix only in the given name: "Sylvanus Marshall (Jr.)".
          suffix: splitSuffix(v.nameGiven ?? "").suffix,
          birthDate: isoDate(f.optInt("birthYear"), f.optInt("birthMon"), f.optInt("birthDay")),
          birthCity: v.birthCity || null,
          birthState: v.birthState || null,
          birthCountry: v.birthCountry || null,
          deathDate: isoDate(f.optInt("deathYear"), f.optInt("deathMon"), f.optInt("deathDay")),
          heightInches: f.optInt("height"),
          weightPounds: f.optInt("weight"),
          hallOfFame: v.hofID !== "" && hallOfFame.has(v.hofID),
          deathsRecorded: true,
        });
        const firstSeason = f.optInt("firstNHL");
        if (v.playerID && firstSeason !== null) {
          ctx.player({
            source: where.source,
            file: where.file,
            line: where.line,
            personKey: key(v.playerID),
            league: "nhl",
            position: v.pos || null,
            firstSeason,
            // His season lines give his last season (lastNHL is always their last), so that a later
            // dataset's seasons (Hockey-Reference's 2018-19 on) continue his career.
            lastSeason: null,
          });
        }
      });
    }

    // Goalies.csv: every goalie line also has a Scoring.csv line (same player, year, stint, team);
    // the two are merged into one season record.
    const goalieStats = new Map<string, { line: number; stats: Record<string, number>; playoffs: Record<string, number> }>();
    {
      const originOf = rowOf(FILES.goalies);
      for (const row of await readCsv(join(ctx.dir, FILES.goalies))) {
        const v = row.values;
        if (v.lgID !== "NHL") continue;
        const f = rowFields(ctx, originOf(row), v);
        const stats: Record<string, number> = {};
        for (const [column, stat] of [
          ["GP", "games_played"],
          ["W", "wins"],
          ["L", "losses"],
          ["T/OL", "ties_or_overtime_losses"],
          ["SHO", "shutouts"],
          ["GA", "goals_against"],
          ["SA", "shots_against"],
          ["Min", "minutes"],
        ] as const) {
          const value = f.optInt(column);
          if (value !== null) stats[stat] = value;
        }
        // Shots against are kept from 1982-83; saves are the shots that did not go in.
        if (stats.shots_against !== undefined && stats.goals_against !== undefined) stats.saves = stats.shots_against - stats.goals_against;
        const playoffs = figures(f, GOALIE_PLAYOFF_COLUMNS);
        if (playoffs.shots_against !== undefined && playoffs.goals_against !== undefined) playoffs.saves = playoffs.shots_against - playoffs.goals_against;
        goalieStats.set(`${v.playerID}|${v.year}|${v.stint}|${v.tmID}`, { line: row.line, stats, playoffs });
      }
    }

    // Scoring.csv: one line per player, season and team stint.
    {
      const originOf = rowOf(FILES.scoring);
      const rows = await readCsv(join(ctx.dir, FILES.scoring));
      const used = new Set<string>();
      rows.forEach((row, index) => {
        if (index % 5000 === 0) ctx.progress(index, rows.length);
        const v = row.values;
        const where = originOf(row);
        const f = rowFields(ctx, where, v);
        if (v.lgID !== "NHL") {
          ctx.skip(where, `not an NHL season (lgID ${v.lgID})`);
          return;
        }
        if (!players.has(v.playerID)) throw ctx.fail(where, `unknown player '${v.playerID}' in column playerID`);
        const season = f.int("year");
        const stats: Record<string, number> = {};
        for (const [column, stat] of [
          ["GP", "games_played"],
          ["G", "goals"],
          ["A", "assists"],
          ["Pts", "points"],
          ["PIM", "penalty_minutes"],
          ["+/-", "plus_minus"],
        ] as const) {
          const value = f.optInt(column);
          if (value !== null) stats[stat] = value;
        }
        const playoffs = figures(f, SKATER_PLAYOFF_COLUMNS);
        const goalieKey = `${v.playerID}|${v.year}|${v.stint}|${v.tmID}`;
        const goalie = goalieStats.get(goalieKey);
        if (goalie) {
          used.add(goalieKey);
          Object.assign(stats, goalie.stats);
          Object.assign(playoffs, goalie.playoffs);
        }
        const team = ctx.team("nhl", v.tmID, season, where);
        if (team === null) return;
        ctx.playerSeason({
          source: where.source,
          file: where.file,
          line: where.line,
          personKey: key(v.playerID),
          league: "nhl",
          season,
          team,
          position: v.pos || null,
          stats,
        });
        // His playoffs with the team that season, one line (the databank splits no rounds): decision 0185.
        if ((playoffs.games_played ?? 0) > 0) {
          ctx.playerPostseason({ ...where, personKey: key(v.playerID), league: "nhl", season, team, round: null, stats: playoffs });
        }
      });
      for (const [goalieKey, goalie] of goalieStats) {
        if (used.has(goalieKey)) continue;
        const [playerId, year, stint, tmId] = goalieKey.split("|");
        throw ctx.fail(
          { source: SOURCE, file: FILES.goalies, line: goalie.line },
          `goalie line ${playerId} ${year} stint ${stint} ${tmId} has no matching line in Scoring.csv`,
        );
      }
    }

    // Coaches.csv: head-coaching stints.
    {
      const originOf = rowOf(FILES.coaches);
      for (const row of await readCsv(join(ctx.dir, FILES.coaches))) {
        const v = row.values;
        const where = originOf(row);
        const f = rowFields(ctx, where, v);
        if (v.lgID !== "NHL") {
          ctx.skip(where, `not an NHL season (lgID ${v.lgID})`);
          continue;
        }
        if (isVacancy(v.coachID)) {
          ctx.skip(where, "head coach vacant: the team's games without a named head coach");
          continue;
        }
        const personKey = personByCoachId.get(v.coachID);
        if (!personKey) {
          ctx.skip(where, `coach ${v.coachID} is not in Master.csv`);
          continue;
        }
        const season = f.int("year");
        const wins = f.optInt("w");
        const losses = f.optInt("l");
        const ties = f.optInt("t");
        const playoffWins = f.optInt("postw");
        const playoffLosses = f.optInt("postl");
        const team = ctx.team("nhl", v.tmID, season, where);
        if (team === null) continue;
        ctx.coachStint({
          source: where.source,
          file: where.file,
          line: where.line,
          personKey,
          league: "nhl",
          season,
          team,
          title: v.notes === "interim" ? "Interim Head Coach" : "Head Coach",
          isHeadCoach: true,
          wins,
          losses,
          ties,
          playoffWins,
          playoffLosses,
          // The spell's place in the season (co-coaches share one): the last one finished the season.
          seasonOrder: f.optInt("stint"),
        });
      }
    }

    // AwardsPlayers.csv and AwardsCoaches.csv.
    for (const [file, idColumn] of [
      [FILES.awardsPlayers, "playerID"],
      [FILES.awardsCoaches, "coachID"],
    ] as const) {
      const originOf = rowOf(file);
      for (const row of await readCsv(join(ctx.dir, file))) {
        const v = row.values;
        const where = originOf(row);
        const f = rowFields(ctx, where, v);
        if (v.lgID !== "NHL") {
          ctx.skip(where, `not an NHL award (lgID ${v.lgID})`);
          continue;
        }
        const id = v[idColumn];
        const personKey = idColumn === "coachID" ? personByCoachId.get(id) : players.has(id) ? key(id) : undefined;
        if (!personKey) throw ctx.fail(where, `unknown person '${id}' in column ${idColumn}`);
        const award = f.text("award", "award name");
        ctx.award({ source: where.source, file: where.file, line: where.line, personKey, league: "nhl", season: f.int("year"), award });
      }
    }
  },
};
