// The collapsible menu below the large breakpoint: a <details> element, so it opens without JavaScript.
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { EXPLORE_DATA_PATH, isActivePath, NAV_ITEMS } from "./nav-items";
import { SeasonPicker } from "./SeasonPicker";
import type { AdminLink, SeasonState } from "./shell-types";

type MobileMenuProps = { season: SeasonState; admin: AdminLink };

export function MobileMenu({ season, admin }: MobileMenuProps) {
  const location = useLocation();
  const hydrated = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  // Every navigation closes the menu (without JavaScript each page load starts closed anyway).
  useEffect(() => {
    if (details.current) details.current.open = false;
    setOpen(false);
  }, [location.key]);

  return (
    <details
      ref={details}
      className="group lg:hidden"
      data-testid="mobile-menu"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 [&::-webkit-details-marker]:hidden"
        // Browsers expose a summary's open state natively; once hydrated we state it explicitly too.
        aria-expanded={hydrated ? open : undefined}
        aria-controls="mobile-menu-panel"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path className="group-open:hidden" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open:block" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
        <span>Menu</span>
      </summary>
      <div
        id="mobile-menu-panel"
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
      >
        <nav aria-label="Mobile">
          <ul className="flex flex-col">
            {NAV_ITEMS.map((item) => {
              const active = isActivePath(location.pathname, item.to);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? "page" : undefined}
                    className={`block rounded-md px-3 py-2.5 text-base font-medium focus-visible:outline-2 focus-visible:outline-primary-700 ${
                      active ? "bg-primary-50 text-primary-800" : "text-slate-800 hover:bg-slate-100"
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3">
          <SeasonPicker season={season} idPrefix="mobile" layout="stacked" />
          <Link
            to={EXPLORE_DATA_PATH}
            className="rounded-md bg-primary-700 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
          >
            Explore Data
          </Link>
          {admin ? (
            <a href={admin.href} className="text-sm font-medium text-slate-700 underline hover:text-slate-900">
              Admin
            </a>
          ) : null}
        </div>
      </div>
    </details>
  );
}
