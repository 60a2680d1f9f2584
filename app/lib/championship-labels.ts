// Labels the championship pages derive from names and sports: sport groups, major titles, titles of the champions page.
import type { LevelSlug, SportSlug } from "@sites/site";

export type SportGroup = "Football" | "Basketball" | "Baseball" | "Hockey" | "Other";

export const SPORT_GROUPS: ReadonlyArray<SportGroup> = ["Football", "Basketball", "Baseball", "Hockey", "Other"];

export const DEFAULT_CHAMPIONSHIP_DESCRIPTION = "The premier championship event determining the ultimate champion.";
export const DEFAULT_TROPHY_NAME = "Championship Trophy";
export const DEFAULT_FORMAT = "Single elimination game";

function contains(text: string, part: string): boolean {
  return text.toLowerCase().includes(part.toLowerCase());
}

const GROUP_BY_SPORT: Readonly<Record<string, SportGroup>> = {
  football: "Football",
  basketball: "Basketball",
  baseball: "Baseball",
  hockey: "Hockey",
};

const GROUP_BY_NAME: ReadonlyArray<[string, SportGroup]> = [
  ["Super Bowl", "Football"],
  ["NFL", "Football"],
  ["AFL", "Football"],
  ["Football", "Football"],
  ["NBA", "Basketball"],
  ["Basketball", "Basketball"],
  ["Final Four", "Basketball"],
  ["World Series", "Baseball"],
  ["Baseball", "Baseball"],
  ["Stanley Cup", "Hockey"],
  ["Hockey", "Hockey"],
  ["Frozen Four", "Hockey"],
];

/**
 * The sport group of a championship: from its sport (slug or name) when known, else from words of
 * its name (Super Bowl, NBA, World Series, Stanley Cup, ...), else Other.
 */
export function sportGroup(sport: string | null | undefined, championshipName?: string | null): SportGroup {
  const bySport = sport ? GROUP_BY_SPORT[sport.trim().toLowerCase()] : undefined;
  if (bySport) return bySport;
  const name = championshipName ?? "";
  for (const [word, group] of GROUP_BY_NAME) if (contains(name, word)) return group;
  return "Other";
}

/** Major titles are highlighted: Super Bowl, NBA Championship (or NBA Finals), World Series, Stanley Cup. */
export function isMajorTitle(championshipName: string | null | undefined): boolean {
  const name = championshipName ?? "";
  if (contains(name, "College World Series")) return false;
  return ["Super Bowl", "NBA Championship", "NBA Finals", "World Series", "Stanley Cup"].some((title) => contains(name, title));
}

const PRO_TITLES: Readonly<Record<SportSlug, string>> = {
  football: "Super Bowl Champions",
  basketball: "NBA Champions",
  baseball: "World Series Champions",
  hockey: "Stanley Cup Champions",
};

const SPORT_NAMES: Readonly<Record<SportSlug, string>> = {
  football: "Football",
  basketball: "Basketball",
  baseball: "Baseball",
  hockey: "Hockey",
};

/** The champions page's title: the sport's own title on a sport site, 'Championship History' on the hub. */
export function championsPageTitle(site: { sport: SportSlug | null; level: LevelSlug | null }): string {
  if (!site.sport) return "Championship History";
  if (site.level === null || site.level === "professional") return PRO_TITLES[site.sport];
  return `College ${SPORT_NAMES[site.sport]} National Champions`;
}

/** A deciding game's date as fans read it ("January 15, 1967"), or null when it is not known. */
export function gameDateLabel(isoDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? "");
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/**
 * How a title is dated: by its season (a title belongs to a season, docs/decisions/0020), with the deciding
 * game's date where known (Super Bowl I: "1966 · January 15, 1967"; the 1929 NFL title: "1929").
 */
export function titleWhen(seasonLabel: string, gameDate: string | null | undefined): string {
  const date = gameDateLabel(gameDate);
  return date ? `${seasonLabel} · ${date}` : seasonLabel;
}

/** Names joined the way a sentence lists them: "A", "A and B", "A, B and C". */
export function listJoin(names: ReadonlyArray<string>): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** One league title and what it comprised: "1966: NFL Championship and Super Bowl I". */
export function leagueTitleLabel(title: { season_label: string; titles: ReadonlyArray<{ championship_name: string; edition: string | null }> }): string {
  const parts = title.titles.map((part) => (part.edition ? `${part.championship_name} ${part.edition}` : part.championship_name));
  return `${title.season_label}: ${listJoin(parts)}`;
}

/** Years of history: the current year minus the earliest first year (0 when there is none). */
export function yearsOfHistory(firstYears: ReadonlyArray<number>, currentYear: number): number {
  if (firstYears.length === 0) return 0;
  return Math.max(0, currentYear - Math.min(...firstYears));
}

/**
 * A team as the tables show it: city and name. Names the API gives are usually full already
 * ("New England Patriots"; the city may be the stadium's, Foxborough), so a name of more than one
 * word, or one starting with the city, is shown as it is; a bare nickname gets its city.
 */
export function teamDisplayName(city: string | null | undefined, name: string | null | undefined): string {
  const team = (name ?? "").trim();
  const place = (city ?? "").trim();
  if (!place) return team;
  if (!team) return place;
  if (team.toLowerCase().startsWith(place.toLowerCase()) || /\s/.test(team)) return team;
  return `${place} ${team}`;
}
