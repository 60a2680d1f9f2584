// Importer for bball-reference-datasets: BAA/NBA team seasons, players, rosters, draft picks and awards from Basketball-Reference.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { parseCount, parseIsoDate, parseNumber, splitName } from "../fields";
import type { DatasetImporter, ImportContext, Origin, PlayerRecord } from "../types";

const SOURCE = "bball-reference-datasets";
const TEAMS = "team_summaries.csv";
const CAREERS = "player_career_info.csv";
const SEASONS = "player_season_info.csv";
const DRAFT = "draft_pick_history.csv";
const SHARES = "player_award_shares.csv";
const ALLSTARS = "allstar_selections.csv";
const ALL_TEAMS = "end_of_season_teams.csv";

const AWARDS: Record<string, string> = {
  "nba mvp": "Most Valuable Player",
  "nba roy": "Rookie of the Year",
  "baa roy": "Rookie of the Year",
  "nba dpoy": "Defensive Player of the Year",
  "nba smoy": "Sixth Man of the Year",
  "nba mip": "Most Improved Player",
  "nba clutch_poy": "Clutch Player of the Year",
};

const na = (value: string): string | null => (value === "NA" || value === "" ? null : value);

function endYear(ctx: ImportContext, where: Origin, value: string): number {
  const year = parseCount(value);
  if (year === null) throw ctx.fail(where, `bad season '${value}' in column season`);
  return year;
}

function bool(ctx: ImportContext, where: Origin, column: string, value: string): boolean {
  if (value === "TRUE") return true;
  if (value === "FALSE") return false;
  throw ctx.fail(where, `bad flag '${value}' in column ${column}`);
}

function optionalNumber(ctx: ImportContext, where: Origin, column: string, value: string): number | null {
  if (na(value) === null) return null;
  const n = parseNumber(value);
  if (n === null) throw ctx.fail(where, `bad number '${value}' in column ${column}`);
  return n;
}

export const personKey = (playerId: string): string => `${SOURCE}:${playerId}`;

async function readTeamSeasons(ctx: ImportContext): Promise<void> {
  const rows = await readCsv(join(ctx.dir, TEAMS));
  for (const row of rows) {
    const v = row.values;
    const where: Origin = { source: SOURCE, file: TEAMS, line: row.line };
    if (v.abbreviation === "NA") {
      ctx.skip(where, "league-average line");
      continue;
    }
    if (v.lg === "ABA") {
      ctx.skip(where, "ABA team season (the ABA is not covered)");
      continue;
    }
    const season = endYear(ctx, where, v.season) - 1;
    if (v.w === "NA" && v.l === "NA") {
      // 1954-55 Baltimore Bullets: folded after 14 games, which the league then struck from the record.
      ctx.skip(where, "team season without a record (club folded during the season)");
      continue;
    }
    const wins = parseCount(v.w);
    if (wins === null) throw ctx.fail(where, `bad wins '${v.w}' in column w`);
    const losses = parseCount(v.l);
    if (losses === null) throw ctx.fail(where, `bad losses '${v.l}' in column l`);
    const attendance = na(v.attend) === null ? null : parseCount(v.attend);
    if (na(v.attend) !== null && attendance === null) throw ctx.fail(where, `bad attendance '${v.attend}' in column attend`);
    const team = ctx.team("nba", v.abbreviation, season, where);
    if (team === null) continue;
    ctx.teamSeason({
      source: where.source, file: where.file, line: where.line,
      league: "nba",
      season,
      team,
      wins,
      losses,
      madePlayoffs: bool(ctx, where, "playoffs", v.playoffs),
      venue: na(v.arena),
      attendance,
    });
  }
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/sumitrodatta/bball-reference-datasets",
  downloadBase: null,
  files: [TEAMS, CAREERS, SEASONS, DRAFT, SHARES, ALLSTARS, ALL_TEAMS],
  licence: "none stated (factual statistics from Basketball-Reference)",
  attribution: "Statistics from Basketball-Reference.com, compiled by Sumitro Datta",
  gamePriority: 0,
  async read(ctx: ImportContext) {
    await readTeamSeasons(ctx);

    // Rosters first: they tell which players ever played in the BAA/NBA (the others are ABA-only).
    const seasonRows = await readCsv(join(ctx.dir, SEASONS));
    const nbaSeasons = new Map<string, { first: number; last: number }>();
    seasonRows.forEach((row, index) => {
      if (index % 5000 === 0) ctx.progress(index, seasonRows.length);
      const v = row.values;
      const where: Origin = { source: SOURCE, file: SEASONS, line: row.line };
      if (v.lg === "ABA") {
        ctx.skip(where, "ABA season (the ABA is not covered)");
        return;
      }
      if (v.lg !== "NBA" && v.lg !== "BAA") throw ctx.fail(where, `bad league '${v.lg}' in column lg`);
      const season = endYear(ctx, where, v.season) - 1;
      const span = nbaSeasons.get(v.player_id);
      nbaSeasons.set(v.player_id, {
        first: Math.min(span?.first ?? season, season),
        last: Math.max(span?.last ?? season, season),
      });
    });
    ctx.progress(seasonRows.length, seasonRows.length);

    // The drafting row that stuck is the latest one (early players were sometimes drafted twice).
    const draftRows = await readCsv(join(ctx.dir, DRAFT));
    const drafts = new Map<string, { year: number; round: number | null; pick: number | null; team: string | null }>();
    for (const row of draftRows) {
      const v = row.values;
      const where: Origin = { source: SOURCE, file: DRAFT, line: row.line };
      const year = parseCount(v.season);
      if (year === null) throw ctx.fail(where, `bad season '${v.season}' in column season`);
      const round = na(v.round) === null ? null : parseCount(v.round);
      if (na(v.round) !== null && round === null) throw ctx.fail(where, `bad round '${v.round}' in column round`);
      const pick = na(v.overall_pick) === null ? null : parseCount(v.overall_pick);
      if (na(v.overall_pick) !== null && pick === null) {
        throw ctx.fail(where, `bad pick '${v.overall_pick}' in column overall_pick`);
      }
      if (!nbaSeasons.has(v.player_id)) {
        ctx.skip(where, "draft pick of a player who never played in the BAA/NBA");
        continue;
      }
      const known = drafts.get(v.player_id);
      if (known && known.year > year) continue;
      // The draft precedes the season that starts in the same calendar year.
      const team = ctx.team("nba", v.tm, year, where);
      drafts.set(v.player_id, { year, round, pick, team });
    }

    const careerRows = await readCsv(join(ctx.dir, CAREERS));
    const people = new Set<string>();
    for (const row of careerRows) {
      const v = row.values;
      const where: Origin = { source: SOURCE, file: CAREERS, line: row.line };
      const span = nbaSeasons.get(v.player_id);
      if (!span) {
        ctx.skip(where, "ABA-only player");
        continue;
      }
      const birthDate = na(v.birth_date);
      if (birthDate !== null && parseIsoDate(birthDate) === null) {
        throw ctx.fail(where, `bad date '${v.birth_date}' in column birth_date`);
      }
      const key = personKey(v.player_id);
      people.add(v.player_id);
      ctx.person({
        source: where.source, file: where.file, line: where.line,
        key,
        ...splitName(v.player),
        birthDate,
        college: na(v.colleges),
        heightInches: optionalNumber(ctx, where, "ht_in_in", v.ht_in_in),
        weightPounds: optionalNumber(ctx, where, "wt", v.wt),
        hallOfFame: bool(ctx, where, "hof", v.hof),
      });
      const draft = drafts.get(v.player_id);
      const player: PlayerRecord = {
        source: where.source, file: where.file, line: where.line,
        personKey: key,
        league: "nba",
        position: na(v.pos),
        firstSeason: span.first,
        lastSeason: span.last,
        draftYear: draft?.year ?? null,
        draftRound: draft?.round ?? null,
        draftPick: draft?.pick ?? null,
        draftTeam: draft?.team ?? null,
      };
      ctx.player(player);
    }

    seasonRows.forEach((row) => {
      const v = row.values;
      if (v.lg === "ABA") return;
      const where: Origin = { source: SOURCE, file: SEASONS, line: row.line };
      if (!people.has(v.player_id)) {
        ctx.skip(where, `player '${v.player_id}' missing from ${CAREERS}`);
        return;
      }
      // A multi-team total line repeats the per-team lines that follow it; those are the roster entries.
      if (/^(TOT|\dTM)$/.test(v.team)) {
        ctx.skip(where, "multi-team total line (the per-team lines are imported)");
        return;
      }
      const season = Number(v.season) - 1;
      const team = ctx.team("nba", v.team, season, where);
      if (team === null) return;
      ctx.playerSeason({
        source: where.source, file: where.file, line: where.line,
        personKey: personKey(v.player_id),
        league: "nba",
        season,
        team,
        position: na(v.pos),
        stats: {},
      });
    });

    const award = (file: string, line: number, playerId: string, season: number, name: string) => {
      const where: Origin = { source: SOURCE, file, line };
      if (!people.has(playerId)) {
        ctx.skip(where, playerId === "NA" ? "award winner without a player id" : `award to player '${playerId}' who has no BAA/NBA career line`);
        return;
      }
      ctx.award({ source: where.source, file: where.file, line: where.line, personKey: personKey(playerId), league: "nba", season, award: name });
    };

    for (const row of await readCsv(join(ctx.dir, SHARES))) {
      const v = row.values;
      const where: Origin = { source: SOURCE, file: SHARES, line: row.line };
      const season = endYear(ctx, where, v.season) - 1;
      if (!bool(ctx, where, "winner", v.winner)) continue;
      const name = AWARDS[v.award];
      if (name === undefined) {
        if (v.award.startsWith("aba ")) ctx.skip(where, "ABA award (the ABA is not covered)");
        else throw ctx.fail(where, `unknown award '${v.award}' in column award`);
        continue;
      }
      award(SHARES, row.line, v.player_id, season, name);
    }

    for (const row of await readCsv(join(ctx.dir, ALLSTARS))) {
      const v = row.values;
      const where: Origin = { source: SOURCE, file: ALLSTARS, line: row.line };
      const season = endYear(ctx, where, v.season) - 1;
      if (v.lg !== "NBA") {
        ctx.skip(where, `${v.lg} All-Star selection (only the NBA is covered)`);
        continue;
      }
      award(ALLSTARS, row.line, v.player_id, season, "All-Star");
    }

    for (const row of await readCsv(join(ctx.dir, ALL_TEAMS))) {
      const v = row.values;
      const where: Origin = { source: SOURCE, file: ALL_TEAMS, line: row.line };
      const season = endYear(ctx, where, v.season) - 1;
      if (v.lg === "ABA") {
        ctx.skip(where, "ABA honour (the ABA is not covered)");
        continue;
      }
      if (!/^(1st|2nd|3rd)$/.test(v.number_tm)) throw ctx.fail(where, `bad team number '${v.number_tm}' in column number_tm`);
      award(ALL_TEAMS, row.line, v.player_id, season, `${v.type} ${v.number_tm} Team`);
    }
  },
};
