// Season selector on a team-year page: a GET form (?year=, the loader redirects) that navigates directly when JavaScript runs.
import { Form, useNavigate } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import type { SeasonLink } from "./types";

export function SeasonSelector({
  teamSlug,
  seasons,
  currentYear,
  tab,
}: {
  teamSlug: string;
  seasons: Array<SeasonLink>;
  currentYear: number;
  /** The open tab, kept across seasons (null for the default). */
  tab: string | null;
}) {
  const navigate = useNavigate();
  const suffix = tab ? `?tab=${tab}` : "";
  return (
    <Form method="get" action={`/teams/${teamSlug}/${currentYear}`} className="flex flex-wrap items-end gap-2" preventScrollReset>
      <div>
        <label htmlFor="team-season" className="mb-1 block text-sm font-medium text-slate-700">
          Season
        </label>
        <select
          id="team-season"
          name="year"
          defaultValue={String(currentYear)}
          key={currentYear}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-primary-600 focus:outline-2 focus:outline-primary-600"
          onChange={(event) => navigate(`/teams/${teamSlug}/${event.currentTarget.value}${suffix}`, { preventScrollReset: true })}
        >
          {seasons.map((season) => (
            <option key={season.startYear} value={season.startYear}>
              {season.label}
              {season.championshipWon ? " (Champions)" : ""}
            </option>
          ))}
        </select>
      </div>
      {tab ? <input type="hidden" name="tab" value={tab} /> : null}
      <Button type="submit">Go</Button>
    </Form>
  );
}
