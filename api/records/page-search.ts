// The record book's pages as search hits ("leaders", "home run leaders", "Cy Young", "on this day"):
// each page with the names a fan may type for it, a leader list per league and statistic of the site,
// and each award of the site's leagues (an award by its name leads to /awards/{slug}). Matched by words:
// every word typed begins a word of a name, plurals folded ("home run leaders" finds "Home runs").
import { awardKind } from "../../core/awards";
import { sectionsWithoutData, type NavSection } from "../../core/coverage";
import { LEADER_STATISTICS } from "../../core/record-book";
import type { Sql } from "../../db/database";
import { allCoverage, sectionRanges } from "../coverage";
import { Where, whereInSite, type SiteScope } from "../sql-filters";
import { leaderLeagues } from "./leaders";

export type PageHit = { path: string; name: string; detail: string; rank: number };

type Candidate = { path: string; name: string; detail: string; aliases: ReadonlyArray<string> };

/** The record book's pages, each with its nav section: a site that holds nothing for it is not offered it. */
const RECORD_BOOK_PAGES: ReadonlyArray<Candidate & { section: NavSection }> = [
  {
    section: "leaders",
    path: "/leaders",
    name: "Leaders",
    detail: "Career and single-season leaders",
    aliases: ["career leaders", "single-season leaders", "statistical leaders", "stat leaders", "record book"],
  },
  {
    section: "records",
    path: "/records",
    name: "Team Records",
    detail: "Most wins, best seasons, longest streaks, largest margins",
    aliases: ["records", "team records", "most wins", "longest winning streak"],
  },
  {
    section: "franchises",
    path: "/franchises",
    name: "Franchises",
    detail: "Every franchise's all-time record, playoffs and titles",
    aliases: ["franchise index", "all-time records"],
  },
  {
    section: "awards",
    path: "/awards",
    name: "Awards",
    detail: "MVPs, Cy Young, Hart and every award's winners",
    aliases: ["award winners", "trophies", "mvp", "most valuable player"],
  },
  // /head-to-head needs two teams: a team's page links to it with the team picked.
  {
    section: "head-to-head",
    path: "/teams",
    name: "Head-to-Head",
    detail: "Two franchises' record against each other: from a team's page",
    aliases: ["head to head", "h2h", "rivalries", "rivalry", "all-time series"],
  },
  {
    section: "on-this-day",
    path: "/on-this-day",
    name: "On This Day",
    detail: "Titles, games, birthdays and deaths of a day across the years",
    aliases: ["this day in history", "today in history", "birthdays"],
  },
];

/** Lower case, hyphens as spaces, other marks dropped, a plural's "s" folded: "Home runs" is "home run". */
function words(text: string): Array<string> {
  return text
    .toLowerCase()
    .replace(/[-_/]+/g, " ")
    .replace(/[^a-z0-9 ]+/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
}

/** 0 when a name is the term, 1 when every word typed begins a word of it in order from its start, 2 when each begins one of its words; null when not. */
export function pageMatchRank(term: string, name: string): number | null {
  const asked = words(term);
  const named = words(name);
  if (asked.length === 0) return null;
  if (asked.join(" ") === named.join(" ")) return 0;
  // A word of one or two letters ("to", "al") names a whole word only.
  const begins = (named: string | undefined, word: string) => named !== undefined && (word.length < 3 ? named === word : named.startsWith(word));
  if (!asked.every((word) => named.some((n) => begins(n, word)))) return null;
  return asked.every((word, i) => begins(named[i], word)) ? 1 : 2;
}

function best(term: string, candidate: Candidate): number | null {
  const ranks = [candidate.name, ...candidate.aliases].map((name) => pageMatchRank(term, name)).filter((rank): rank is number => rank !== null);
  return ranks.length ? Math.min(...ranks) : null;
}

/** The pages the site's leagues hold nothing for, by the nav's rule (core/coverage.ts); none on the hub. */
async function emptySections(sql: Sql, site: SiteScope): Promise<Array<NavSection>> {
  if (!site.sport && !site.level) return [];
  const where = whereInSite(new Where(), site);
  const leagues = await sql.query<{ slug: string }>(
    `SELECT l.slug FROM leagues l JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id ${where}`,
    where.values,
  );
  const slugs = leagues.map((l) => l.slug);
  const [coverage, sections] = await Promise.all([allCoverage(sql, slugs), sectionRanges(sql, slugs)]);
  return sectionsWithoutData([...coverage.map((c) => c.kind), ...sections.map((r) => r.kind)]);
}

/** The record-book pages a search term names, on this site: its closest first, at most `limit`. */
export async function recordBookPageHits(sql: Sql, site: SiteScope, term: string, limit: number): Promise<Array<PageHit>> {
  if (words(term).length === 0) return [];
  const where = new Where();
  whereInSite(where, site);
  const [leagues, awards, empty] = await Promise.all([
    leaderLeagues(sql, site),
    sql.query<{ slug: string; label: string; name: string; league: string; abbreviation: string }>(
      `SELECT a.slug, a.label, a.name, l.slug AS league, l.abbreviation FROM award_index a
       JOIN leagues l ON l.id = a.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id ${where}
       ORDER BY l.id, a.label`,
      where.values,
    ),
    emptySections(sql, site),
  ]);
  const candidates: Array<Candidate> = [
    ...RECORD_BOOK_PAGES.filter((page) => !empty.includes(page.section)),
    ...leagues.flatMap((league) =>
      (LEADER_STATISTICS[league.slug] ?? []).map((stat) => ({
        path: `/leaders?league=${league.slug}&stat=${stat.slug}`,
        name: `${league.abbreviation} ${stat.label} leaders`,
        detail: `Career and single-season leaders in ${stat.label.toLowerCase()}`,
        aliases: [`${stat.label} leaders`, `${stat.label} leaders ${league.abbreviation}`, `career ${stat.label}`, `most ${stat.label}`],
      })),
    ),
    ...awards.map((award) => ({
      path: `/awards/${award.slug}`,
      name: award.label.toLowerCase().startsWith(award.abbreviation.toLowerCase()) ? award.label : `${award.abbreviation} ${award.label}`,
      detail: "Every season's winner",
      aliases: [award.label, ...(awardKind(award.league, award.name) === "mvp" ? ["mvp", "most valuable player", `${award.abbreviation} mvp`] : [])],
    })),
  ];
  return candidates
    .map((candidate, order) => ({ candidate, order, rank: best(term, candidate) }))
    .filter((hit): hit is { candidate: Candidate; order: number; rank: number } => hit.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ candidate, rank }) => ({ path: candidate.path, name: candidate.name, detail: candidate.detail, rank }));
}
