// The data-quality report, from the real import: coverage of each league-season (games held against
// the published game count), agreement of records derived from games with published records, the
// seed's champions against the games, the importers' skipped and unmatched rows, freshness, sources.
// The import measures what does not change until the next import (db/load/data-quality-report.ts);
// freshness and the sources are read here.
import * as m from "../model";
import { measureQuality, type QualityReport } from "../../db/load/data-quality-report";
import { route, type Route } from "../router";
import { dataBoundText, leaguesCountedText } from "../../core/coverage";
import { LEADER_LEAGUE_SPORT, LEADER_STATISTICS } from "../../core/record-book";
import { leaderBounds, scopeOf } from "../records/scope";

type Report = m.Fields<typeof m.dataQuality>;
export type Check = Report["checks"][number];

/** A percentage check's status by the data-bar rule's thresholds. */
export function percentStatus(value: number): Check["status"] {
  return value >= 95 ? "passing" : value >= 80 ? "warning" : "failing";
}

export const dataQualityRoutes: Array<Route> = [
  route({
    pattern: "core/data-quality",
    model: m.dataQuality,
    cacheClass: "semi-static",
    params: [],
    async handle({ sql }) {
      const [[run], sources, freshness, leaderHeld, leaderLeagues] = await Promise.all([
        sql.query<{ finished_at: string; summary: Record<string, unknown>; quality_report: QualityReport | null }>(
          "SELECT finished_at, summary, quality_report FROM import_runs ORDER BY id DESC LIMIT 1",
        ),
        sql.query<Report["sources"][number]>("SELECT id, homepage, licence, attribution, rows_imported, imported_at FROM data_sources ORDER BY id"),
        // The latest final game of each league: a backward read of (league_id, game_date) per league.
        sql.query<{ league: string; latest: string | null }>(
          `SELECT l.abbreviation AS league,
                  (SELECT max(g.game_date) FROM games g WHERE g.league_id = l.id AND g.status = 'final')::text AS latest
           FROM leagues l ORDER BY l.id`,
        ),
        leaderBounds(sql),
        sql.query<{ id: number; slug: string; abbreviation: string }>("SELECT id, slug, abbreviation FROM leagues ORDER BY id"),
      ]);
      // Each leader list: its leagues, its seasons with their gaps, what its statistics leave out.
      const leaderLists = leaderLeagues.flatMap((league) =>
        (LEADER_STATISTICS[league.slug] ?? []).flatMap((stat) => {
          const held = leaderHeld.get(`${league.id}|${stat.slug}`);
          const sport = LEADER_LEAGUE_SPORT[league.slug];
          const scope = held && sport ? scopeOf(held, sport) : null;
          if (!held || !sport || !scope) return [];
          return [
            {
              league: league.abbreviation,
              statistic: stat.slug,
              label: stat.label,
              seasons: scope.label,
              leagues_counted: leaguesCountedText(league.slug),
              bound: dataBoundText(held.coverage, sport, league.abbreviation),
            },
          ];
        }),
      );
      // A database imported before the report was stored is measured on the spot.
      const report = run?.quality_report ?? (await measureQuality(sql));
      const { seasons, seed } = report;
      const agreement = { byLeague: report.record_agreement, differing: report.record_differences };
      const finalsWithoutScore = report.finals_without_score;
      const agedOver110 = report.aged_over_110;
      const byLeague = new Map<string, { league: string; name: string; published: number; held: number; seasons: number; missing: number }>();
      for (const season of seasons) {
        const entry = byLeague.get(season.league) ?? { league: season.league, name: season.name, published: 0, held: 0, seasons: 0, missing: 0 };
        entry.published += season.published;
        entry.held += Math.min(season.held, season.published);
        entry.seasons += 1;
        if (season.held === 0) entry.missing += 1;
        byLeague.set(season.league, entry);
      }
      const leagues = [...byLeague.values()].map((entry) => ({
        ...entry,
        coverage: entry.published ? Math.round((1000 * entry.held) / entry.published) / 10 : 0,
      }));
      const published = leagues.reduce((sum, entry) => sum + entry.published, 0);
      const held = leagues.reduce((sum, entry) => sum + entry.held, 0);
      const coveragePct = published ? Math.round((1000 * held) / published) / 10 : 0;
      const compared = agreement.byLeague.reduce((sum, entry) => sum + entry.compared, 0);
      const agreeing = agreement.byLeague.reduce((sum, entry) => sum + entry.agreeing, 0);
      const agreementPct = compared ? Math.round((1000 * agreeing) / compared) / 10 : 0;
      const seedPct = seed.checked ? Math.round((1000 * seed.agreeing) / seed.checked) / 10 : 0;
      // A report stored before the coach checks existed has none: they read as nothing compared.
      const coachAgreement = report.coach_record_agreement ?? [];
      const coachesCompared = coachAgreement.reduce((sum, entry) => sum + entry.compared, 0);
      const coachesAgreeing = coachAgreement.reduce((sum, entry) => sum + entry.agreeing, 0);
      const coachPct = coachesCompared ? Math.round((1000 * coachesAgreeing) / coachesCompared) / 10 : 0;
      const titleCoachDifferences = report.title_coach_differences ?? [];
      const summary = (run?.summary ?? {}) as {
        datasets?: Array<Record<string, unknown>>;
        skippedByReason?: Report["skipped_by_reason"];
        missingDatasets?: Array<string>;
      };
      const datasets = (summary.datasets ?? []).map((dataset) => ({
        id: String(dataset.id),
        rows: Number(dataset.rowsEmitted ?? 0),
        skipped: Number(dataset.skipped ?? 0),
        unmatched: Number(dataset.unmatched ?? 0),
        games_kept: Number(dataset.gamesKept ?? 0),
        games_superseded: Number(dataset.gamesSuperseded ?? 0),
      }));
      const unmatched = datasets.reduce((sum, dataset) => sum + dataset.unmatched, 0);
      const checks: Array<Check> = [
        {
          id: "coverage",
          name: "Games held against published game counts",
          description: "Regular-season games we hold for each league-season, against the games its published team records add up to.",
          value: coveragePct,
          unit: "%",
          status: percentStatus(coveragePct),
          detail: `${Math.round(held).toLocaleString("en-US")} of ${Math.round(published).toLocaleString("en-US")} games; ${leagues.reduce((n, l) => n + l.missing, 0)} league-seasons have no games.`,
        },
        {
          id: "records",
          name: "Records from games agree with published records",
          description: "Team-seasons whose win-loss(-tie) record derived from games equals the published record.",
          value: agreementPct,
          unit: "%",
          status: percentStatus(agreementPct),
          detail: `${agreeing.toLocaleString("en-US")} of ${compared.toLocaleString("en-US")} team-seasons agree.`,
        },
        {
          id: "seed",
          name: "Curated champions agree with the games",
          description: "Champions whose deciding game is in the datasets: the seed's winner won that game.",
          value: seedPct,
          unit: "%",
          status: percentStatus(seedPct),
          detail: `${seed.agreeing} of ${seed.checked} deciding games found agree.`,
        },
        {
          id: "coach-records",
          name: "Coaches' records add up to the published team records",
          description:
            "Team-seasons whose head coaches' records, as their datasets publish them, add up to the team's published record (co-coaches credited with the same games counted once; ties where the coaches' dataset gives them).",
          value: coachPct,
          unit: "%",
          status: percentStatus(coachPct),
          detail: `${coachesAgreeing.toLocaleString("en-US")} of ${coachesCompared.toLocaleString("en-US")} team-seasons agree.`,
        },
        {
          id: "title-coaches",
          name: "Champions' named coaches coached them",
          description:
            "Titles whose result names a coach by a name our coaching records do not have for the champion that season (another spelling of his name, or another coach); the title then counts for the coach who finished the season.",
          value: titleCoachDifferences.length,
          unit: "rows",
          status: titleCoachDifferences.length === 0 ? "passing" : "warning",
          detail: `${titleCoachDifferences.length} titles.`,
        },
        {
          id: "unmatched",
          name: "Every dataset row matched a team",
          description: "Rows whose team code the one team-code mapping did not know (they are reported, not dropped silently).",
          value: unmatched,
          unit: "rows",
          status: unmatched === 0 ? "passing" : "failing",
          detail: `${unmatched} unmatched rows.`,
        },
        {
          id: "final-without-score",
          name: "No final game without a score",
          description: "A game marked final must carry both scores.",
          value: finalsWithoutScore,
          unit: "rows",
          status: finalsWithoutScore === 0 ? "passing" : "failing",
          detail: `${finalsWithoutScore} games.`,
        },
        {
          id: "impossible-age",
          name: "No living person older than 110",
          description: "People with a birth date over 110 years ago and no death date would be shown an impossible age.",
          value: agedOver110,
          unit: "rows",
          status: agedOver110 === 0 ? "passing" : "warning",
          detail: `${agedOver110} people (their age is not shown).`,
        },
      ];
      // Player-seasons both NFL sources hold (the official figures kept) and the rows no nflverse player matched.
      const sourcePairs = report.season_line_sources ?? [];
      const comparedSeasons = sourcePairs.reduce((sum, pair) => sum + pair.compared, 0);
      const differingSeasons = sourcePairs.reduce((sum, pair) => sum + pair.differing, 0);
      const unidentified = report.unidentified_rows ?? [];
      const unidentifiedRows = unidentified.reduce((sum, entry) => sum + entry.rows, 0);
      const unidentifiedRecent = unidentified.filter((entry) => !entry.era.startsWith("before")).reduce((sum, entry) => sum + entry.rows, 0);
      checks.push(
        {
          id: "season-line-sources",
          name: "Player-seasons two datasets give alike",
          description:
            "Player-seasons two datasets hold (the NFL's 1999-2020: Pro-Football-Reference's official figures and nflverse's play-by-play totals); the official figures are kept and every statistic that differs is listed below.",
          value: differingSeasons,
          unit: "rows",
          status: differingSeasons === 0 ? "passing" : "warning",
          detail: `${differingSeasons.toLocaleString("en-US")} of ${comparedSeasons.toLocaleString("en-US")} player-seasons differ in at least one statistic.`,
        },
        {
          id: "unidentified-players",
          name: "Player rows matched to an identified player",
          description:
            "Pro-Football-Reference's NFL rows (no player ids) that match no nflverse player: expected before 1999 (nflverse's players begin in 1974), listed from 1999; each becomes a person by name and seasons.",
          value: unidentifiedRecent,
          unit: "rows",
          status: unidentifiedRecent === 0 ? "passing" : "warning",
          detail: `${unidentifiedRows.toLocaleString("en-US")} rows match no nflverse player, ${unidentifiedRecent} of them from 1999.`,
        },
      );
      // The NFL box-score lines: every game of 1999-2020 the file covers has them; its gaps are listed with their rule.
      const boxScores = report.box_scores ?? { lines: 0, linked: 0, gaps: [], listed: [] };
      const gapRows = (kind: string) => boxScores.gaps.find((gap) => gap.kind === kind)?.rows ?? 0;
      const unexplained = gapRows("missing_team_game") + gapRows("no_game");
      checks.push({
        id: "box-scores",
        name: "NFL box-score lines joined to their games",
        description:
          "Each line of the NFL's 1999-2020 player-games file joined to its game (season, week, team) and player: games the file lacks, lines it gives twice (the first kept) and lines of no game we hold are listed below.",
        value: unexplained,
        unit: "rows",
        status: unexplained === 0 ? "passing" : "warning",
        detail: `${boxScores.lines.toLocaleString("en-US")} lines, ${boxScores.linked.toLocaleString("en-US")} linked to a player; ${gapRows("missing_game")} games without a box score, ${gapRows("duplicate_line")} player-games given twice, ${gapRows("no_game")} team-weeks of no game we hold, ${gapRows("no_player")} ids of no player we hold.`,
      });
      const rulesPassing = checks.filter((check) => check.status === "passing").length;
      const score = Math.round((coveragePct + agreementPct + seedPct + (100 * rulesPassing) / checks.length) / 4);
      return {
        score,
        imported_at: run?.finished_at ?? null,
        checks,
        leagues,
        seasons,
        record_agreement: agreement.byLeague,
        record_differences: agreement.differing,
        coach_record_agreement: coachAgreement,
        coach_record_differences: report.coach_record_differences ?? [],
        title_coach_differences: titleCoachDifferences,
        season_line_sources: sourcePairs,
        season_line_differences: report.season_line_differences ?? [],
        season_line_career_differences: report.season_line_career_differences ?? [],
        unidentified_rows: unidentified,
        unidentified_recent: report.unidentified_recent ?? [],
        awards_without_seasons: report.awards_without_seasons ?? [],
        box_scores: boxScores,
        leader_lists: leaderLists,
        datasets,
        skipped_by_reason: summary.skippedByReason ?? [],
        missing_datasets: summary.missingDatasets ?? [],
        freshness,
        sources,
      };
    },
  }),
];
