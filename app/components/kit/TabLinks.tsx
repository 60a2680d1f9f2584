// Tabs as links that set one URL parameter (`tab` by default): each tab is a shareable URL and works
// without JavaScript. The default tab's URL leaves the parameter out.
import { Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";

export type Tab = { id: string; label: string };

export function TabLinks({
  tabs,
  active,
  param = "tab",
  label,
  defaultTab = tabs[0]?.id,
}: {
  tabs: ReadonlyArray<Tab>;
  active: string;
  param?: string;
  label: string;
  defaultTab?: string;
}) {
  const location = useLocation();
  return (
    <nav aria-label={label} className="border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id}>
              <Link
                to={hrefWith(location.search, { [param]: tab.id === defaultTab ? null : tab.id, open: null }, { keepPage: false, pathname: location.pathname })}
                preventScrollReset
                replace
                aria-current={current ? "page" : undefined}
                className={`inline-block border-b-2 px-4 py-2 text-sm font-semibold ${
                  current ? "border-primary-600 text-primary-800" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
