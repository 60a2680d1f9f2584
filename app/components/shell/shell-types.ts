// The props the shell receives: exactly what the root loader returns for the header and footer.
import type { ReactNode } from "react";
import type { PublicSite, SisterSite } from "~/lib/site-links";

export type SeasonOption = { year: number; label: string };

export type SeasonState = { selected: number; isDefault: boolean; options: Array<SeasonOption> };

export type AdminLink = { href: string } | null;

export type AppShellProps = {
  site: PublicSite;
  sisterSites: Array<SisterSite>;
  admin: AdminLink;
  contactEmail: string;
  season: SeasonState;
  children: ReactNode;
};
