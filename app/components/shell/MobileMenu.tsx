// The collapsible menu below the large breakpoint: a <details> element, so it opens without JavaScript.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { AdminLink, SeasonState } from "./shell-types";
import { SiteActions, SiteNav } from "./SiteNav";

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
    <details ref={details} className="group lg:hidden" data-testid="mobile-menu" onToggle={(event) => setOpen(event.currentTarget.open)}>
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
        <SiteNav label="Mobile" layout="menu" />
        <SiteActions season={season} admin={admin} layout="menu" />
      </div>
    </details>
  );
}
