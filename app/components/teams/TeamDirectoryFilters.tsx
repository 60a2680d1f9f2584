// The directory's GET form: search, sport and division; submits on change (search debounced) when JavaScript runs.
import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Button, ButtonLink } from "~/components/ui/Button";

export const SEARCH_DEBOUNCE_MS = 300;

export type DirectoryFilterValues = { q: string; sport: string; division: string };

type Option = { value: string; label: string };

export function TeamDirectoryFilters({
  values,
  sportOptions,
  divisionOptions,
  showSportFilter,
}: {
  values: DirectoryFilterValues;
  sportOptions: Array<Option>;
  divisionOptions: Array<Option>;
  showSportFilter: boolean;
}) {
  const submit = useSubmit();
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Back/forward changes the URL under a mounted form: keep the box in step with it.
  useEffect(() => {
    const input = searchRef.current;
    if (input && document.activeElement !== input && input.value !== values.q) input.value = values.q;
  }, [values.q]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function submitForm(form: HTMLFormElement | null) {
    if (!form) return;
    submit(form, { replace: true, preventScrollReset: true });
  }

  const active = values.q !== "" || values.sport !== "" || values.division !== "";
  const fieldClass =
    "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-primary-600 focus:outline-2 focus:outline-primary-600";

  return (
    <Form
      method="get"
      action="/teams"
      role="search"
      aria-label="Filter teams"
      preventScrollReset
      replace
      className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if (target instanceof HTMLSelectElement) submitForm(event.currentTarget);
      }}
    >
      <div>
        <label htmlFor="teams-search" className="mb-1 block text-sm font-medium text-slate-700">
          Search
        </label>
        <input
          ref={searchRef}
          id="teams-search"
          type="search"
          name="q"
          defaultValue={values.q}
          placeholder="Search by name, city or abbreviation..."
          maxLength={100}
          autoComplete="off"
          className={fieldClass}
          onChange={(event) => {
            const form = event.currentTarget.form;
            if (timer.current) clearTimeout(timer.current);
            timer.current = setTimeout(() => submitForm(form), SEARCH_DEBOUNCE_MS);
          }}
        />
      </div>
      {showSportFilter ? (
        <div>
          <label htmlFor="teams-sport" className="mb-1 block text-sm font-medium text-slate-700">
            Sport
          </label>
          <select id="teams-sport" name="sport" defaultValue={values.sport} key={`sport-${values.sport}`} className={fieldClass}>
            <option value="">All Sports</option>
            {sportOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor="teams-division" className="mb-1 block text-sm font-medium text-slate-700">
          Division
        </label>
        <select
          id="teams-division"
          name="division"
          defaultValue={values.division}
          key={`division-${values.division}`}
          className={fieldClass}
        >
          <option value="">All Divisions</option>
          {divisionOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        {active ? (
          <ButtonLink to="/teams" variant="secondary" replace preventScrollReset>
            Clear
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}
