// The season picker: a GET form to /season that sets the selectedSeason cookie and comes back here.
import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { SeasonState } from "./shell-types";

type SeasonPickerProps = {
  season: SeasonState;
  /** Distinguishes the header's picker from the mobile menu's (ids must be unique). */
  idPrefix: string;
  layout?: "inline" | "stacked";
};

export const SEASON_FORM_ACTION = "/season";
/** Not plain "Season": pages have their own season selectors with that label. */
export const SEASON_PICKER_LABEL = "Default season";

export function SeasonPicker({ season, idPrefix, layout = "inline" }: SeasonPickerProps) {
  const location = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const selectId = `${idPrefix}-season`;
  const redirectTo = `${location.pathname}${location.search}`;

  return (
    <Form
      method="get"
      action={SEASON_FORM_ACTION}
      className={layout === "inline" ? "flex items-center gap-2" : "flex flex-col gap-1"}
      data-testid="season-picker"
    >
      <label htmlFor={selectId} className={layout === "inline" ? "sr-only" : "text-sm font-medium text-slate-700"}>
        {SEASON_PICKER_LABEL}
      </label>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="flex items-center gap-2">
        <select
          id={selectId}
          name="season"
          // The key resets the uncontrolled select when the cookie's season changes.
          key={season.selected}
          defaultValue={String(season.selected)}
          onChange={(event) => {
            // With JavaScript the choice applies at once; without it the Set button submits.
            if (hydrated) submit(event.currentTarget.form);
          }}
          className="rounded-md border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-700"
        >
          {season.options.map((option) => (
            <option key={option.year} value={option.year}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={`${
            hydrated ? "sr-only focus:not-sr-only " : ""
          }rounded-md bg-primary-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700`}
        >
          Set
        </button>
      </div>
    </Form>
  );
}
