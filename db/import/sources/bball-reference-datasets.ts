// Importer for bball-reference-datasets: BAA/NBA team seasons, players, rosters, draft picks and awards from Basketball-Reference.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { rowFields, splitName, type FieldOptions } from "../fields";
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

/** The files write NA for a value they do not know. */
const NA: FieldOptions = { missing: ["NA"] };
const na = (value: string): string | null => (value === "NA" || value === "" ? null : value);

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
    const f = rowFields(ctx, where, v, NA);
    // Seasons go by the year they end in.
    const season = f.year("season") - 1;
    if (v.w === "NA" && v.l === "NA") {
      // 1954-55 Baltimore Bullets: folded after 14 games, which the league then struck from the record.
      ctx.skip(where, "team season without a record (club folded during the season)");
      continue;
    }
    const wins = f.count("w", "wins");
    const losses = f.count("l", "losses");
    const attendance = f.optCount("attend", "attendance");
    const madePlayoffs = f.flag("playoffs", "TRUE", "FALSE");
    const team = ctx.team("nba", v.abbreviation, season, where);
    if (team === null) continue;
    ctx.teamSeason({
      source: where.source,
      file: where.file,
      line: where.line,
      league: "nba",
      season,
      team,
      wins,
      losses,
      madePlayoffs,
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
      const f = rowFields(ctx, where, v, NA);
      if (f.oneOf("lg", "league", ["NBA", "BAA", "ABA"]) === "ABA") {
        ctx.skip(where, "ABA season (the ABA is not covered)");
        return;
      }
      const season = f.year("season") - 1;
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
      const f = rowFields(ctx, where, v, NA);
      const year = f.year("season");
      const round = f.optCount("round", "round");
      const pick = f.optCount("overall_pick", "pick");
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
      const f = rowFields(ctx, where, v, NA);
      const birthDate = f.optDate("birth_date");
      const key = personKey(v.player_id);
      people.add(v.player_id);
      ctx.person({
        source: where.source,
        file: where.file,
        line: where.line,
        key,
        ...splitName(v.player),
        birthDate,
        college: na(v.colleges),
        heightInches: f.optNum("ht_in_in"),
        weightPounds: f.optNum("wt"),
        hallOfFame: f.flag("hof", "TRUE", "FALSE"),
      });
      const draft = drafts.get(v.player_id);
      const player: PlayerRecord = {
        source: where.source,
        file: where.file,
        line: where.line,
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
        source: where.source,
        file: where.file,
        line: where.line,
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
      const f = rowFields(ctx, where, v, NA);
      const season = f.year("season") - 1;
      if (!f.flag("winner", "TRUE", "FALSE")) continue;
      const name = Object.hasOwn(AWARDS, v.award) ? AWARDS[v.award] : undefined;
      if (name === undefined) {
        if (v.award.startsWith("aba ")) ctx.skip(where, "ABA award (the ABA is not covered)");
        else throw f.bad("award", "award");
        continue;
      }
      award(SHARES, row.line, v.player_id, season, name);
    }

    for (const row of await readCsv(join(ctx.dir, ALLSTARS))) {
      const v = row.values;
      const where: Origin = { source: SOURCE, file: ALLSTARS, line: row.line };
      const season = rowFields(ctx, where, v, NA).year("season") - 1;
      if (v.lg !== "NBA") {
        ctx.skip(where, `${v.lg} All-Star selection (only the NBA is covered)`);
        continue;
      }
      award(ALLSTARS, row.line, v.player_id, season, "All-Star");
    }

    for (const row of await readCsv(join(ctx.dir, ALL_TEAMS))) {
      const v = row.values;
      const where: Origin = { source: SOURCE, file: ALL_TEAMS, line: row.line };
      const f = rowFields(ctx, where, v, NA);
      const season = f.year("season") - 1;
      if (v.lg === "ABA") {
        ctx.skip(where, "ABA honour (the ABA is not covered)");
        continue;
      }
      const teamNumber = f.oneOf("number_tm", "team number", ["1st", "2nd", "3rd"]);
      award(ALL_TEAMS, row.line, v.player_id, season, `${v.type} ${teamNumber} Team`);
    }
  },
};
