// The fixed top bar: logo, the six sections, season picker, Explore Data, admin link and mobile menu.
// Its links are plain links that one click handler navigates in the app (useRowLinks, decision 0194).
import { useRowLinks } from "~/components/kit/RowLinks";
import type { PublicSite } from "~/lib/site-links";
import { MobileMenu } from "./MobileMenu";
import type { AdminLink, SeasonState } from "./shell-types";
import { SiteLogo } from "./SiteLogo";
import { SiteActions, SiteNav } from "./SiteNav";
import { useScrolled } from "./use-scrolled";

type SiteHeaderProps = { site: PublicSite; season: SeasonState; admin: AdminLink };

export function SiteHeader({ site, season, admin }: SiteHeaderProps) {
  const scrolled = useScrolled();
  const onLinkClick = useRowLinks();

  return (
    <header
      onClick={onLinkClick}
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-200 ${
        scrolled ? "border-slate-200 bg-white/85 shadow-sm backdrop-blur-md" : "border-transparent bg-white"
      }`}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo site={site} />
        <SiteNav label="Main" layout="bar" className="hidden lg:block" />
        <SiteActions season={season} admin={admin} layout="bar" />
        <MobileMenu season={season} admin={admin} />
      </div>
    </header>
  );
}
