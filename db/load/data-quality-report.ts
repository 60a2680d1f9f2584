// The import's own measurements for the data-quality report (issue 16), taken once per import inside
// its transaction and stored on its import_runs row (issue 14: the report endpoint reads them instead
// of scanning every game on each request). The API turns them into checks: api/routes/data-quality.ts.
import { recordSql } from "../../core/standings";
import type { Sql } from "../database";
import { measureSeasonSources, type SeasonSourcesReport } from "./season-sources-report";

/** A league-season: games we hold against the games its published team records add up to. */
export type SeasonCoverage = { league: string; name: string; season: number; published: number; held: number };
export type LeagueAgreement = { league: string; compared: number; agreeing: number };
export type RecordDifference = { team: string; league: string; season: number; derived: string; published: string };

/**
 * A team-season whose head coaches' records (as their datasets publish them, added up; co-coaches
 * credited with the same games counted once) differ from the team's published record.
 */
export type CoachRecordDifference = { team: string; league: string; season: number; published: string; coaches: string; kind: string };
/** A title whose result names a coach our stints do not have coaching the champion that season. */
export type TitleCoachDifference = { team: string; league: string; season: number; named: string; credited: string | null };

/** What the NFL box-score file gives not as it should (nfl_player_game_gaps, decision 0163), listed with its rule. */
export type BoxScoreGap = {
  kind: string;
  season: number;
  week: string | null;
  game: string | null;
  team: string | null;
  player: string | null;
  detail: string;
};
export type BoxScoreReport = { lines: number; linked: number; gaps: Array<{ kind: string; rows: number }>; listed: Array<BoxScoreGap> };

export type QualityReport = Partial<SeasonSourcesReport> & {
  box_scores?: BoxScoreReport;
  seasons: Array<SeasonCoverage>;
  record_agreement: Array<LeagueAgreement>;
  record_differences: Array<RecordDifference>;
  seed: { checked: number; agreeing: number };
  coach_record_agreement?: Array<LeagueAgreement>;
  coach_record_differences?: Array<CoachRecordDifference>;
  title_coach_differences?: Array<TitleCoachDifference>;
  finals_without_score: number;
  /** People with a birth date over 110 years before the import and no death date. */
  aged_over_110: number;
};

/** One published record per team-season (the first source in id order when several publish one). */
const PUBLISHED = `SELECT DISTINCT ON (team_id, season_start_year) team_id, league_id, season_start_year, wins, losses,
    coalesce(ties, 0) AS ties, coalesce(ot_losses, 0) AS ot_losses
  FROM team_season_records ORDER BY team_id, season_start_year, source`;

function coverage(sql: Sql): Promise<Array<SeasonCoverage>> {
  return sql.query<SeasonCoverage>(
    `WITH pub AS (SELECT league_id, season_start_year, sum(wins + losses + ties + ot_losses) / 2.0 AS published FROM (${PUBLISHED}) p GROUP BY 1, 2),
          held AS (SELECT league_id, season_start_year, sum(coalesce(derived_games_played, 0)) / 2.0 AS held FROM standings GROUP BY 1, 2)
     SELECT l.abbreviation AS league, l.name, pub.season_start_year AS season,
            round(pub.published)::int AS published, round(coalesce(held.held, 0))::int AS held
     FROM pub JOIN leagues l ON l.id = pub.league_id
     LEFT JOIN held ON held.league_id = pub.league_id AND held.season_start_year = pub.season_start_year
     ORDER BY l.id, pub.season_start_year`,
  );
}

// The record derived from our games (standings.derived_*) against the published one; seasons we hold
// no games of are not compared.
const COMPARED = `FROM (${PUBLISHED}) p JOIN standings st ON st.team_id = p.team_id AND st.season_start_year = p.season_start_year
     JOIN leagues l ON l.id = p.league_id`;
const AGREES = `st.derived_wins = p.wins AND st.derived_losses = p.losses AND st.derived_ties = p.ties AND st.derived_ot_losses = p.ot_losses`;

function recordAgreement(sql: Sql): Promise<Array<LeagueAgreement>> {
  return sql.query<LeagueAgreement>(
    `SELECT l.abbreviation AS league, count(*)::int AS compared, count(*) FILTER (WHERE ${AGREES})::int AS agreeing
     ${COMPARED} WHERE st.derived_wins IS NOT NULL
     GROUP BY l.id, l.abbreviation ORDER BY l.id`,
  );
}

function recordDifferences(sql: Sql): Promise<Array<RecordDifference>> {
  return sql.query<RecordDifference>(
    `SELECT t.name AS team, l.abbreviation AS league, p.season_start_year AS season,
            ${recordSql("st.derived_wins", "st.derived_losses", "st.derived_ties + st.derived_ot_losses")} AS derived,
            ${recordSql("p.wins", "p.losses", "p.ties + p.ot_losses")} AS published
     ${COMPARED} JOIN teams t ON t.id = p.team_id
     WHERE st.derived_wins IS NOT NULL AND NOT (${AGREES})
     ORDER BY abs(st.derived_wins - p.wins) + abs(st.derived_losses - p.losses) DESC, p.season_start_year DESC LIMIT 25`,
  );
}

// Each team-season's head coaches against its published record: wins and losses always, ties where the
// coaches' source gives them (Lahman's managers have none; hockey's overtime losses are the team's alone).
// Co-coaches the source credits with the same games (same record, same place in the season) may count once.
const COACHES_AGAINST_PUBLISHED = `WITH segments AS (
    SELECT DISTINCT team_id, season_start_year, wins, losses, ties, season_order FROM coaching_stints WHERE is_head_coach
  ), shared AS (
    SELECT team_id, season_start_year, sum(wins)::int AS wins, sum(losses)::int AS losses, sum(ties)::int AS ties
    FROM segments GROUP BY 1, 2
  ), coached AS (
    SELECT team_id, season_start_year, sum(wins)::int AS wins, sum(losses)::int AS losses, sum(ties)::int AS ties,
           count(*) FILTER (WHERE wins IS NULL OR losses IS NULL)::int AS unknown
    FROM coaching_stints WHERE is_head_coach GROUP BY 1, 2
  )
  SELECT p.team_id, p.league_id, p.season_start_year, p.wins, p.losses, p.ties, c.wins AS coach_wins, c.losses AS coach_losses,
         c.ties AS coach_ties, c.unknown,
         c.unknown = 0 AND (
           (c.wins = p.wins AND c.losses = p.losses AND (c.ties IS NULL OR c.ties = p.ties))
           OR (sh.wins = p.wins AND sh.losses = p.losses AND (sh.ties IS NULL OR sh.ties = p.ties))) AS agrees
  FROM (${PUBLISHED}) p JOIN coached c ON c.team_id = p.team_id AND c.season_start_year = p.season_start_year
  JOIN shared sh ON sh.team_id = p.team_id AND sh.season_start_year = p.season_start_year`;

function coachRecordAgreement(sql: Sql): Promise<Array<LeagueAgreement>> {
  return sql.query<LeagueAgreement>(
    `SELECT l.abbreviation AS league, count(*)::int AS compared, count(*) FILTER (WHERE x.agrees)::int AS agreeing
     FROM (${COACHES_AGAINST_PUBLISHED}) x JOIN leagues l ON l.id = x.league_id GROUP BY l.id, l.abbreviation ORDER BY l.id`,
  );
}

function coachRecordDifferences(sql: Sql): Promise<Array<CoachRecordDifference>> {
  return sql.query<CoachRecordDifference>(
    `SELECT t.name AS team, l.abbreviation AS league, x.season_start_year AS season,
            ${recordSql("x.wins", "x.losses", "x.ties")} AS published,
            (SELECT string_agg(pe.full_name || ' ' || ${recordSql("coalesce(cs.wins::text, '?')", "coalesce(cs.losses::text, '?')", "cs.ties")},
                               ', ' ORDER BY coalesce(cs.season_order, 0), cs.id)
             FROM coaching_stints cs JOIN coaches c ON c.id = cs.coach_id JOIN people pe ON pe.id = c.person_id
             WHERE cs.team_id = x.team_id AND cs.season_start_year = x.season_start_year AND cs.is_head_coach) AS coaches,
            CASE WHEN x.unknown > 0 THEN 'a coach''s record is not in the datasets'
                 WHEN x.coach_wins + x.coach_losses > x.wins + x.losses THEN 'the coaches'' records add up to more games (co-coaches overlapping)'
                 WHEN x.coach_wins + x.coach_losses < x.wins + x.losses THEN 'the coaches'' records add up to fewer games (a coach missing)'
                 ELSE 'same games, different results' END AS kind
     FROM (${COACHES_AGAINST_PUBLISHED}) x JOIN leagues l ON l.id = x.league_id JOIN teams t ON t.id = x.team_id
     WHERE NOT x.agrees
     ORDER BY l.id, x.season_start_year, t.name LIMIT 200`,
  );
}

/** Titles whose result names a coach who, by our stints, did not coach the champion that season. */
function titleCoachDifferences(sql: Sql): Promise<Array<TitleCoachDifference>> {
  return sql.query<TitleCoachDifference>(
    `SELECT coalesce(r.winner_name, t.name) AS team, l.abbreviation AS league, r.season_start_year AS season, r.winning_coach AS named,
            (SELECT string_agg(pe.full_name, ', ') FROM coach_titles cc JOIN coaches c ON c.id = cc.coach_id
             JOIN people pe ON pe.id = c.person_id WHERE cc.result_id = r.id) AS credited
     FROM championship_results r JOIN championships ch ON ch.id = r.championship_id JOIN leagues l ON l.id = ch.league_id
     JOIN teams t ON t.id = r.winner_team_id
     WHERE r.status = 'held' AND r.winning_coach_key IS NOT NULL
       AND EXISTS (SELECT 1 FROM coaching_stints cs WHERE cs.team_id = r.winner_team_id AND cs.season_start_year = r.season_start_year)
       AND NOT EXISTS (SELECT 1 FROM coaching_stints cs JOIN coaches c ON c.id = cs.coach_id JOIN people pe ON pe.id = c.person_id
                       WHERE cs.team_id = r.winner_team_id AND cs.season_start_year = r.season_start_year
                         AND pe.name_key = ANY (string_to_array(r.winning_coach_key, ' ')))
     ORDER BY l.id, r.season_start_year`,
  );
}

/** Champions whose deciding game is in the datasets: did the seed's winner win it? */
async function seedAgainstGames(sql: Sql): Promise<QualityReport["seed"]> {
  const [row] = await sql.query<{ checked: number; agreeing: number }>(
    `SELECT count(*)::int AS checked,
            count(*) FILTER (WHERE (g.home_team_id = r.winner_team_id AND g.home_score > g.away_score)
                               OR (g.away_team_id = r.winner_team_id AND g.away_score > g.home_score))::int AS agreeing
     FROM championship_results r
     JOIN LATERAL (SELECT * FROM games g WHERE g.game_date = r.game_date AND g.home_score IS NOT NULL
                     AND ((g.home_team_id = r.winner_team_id AND g.away_team_id = r.runner_up_team_id)
                       OR (g.away_team_id = r.winner_team_id AND g.home_team_id = r.runner_up_team_id)) LIMIT 1) g ON true
     WHERE r.status = 'held' AND r.game_date IS NOT NULL`,
  );
  return row ?? { checked: 0, agreeing: 0 };
}

/** The box-score lines written, how many name a player we hold, and every gap (the players not held: the first 50). */
/** A team's name in a season: its era's, else the franchise's. */
const nameInSeason = (team: string, season: string) =>
  `coalesce((SELECT e.name FROM team_eras e WHERE e.team_id = ${team} AND coalesce(e.first_season, 0) <= ${season}
     AND coalesce(e.last_season, 9999) >= ${season} ORDER BY e.first_season DESC NULLS LAST LIMIT 1), (SELECT t.name FROM teams t WHERE t.id = ${team}))`;

async function boxScores(sql: Sql): Promise<BoxScoreReport> {
  const [lines] = await sql.query<{ lines: number; linked: number }>("SELECT count(*)::int AS lines, count(player_id)::int AS linked FROM nfl_player_games");
  const gaps = await sql.query<{ kind: string; rows: number }>("SELECT kind, count(*)::int AS rows FROM nfl_player_game_gaps GROUP BY kind ORDER BY kind");
  const listed = await sql.query<BoxScoreGap>(
    `SELECT x.kind, x.season_start_year AS season, x.week,
            CASE WHEN g.id IS NULL THEN NULL
                 ELSE ${nameInSeason("g.away_team_id", "g.season_start_year")} || ' at ' || ${nameInSeason("g.home_team_id", "g.season_start_year")} || ', ' || g.game_date::text END AS game,
            CASE WHEN x.team_id IS NULL THEN NULL ELSE ${nameInSeason("x.team_id", "x.season_start_year")} END AS team, x.player_name AS player, x.detail
     FROM (SELECT *, row_number() OVER (PARTITION BY kind ORDER BY season_start_year, id) AS n FROM nfl_player_game_gaps) x
     LEFT JOIN games g ON g.id = x.game_id
     WHERE x.kind <> 'no_player' OR x.n <= 50
     ORDER BY x.kind, x.season_start_year, x.id`,
  );
  return { lines: lines?.lines ?? 0, linked: lines?.linked ?? 0, gaps, listed };
}

async function count(sql: Sql, text: string): Promise<number> {
  const [row] = await sql.query<{ n: number }>(text);
  return row?.n ?? 0;
}

export async function measureQuality(sql: Sql): Promise<QualityReport> {
  return {
    seasons: await coverage(sql),
    record_agreement: await recordAgreement(sql),
    record_differences: await recordDifferences(sql),
    seed: await seedAgainstGames(sql),
    coach_record_agreement: await coachRecordAgreement(sql),
    coach_record_differences: await coachRecordDifferences(sql),
    title_coach_differences: await titleCoachDifferences(sql),
    finals_without_score: await count(sql, "SELECT count(*)::int AS n FROM games WHERE status = 'final' AND (home_score IS NULL OR away_score IS NULL)"),
    aged_over_110: await count(
      sql,
      "SELECT count(*)::int AS n FROM people WHERE death_date IS NULL AND birth_date IS NOT NULL AND birth_date < (current_date - interval '110 years')",
    ),
    ...(await measureSeasonSources(sql)),
    box_scores: await boxScores(sql),
  };
}
