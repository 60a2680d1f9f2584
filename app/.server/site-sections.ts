// The nav sections a sport site holds nothing for (no player, coach or standings of its leagues in our
// data: a college site), by the one rule in core/coverage.ts over /core/coverage/. The hub holds every
// section. When coverage cannot be read, every section stays: the pages say themselves what they lack.
import { sectionsWithoutData, type CoveredSection } from "@core/coverage";
import type { SiteConfig } from "@sites";
import { sportsApi } from "./sports-api.server";

export async function emptySectionsOf(request: Request, site: SiteConfig): Promise<Array<CoveredSection>> {
  if (site.sport === null) return [];
  try {
    const coverage = await sportsApi(request, site).coverage();
    return sectionsWithoutData(coverage.results.flatMap((league) => league.kinds.map((k) => k.kind)));
  } catch {
    return [];
  }
}
