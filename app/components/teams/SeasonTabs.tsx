// The team-year tabs (Overview, Roster, Stats, Schedule): links to ?tab=, with tablist semantics, so they work without JavaScript.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export const TEAM_TABS = ["overview", "roster", "stats", "schedule"] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

const TAB_LABELS: Record<TeamTab, string> = { overview: "Overview", roster: "Roster", stats: "Stats", schedule: "Schedule" };

export const TAB_PANEL_ID = "team-season-panel";

export function tabHref(basePath: string, tab: TeamTab): string {
  return tab === "overview" ? basePath : `${basePath}?tab=${tab}`;
}

export function SeasonTabs({ basePath, active, children }: { basePath: string; active: TeamTab; children: ReactNode }) {
  return (
    <div>
      <div role="tablist" aria-label="Season sections" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {TEAM_TABS.map((tab) => {
          const selected = tab === active;
          return (
            <Link
              key={tab}
              id={`team-tab-${tab}`}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? TAB_PANEL_ID : undefined}
              to={tabHref(basePath, tab)}
              replace
              preventScrollReset
              className={`-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold transition ${
                selected ? "border-primary-700 text-primary-900" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
              }`}
            >
              {TAB_LABELS[tab]}
            </Link>
          );
        })}
      </div>
      <div id={TAB_PANEL_ID} role="tabpanel" aria-labelledby={`team-tab-${active}`} tabIndex={0} className="pt-6 focus:outline-none">
        {children}
      </div>
    </div>
  );
}
