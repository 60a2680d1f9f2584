// Page meta for routes below the root: the root's tags (description, theme-color...) with the page's
// own title "<Page> | <site name>", because Remix replaces rather than merges a parent's meta.
import type { MetaDescriptor } from "@remix-run/node";

type MetaMatch = { id: string; data: unknown; meta?: Array<MetaDescriptor> } | undefined;

const FALLBACK_SITE_NAME = "Championship History";

function siteName(matches: ReadonlyArray<MetaMatch>): string {
  const rootData = matches.find((match) => match?.id === "root")?.data;
  if (rootData && typeof rootData === "object" && "site" in rootData) {
    const site = (rootData as { site?: { name?: unknown } }).site;
    if (typeof site?.name === "string") return site.name;
  }
  return FALLBACK_SITE_NAME;
}

export function pageTitle(page: string, matches: ReadonlyArray<MetaMatch>): string {
  return `${page} | ${siteName(matches)}`;
}

export function pageMeta(
  page: string,
  matches: ReadonlyArray<MetaMatch>,
  description?: string,
): Array<MetaDescriptor> {
  const inherited = matches
    .flatMap((match) => match?.meta ?? [])
    .filter((descriptor) => {
      if ("title" in descriptor) return false;
      if (description && "name" in descriptor && descriptor.name === "description") return false;
      return true;
    });
  const own: Array<MetaDescriptor> = [{ title: pageTitle(page, matches) }];
  if (description) own.push({ name: "description", content: description });
  return [...inherited, ...own];
}
