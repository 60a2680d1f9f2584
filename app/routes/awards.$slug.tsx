// One award's winners, newest first, season by season: each linked to his player page (his coach page
// for a coach's award) and to his team that season. The page states the seasons of its winners and the
// seasons the league's award data covers; an unknown award is a 404 page.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage, notFound } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { CsvLink } from "~/components/kit/CsvLink";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { RecordsNav } from "~/components/records/RecordsNav";
import { useRootData } from "~/components/shell/use-root-data";
import { JsonLdScript } from "~/components/ui/JsonLdScript";
import { csvFilename, type CsvExport } from "~/lib/csv";
import { itemListLd } from "~/lib/json-ld";
import { routeMeta } from "~/lib/meta";

export const headers = pageHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) notFound("No such award.");
  const api = sportsApi(request, requestSite(request));
  return loadPage(async () => {
    const answer = await api.award(slug);
    const { award } = answer;
    const title = `${award.league.abbreviation} ${award.name}`;
    const held = award.held_label;
    // The seasons without a winner in our data: inside its run (the AP MVP's 1960) and after our data ends.
    const missing = [
      award.gaps_label ? `No winner in our data for ${award.gaps_label}` : null,
      answer.not_held ? `not in our data: ${answer.not_held}` : null,
    ].filter((part): part is string => part !== null);
    const missingText = missing.length > 0 ? `${missing.join("; ").replace(/^n/, "N")}.` : null;
    return data({ title, held, missing: missingText, answer }, { headers: { "Cache-Control": api.client.cacheControl() } });
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

export const csvTable: CsvExport<PageData> = (page) => {
  return {
    filename: csvFilename("award", page.answer.award.slug),
    columns: [
      { key: "season", label: "Season" },
      { key: "winner", label: "Winner" },
      { key: "team", label: "Team" },
    ],
    rows: page.answer.winners.map((w) => ({ season: w.season.label, winner: w.person.name, team: w.team?.name ?? "" })),
  };
};

export const meta = routeMeta<PageData>(({ data: page }) => ({
  title: `${page.title} Winners`,
  description: `Every ${page.title} winner we hold, ${page.held}, with his team that season.`,
  keywords: [page.answer.award.name, "award winners", "awards"],
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Award",
  failure: { title: "Failed to load the award" },
  notFound: { title: "Award Not Found", message: "We hold no such award on this site.", backTo: "/awards", backLabel: "Back to Awards" },
});

export default function AwardPage() {
  const page = useLoaderData<typeof loader>();
  const origin = useRootData()?.site.origin ?? null;
  const { award, winners, coverage } = page.answer;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <RecordsNav />
      <header>
        <p className="text-sm font-semibold text-slate-600">
          <a href="/awards" className="hover:underline">
            Awards
          </a>
        </p>
        <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
        <p className="mt-2 text-slate-700" data-testid="list-scope">
          {`Winners ${page.held}`}
          {coverage ? ` · our ${award.league.abbreviation} award data covers ${coverage}` : ""}
        </p>
        {page.missing ? (
          <p className="mt-1 text-sm text-slate-700" data-testid="award-missing">
            {page.missing}
          </p>
        ) : null}
      </header>
      <div className="flex justify-end">
        <CsvLink />
      </div>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="award-table">
          <caption className="sr-only">{`${page.title} winners, ${page.held}`}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Season
              </th>
              <th scope="col" className="px-3 py-2">
                Winner
              </th>
              <th scope="col" className="px-3 py-2">
                Team
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {winners.map((w) => (
              <tr key={`${w.season.start_year}-${w.person.name}`} data-testid="award-row">
                <td className="px-3 py-2 tabular-nums">
                  <a href={`/seasons/${w.season.slug}`} className="hover:underline">
                    {w.season.label}
                  </a>
                </td>
                <td className="px-3 py-2">
                  {w.person.href ? (
                    <a href={w.person.href} className="font-semibold text-primary-700 hover:underline">
                      {w.person.name}
                    </a>
                  ) : (
                    w.person.name
                  )}
                </td>
                <td className="px-3 py-2">
                  {w.team ? (
                    <a href={`/teams/${w.team.slug}/${w.season.start_year}`} className="hover:underline">
                      {w.team.name}
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {origin ? (
        <JsonLdScript
          data={itemListLd(
            `${page.title} winners`,
            winners.map((w) => ({ name: `${w.season.label}: ${w.person.name}`, path: w.person.href })),
            origin,
          )}
        />
      ) : null}
    </div>
  );
}
