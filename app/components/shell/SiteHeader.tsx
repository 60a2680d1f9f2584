// The fixed top bar: logo, the six sections, season picker, Explore Data, admin link and mobile menu.
import { Link, useLocation } from "@remix-run/react";
import type { PublicSite } from "~/lib/site-links";
import { MobileMenu } from "./MobileMenu";
import { EXPLORE_DATA_PATH, isActivePath, NAV_ITEMS } from "./nav-items";
import { SeasonPicker } from "./SeasonPicker";
import type { AdminLink, SeasonState } from "./shell-types";
import { SiteLogo } from "./SiteLogo";
import { useScrolled } from "./use-scrolled";

type SiteHeaderProps = { site: PublicSite; season: SeasonState; admin: AdminLink };

export function SiteHeader({ site, season, admin }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const scrolled = useScrolled();

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-200 ${
        scrolled ? "border-slate-200 bg-white/85 shadow-sm backdrop-blur-md" : "border-transparent bg-white"
      }`}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo site={site} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => {
              const active = isActivePath(pathname, item.to);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? "page" : undefined}
                    className={`rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 ${
                      active
                        ? "bg-primary-50 text-primary-800"
                        : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <SeasonPicker season={season} idPrefix="header" />
          <Link
            to={EXPLORE_DATA_PATH}
            className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
          >
            Explore Data
          </Link>
          {admin ? (
            <a
              href={admin.href}
              className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
            >
              Admin
            </a>
          ) : null}
        </div>
        <MobileMenu season={season} admin={admin} />
      </div>
    </header>
  );
}
