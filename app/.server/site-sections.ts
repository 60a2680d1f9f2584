// The nav pages a sport site holds nothing for (no player, coach or standings of its leagues in our data,
// no leader list, team record or award: a college site), by the one rule in core/coverage.ts over
// /core/coverage/. The hub holds every page. When coverage cannot be read, every page stays: the pages
// say themselves what they lack.
import { sectionsWithoutData, type NavSection } from "@core/coverage";
import type { SiteConfig } from "@sites";
import { sportsApi } from "./sports-api.server";

export async function emptySectionsOf(request: Request, site: SiteConfig): Promise<Array<NavSection>> {
  if (site.sport === null) return [];
  try {
    const coverage = await sportsApi(request, site).coverage();
    return sectionsWithoutData(coverage.results.flatMap((league) => league.kinds.map((k) => k.kind)));
  } catch {
    return [];
  }
}
