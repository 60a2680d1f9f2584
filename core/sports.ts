// The sports and levels of the network, their slugs, and the one level rule: a site's "college" is
// stored as NCAA Division I. Imported by the web app, the API, the importers and the site configs.
export const SPORTS = ["football", "basketball", "baseball", "hockey"] as const;
export type SportSlug = (typeof SPORTS)[number];

export const LEVELS = ["professional", "college", "ncaa-division-i", "ncaa-division-ii", "ncaa-division-iii"] as const;
export type LevelSlug = (typeof LEVELS)[number];

export function isSport(value: string | null | undefined): value is SportSlug {
  return (SPORTS as ReadonlyArray<string>).includes(value ?? "");
}

/** The level as stored in the database: a site's "college" means NCAA Division I. */
export function storedLevel(level: string): string;
export function storedLevel(level: string | undefined): string | undefined;
export function storedLevel(level: string | undefined): string | undefined {
  return level === "college" ? "ncaa-division-i" : level;
}

/** What a fan calls a sport: "Football". */
export function sportName(sport: SportSlug): string {
  return sport.charAt(0).toUpperCase() + sport.slice(1);
}

/** What a score counts in a sport: runs in baseball, goals in hockey, points in football and basketball. */
export function scoreUnit(sport: SportSlug): "runs" | "goals" | "points" {
  if (sport === "baseball") return "runs";
  if (sport === "hockey") return "goals";
  return "points";
}
