// The header's section links and actions (season picker, Explore Data, admin), as the desktop bar or the mobile menu's list.
// The links are plain <a href> elements: the header's one click handler navigates them in the app (SiteHeader,
// useRowLinks); `data-discover` lets Remix fetch their routes' manifest ahead of a click, as <Link> does.
import { useLocation } from "@remix-run/react";
import { EXPLORE_DATA_PATH, isActivePath, siteNavItems } from "./nav-items";
import { useRootData } from "./use-root-data";
import { SeasonPicker } from "./SeasonPicker";
import type { AdminLink, SeasonState } from "./shell-types";

/** "bar": the desktop header's row; "menu": the mobile menu's stacked list. */
export type NavLayout = "bar" | "menu";

const FOCUS = "focus-visible:outline-2 focus-visible:outline-primary-700";

/** The links' looks are `.nav-bar-link` and `.nav-menu-link` in tailwind.css (the current one by its aria-current). */
const LINKS: Record<NavLayout, { list: string; link: string }> = {
  bar: { list: "flex items-center gap-1", link: "nav-bar-link" },
  menu: { list: "flex flex-col", link: "nav-menu-link" },
};

/** The section links, the current section marked with aria-current (by path prefix). */
export function SiteNav({ label, layout, className }: { label: string; layout: NavLayout; className?: string }) {
  const { pathname } = useLocation();
  const emptySections = useRootData()?.emptySections;
  const style = LINKS[layout];
  return (
    <nav aria-label={label} className={className}>
      <ul className={style.list}>
        {siteNavItems(emptySections).map((item) => {
          const active = isActivePath(pathname, item);
          return (
            <li key={item.label}>
              <a href={item.to} data-discover="true" aria-current={active ? "page" : undefined} className={style.link}>
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type ActionsStyle = { box: string; pickerId: string; picker: "inline" | "stacked"; explore: string; admin: string };

const ACTIONS: Record<NavLayout, ActionsStyle> = {
  bar: {
    box: "hidden items-center gap-3 lg:flex",
    pickerId: "header",
    picker: "inline",
    explore: "px-4 py-2 whitespace-nowrap",
    admin: `underline-offset-2 hover:underline ${FOCUS}`,
  },
  menu: {
    box: "mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3",
    pickerId: "mobile",
    picker: "stacked",
    explore: "px-4 py-2.5 text-center",
    admin: "underline hover:text-slate-900",
  },
};

/** The season picker, the Explore Data call to action and, for admins, the admin link. */
export function SiteActions({ season, admin, layout }: { season: SeasonState; admin: AdminLink; layout: NavLayout }) {
  const style = ACTIONS[layout];
  return (
    <div className={style.box}>
      <form method="get" action="/search" role="search" aria-label="Site" className="flex">
        <label htmlFor={`${style.pickerId}-site-search`} className="sr-only">
          Find a team, player or coach
        </label>
        <input
          id={`${style.pickerId}-site-search`}
          type="search"
          name="q"
          placeholder="Find…"
          maxLength={100}
          className={`w-28 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 xl:w-40 ${layout === "menu" ? "w-full" : ""} ${FOCUS}`}
        />
      </form>
      <SeasonPicker season={season} idPrefix={style.pickerId} layout={style.picker} />
      <a
        href={EXPLORE_DATA_PATH}
        data-discover="true"
        className={`rounded-md bg-primary-700 ${style.explore} text-sm font-semibold text-white hover:bg-primary-800 ${FOCUS} focus-visible:outline-offset-2`}
      >
        Explore Data
      </a>
      {admin ? (
        <a href={admin.href} className={`text-sm font-medium text-slate-700 ${style.admin}`}>
          Admin
        </a>
      ) : null}
    </div>
  );
}
