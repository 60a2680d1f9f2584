// Structured data for search engines (schema.org as JSON-LD): a team page's SportsTeam, a game page's
// SportsEvent and a page's BreadcrumbList, built only from what the page's data holds, and the text of
// the <script type="application/ld+json"> block, escaped so no value can close the script or the page.

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/** JSON safe inside a <script> element: `<`, `>` and `&` as \u escapes, and the two JS line separators. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Drops empty values (null, undefined, "", empty objects), so nothing unknown is stated. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact).filter((v) => v !== undefined);
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, v]) => [key, compact(v)] as const)
      .filter(([, v]) => v !== undefined);
    const onlyType = entries.every(([key]) => key.startsWith("@"));
    return entries.length === 0 || onlyType ? undefined : Object.fromEntries(entries);
  }
  return value === null || value === undefined || value === "" ? undefined : value;
}

function withContext(data: JsonLd): JsonLd {
  return { "@context": CONTEXT, ...((compact(data) as JsonLd | undefined) ?? {}) };
}

export type BreadcrumbLdItem = { label: string; to?: string };

/** The trail as a BreadcrumbList: each item's page on the site's host (the last one is the page itself). */
export function breadcrumbListLd(items: ReadonlyArray<BreadcrumbLdItem>, origin: string, currentPath: string): JsonLd {
  return withContext({
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: `${origin}${index === items.length - 1 ? currentPath : (item.to ?? currentPath)}`,
    })),
  });
}

type Place = { name?: string | null; city?: string | null; state?: string | null; country?: string | null };

function placeLd(place: Place | null | undefined): JsonLd | undefined {
  if (!place) return undefined;
  return {
    "@type": "Place",
    name: place.name,
    address: { "@type": "PostalAddress", addressLocality: place.city, addressRegion: place.state, addressCountry: place.country },
  };
}

export type TeamLdFacts = {
  name: string;
  slug: string;
  city: string | null;
  state: string | null;
  country: string | null;
  sport: string;
  league: string;
  foundedYear: number | null;
  venue: Place | null;
};

/** A team page's SportsTeam: its name (as in the season shown), sport, league, home and founding year. */
export function sportsTeamLd(team: TeamLdFacts, url: string): JsonLd {
  return withContext({
    "@type": "SportsTeam",
    name: team.name,
    url,
    sport: team.sport,
    memberOf: { "@type": "SportsOrganization", name: team.league },
    foundingDate: team.foundedYear === null ? null : String(team.foundedYear),
    location: placeLd(team.venue ?? { city: team.city, state: team.state, country: team.country }),
  });
}

type GameTeam = { name: string; slug: string };

export type GameLdFacts = {
  home: GameTeam;
  away: GameTeam;
  date: string;
  /** The season's start year: each team links to its page of that season. */
  seasonYear: number;
  status: string;
  sport: string;
  league: string;
  venue: Place;
};

const EVENT_STATUS: Record<string, string | undefined> = {
  scheduled: "https://schema.org/EventScheduled",
  postponed: "https://schema.org/EventPostponed",
};

/** A game page's SportsEvent: the two teams, the day, where, the sport and league (no invented time). */
export function sportsEventLd(game: GameLdFacts, origin: string, url: string): JsonLd {
  const team = (t: GameTeam) => ({ "@type": "SportsTeam", name: t.name, url: `${origin}/teams/${t.slug}/${game.seasonYear}` });
  return withContext({
    "@type": "SportsEvent",
    name: `${game.away.name} at ${game.home.name}`,
    url,
    startDate: game.date,
    eventStatus: EVENT_STATUS[game.status],
    sport: game.sport,
    superEvent: { "@type": "SportsEvent", name: game.league },
    homeTeam: team(game.home),
    awayTeam: team(game.away),
    competitor: [team(game.home), team(game.away)],
    location: placeLd(game.venue),
  });
}

export type ItemListEntry = { name: string; path?: string | null };

/** A ranked list (the record book's lists) as an ItemList: each entry's name and, where it has one, its page. */
export function itemListLd(name: string, entries: ReadonlyArray<ItemListEntry>, origin: string): JsonLd {
  return withContext({
    "@type": "ItemList",
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.name,
      url: entry.path ? `${origin}${entry.path}` : undefined,
    })),
  });
}
