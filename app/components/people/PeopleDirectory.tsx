// The page of a people directory (/players, /coaches): heading, sport switcher on the hub, the filter
// form (search, position, team, status, sort), the summary tiles, the count, the cards (a skeleton
// while the list reloads, a panel when none match) and the pager.
import type { ReactNode } from "react";
import { FilterForm, SearchField, SelectField } from "~/components/kit/FilterForm";
import { CsvLink } from "~/components/kit/CsvLink";
import { YourSeasonNote } from "~/components/kit/YourSeasonNote";
import { useRootData } from "~/components/shell/use-root-data";
import type { YourSeason } from "~/lib/your-season";
import { Pager } from "~/components/kit/Pager";
import { useRowLinks } from "~/components/kit/RowLinks";
import { SportSwitcher } from "~/components/people/SportSwitcher";
import { useListLoading } from "~/components/people/useListLoading";
import { SKELETON_COUNTS, SkeletonGrid } from "~/components/ui/Skeleton";
import { TileGrid } from "~/components/ui/Tile";
import { statusLabel } from "~/lib/people-directory";
import { formatCount } from "~/lib/people-format";

type Choice = { value: string; label: string };

export type PeopleDirectoryProps<T> = {
  heading: string;
  intro: string;
  /** The page's path, the filter form's action: "/players". */
  action: string;
  /** What the list holds, plural: "players". */
  noun: string;
  searchPlaceholder: string;
  /** The loader's answer (app/.server/people/directory.server.ts). */
  directory: {
    params: { q: string; sport: string; position: string; team: string; status: string; sort: string; page: number };
    /** The season listed (the URL's or the fan's), or null for everyone. */
    season: { year: number | null; yours: YourSeason | null };
    showSportSwitcher: boolean;
    facets: { positions: ReadonlyArray<Choice>; teams: ReadonlyArray<Choice> };
    count: number;
    totalPages: number;
    people: ReadonlyArray<T>;
  };
  statuses: ReadonlyArray<string>;
  sorts: ReadonlyArray<{ value: string; label: string }>;
  /** The summary tiles (four Tile elements). */
  tiles: ReactNode;
  /** The panel shown when nothing matches. */
  empty: ReactNode;
  card: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  gridTestId: string;
  pagerLabel: string;
};

export function PeopleDirectory<T>(props: PeopleDirectoryProps<T>) {
  const loading = useListLoading();
  const onRowLinkClick = useRowLinks();
  const { noun } = props;
  const { params, facets, showSportSwitcher } = props.directory;
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  const season = props.directory.season.year;
  const pickerSeasons = useRootData()?.season.options ?? [];
  const seasonOptions = [
    { value: "all", label: "All seasons" },
    ...(season !== null && !pickerSeasons.some((o) => o.year === season) ? [{ value: String(season), label: String(season) }] : []),
    ...pickerSeasons.map((o) => ({ value: String(o.year), label: o.label })),
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{props.heading}</h1>
        <p className="mt-1 text-slate-700">{props.intro}</p>
        <YourSeasonNote yourSeason={props.directory.season.yours} what={noun} linkText={`See the ${noun} of every season`} latestValue="all" />
      </header>
      {showSportSwitcher ? (
        <div className="mb-4">
          <SportSwitcher active={params.sport} label="Sport" />
        </div>
      ) : null}
      <FilterForm action={props.action} label={`Filter ${noun}`}>
        {showSportSwitcher && params.sport ? <input type="hidden" name="sport" value={params.sport} /> : null}
        <SearchField name="q" label="Search" value={params.q} placeholder={props.searchPlaceholder} />
        <SelectField name="season" label="Season" value={season === null ? "all" : String(season)} options={seasonOptions} />
        <SelectField
          name="position"
          label="Position"
          value={params.position}
          options={[{ value: "", label: "All Positions" }, ...facets.positions.map((p) => ({ value: p.value, label: p.label }))]}
        />
        <SelectField
          name="team"
          label="Team"
          value={params.team}
          options={[{ value: "", label: "All Teams" }, ...facets.teams.map((t) => ({ value: t.value, label: `${t.label} (${t.value})` }))]}
        />
        <SelectField
          name="status"
          label="Status"
          value={params.status === "all" ? "" : params.status}
          options={props.statuses.map((status) => ({ value: status === "all" ? "" : status, label: statusLabel(status) }))}
        />
        <SelectField
          name="sort"
          label="Sort by"
          value={params.sort === "name" ? "" : params.sort}
          options={props.sorts.map((sort) => ({ value: sort.value === "name" ? "" : sort.value, label: sort.label }))}
        />
      </FilterForm>

      <TileGrid className="my-6 lg:grid-cols-4" label={`${capitalised} summary`}>
        {props.tiles}
      </TileGrid>

      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="list-count">{`${formatCount(props.directory.count)} ${noun}`}</p>
        <CsvLink rows={props.directory.count} />
      </div>
      <div aria-busy={loading}>
        {loading ? (
          <SkeletonGrid count={SKELETON_COUNTS.players} label={`Loading ${noun}...`} />
        ) : props.directory.people.length === 0 ? (
          props.empty
        ) : (
          // A card's plain links navigate in the app through this one handler (a keyboard activation is a click too).
          <ul data-testid={props.gridTestId} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" onClick={onRowLinkClick}>
            {props.directory.people.map((item) => (
              <li key={props.itemKey(item)}>{props.card(item)}</li>
            ))}
          </ul>
        )}
      </div>
      <Pager page={params.page} pageCount={props.directory.totalPages} label={props.pagerLabel} />
    </div>
  );
}
