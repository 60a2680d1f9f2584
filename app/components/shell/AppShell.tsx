// The page frame every route renders in: the fixed top bar, the main area and the footer.
import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import type { PublicSite, SisterSite } from "~/lib/site-links";

export const NAV_ITEMS: ReadonlyArray<{ label: string; to: string }> = [
  { label: "Scores", to: "/scores" },
  { label: "Seasons", to: "/seasons" },
  { label: "Standings", to: "/standings" },
  { label: "Teams", to: "/teams" },
  { label: "Players", to: "/players" },
  { label: "Coaches", to: "/coaches" },
];

export const SCROLL_BLUR_THRESHOLD = 20;

type SeasonChoice = { selected: number; isDefault: boolean; options: Array<{ year: number; label: string }> };

export type AppShellProps = {
  site: PublicSite;
  sisterSites: Array<SisterSite>;
  admin: { href: string } | null;
  contactEmail: string;
  season: SeasonChoice;
  children: ReactNode;
};

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return scrolled;
}

function SeasonPicker({ season }: { season: SeasonChoice }) {
  const location = useLocation();
  return (
    <form method="get" action="/season" className="flex items-center gap-1">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="season-picker" className="sr-only">
        Default year
      </label>
      <select
        id="season-picker"
        name="season"
        defaultValue={season.selected}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {season.options.map((option) => (
          <option key={option.year} value={option.year}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-900">
        Set
      </button>
    </form>
  );
}

function Logo({ site }: { site: PublicSite }) {
  const [failed, setFailed] = useState(false);
  return (
    <Link to="/" className="relative flex items-center gap-2 font-bold text-primary-800">
      {/* The name is always in the page, so a broken image leaves it readable even without JavaScript. */}
      {failed ? null : (
        <img src={site.logoUrl} alt="" width={32} height={32} className="h-8 w-8" onError={() => setFailed(true)} />
      )}
      <span data-testid="site-name">{site.name}</span>
    </Link>
  );
}

export function AppShell({ site, sisterSites, admin, contactEmail, season, children }: AppShellProps) {
  const scrolled = useScrolledPast(SCROLL_BLUR_THRESHOLD);
  const location = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  const navLinks = NAV_ITEMS.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      className={({ isActive }) =>
        `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-primary-100 text-primary-800" : "text-slate-700 hover:bg-slate-100"}`
      }
    >
      {item.label}
    </NavLink>
  ));
  return (
    <div className="flex min-h-screen flex-col">
      <header
        data-scrolled={scrolled ? "true" : "false"}
        className={`fixed inset-x-0 top-0 z-40 border-b border-slate-200 ${scrolled ? "bg-white/80 backdrop-blur" : "bg-white"}`}
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <Logo site={site} />
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {navLinks}
          </nav>
          <div className="hidden items-center gap-2 lg:flex">
            <SeasonPicker season={season} />
            <Link to="/analytics" className="rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white">
              Explore Data
            </Link>
            {admin ? (
              <a href={admin.href} className="text-sm text-slate-700 underline">
                Admin
              </a>
            ) : null}
          </div>
          <details className="lg:hidden">
            <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-slate-800">Menu</summary>
            <nav aria-label="Mobile" className="absolute inset-x-0 top-full flex flex-col gap-1 border-b border-slate-200 bg-white p-4">
              {navLinks}
              <SeasonPicker season={season} />
              <Link to="/analytics" className="rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white">
                Explore Data
              </Link>
              {admin ? (
                <a href={admin.href} className="text-sm text-slate-700 underline">
                  Admin
                </a>
              ) : null}
            </nav>
          </details>
        </div>
      </header>
      <main className="flex-1 pt-20">{children}</main>
      <footer className="mt-16 border-t border-slate-200 bg-white">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 text-sm text-slate-700 sm:grid-cols-3">
          <div>
            <p className="font-semibold text-slate-900">{site.name}</p>
            <p>
              <a className="underline" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
            </p>
            <p>Overland Park, KS</p>
          </div>
          <nav aria-label="Sites">
            <p className="font-semibold text-slate-900">Our sites</p>
            <ul>
              {sisterSites.map((sister) => (
                <li key={sister.id}>
                  <a className="underline" href={sister.url}>
                    {sister.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Legal">
            <ul>
              <li>
                <Link className="underline" to="/privacy">
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link className="underline" to="/terms">
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link className="underline" to="/cookies">
                  Cookie Policy
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
