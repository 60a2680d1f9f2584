// Builds parameterised WHERE clauses (each condition pushes its value and gets its $n placeholder),
// and the one filter that scopes a query to a site's sport and level.
import { storedLevel, type LevelSlug, type SportSlug } from "../core/sports";
import { parseParams } from "./params";

export class Where {
  private readonly conditions: Array<string> = [];
  readonly values: Array<unknown> = [];

  /** Adds a condition; `?` in the text stands for the value's placeholder. */
  add(condition: string, value?: unknown): this {
    if (value === undefined) {
      this.conditions.push(condition);
      return this;
    }
    this.values.push(value);
    this.conditions.push(condition.replaceAll("?", `$${this.values.length}`));
    return this;
  }

  /** The placeholder of one more value, for LIMIT/OFFSET and the like. */
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  toString(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(" AND ")}` : "";
  }
}

/** A search term as an ILIKE pattern, with the pattern characters escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The sport and level a request is scoped to, the level as stored (a site's "college" is NCAA Division I). */
export type SiteScope = { sport?: SportSlug; level?: string };

/** The scope of already-parsed `sport__slug` and `level__slug` parameters. */
export function siteScopeOf(params: { sport__slug?: SportSlug; level__slug?: LevelSlug }): SiteScope {
  return { sport: params.sport__slug, level: storedLevel(params.level__slug) };
}

/** The scope a request's `sport__slug` and `level__slug` name (a malformed one is a 400). */
export function siteScope(url: URL): SiteScope {
  return siteScopeOf(parseParams(url, ["sport__slug", "level__slug"]));
}

/** Where a query reads the sport's and level's slugs: by default `s` and `lv` of api/sql/sport-level.ts. */
export type SiteColumns = { sport: string; level: string };
export const SPORT_LEVEL_COLUMNS: SiteColumns = { sport: "s.slug", level: "lv.slug" };

/** Adds the site's sport and level conditions (none for the hub) to `where`. */
export function whereInSite(where: Where, scope: SiteScope, columns: SiteColumns = SPORT_LEVEL_COLUMNS): Where {
  if (scope.sport) where.add(`${columns.sport} = ?`, scope.sport);
  if (scope.level) where.add(`${columns.level} = ?`, scope.level);
  return where;
}

/** Whether a row of this sport and (stored) level belongs to the site: another sport's row is a 404 there. */
export function inSite(scope: SiteScope, row: { sport: string; level: string }): boolean {
  return (!scope.sport || row.sport === scope.sport) && (!scope.level || row.level === scope.level);
}
