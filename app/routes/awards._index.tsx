// The record book's awards: every award our data holds, by league, each with the seasons of its winners
// and a page of them (/awards/{slug}). Each league says the seasons its award data covers.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { CsvLink } from "~/components/kit/CsvLink";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { RecordsNav } from "~/components/records/RecordsNav";
import { useRootData } from "~/components/shell/use-root-data";
import { EmptyState } from "~/components/ui/EmptyState";
import { JsonLdScript } from "~/components/ui/JsonLdScript";
import { csvFilename, type CsvExport } from "~/lib/csv";
import { itemListLd } from "~/lib/json-ld";
import { routeMeta } from "~/lib/meta";

export const headers = pageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const api = sportsApi(request, requestSite(request));
  return loadPage(async () => {
    const answer = await api.awardIndex();
    return data({ answer }, { headers: { "Cache-Control": api.client.cacheControl() } });
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

export const csvTable: CsvExport<PageData> = (page) => {
  return {
    filename: csvFilename("awards", page.answer.leagues.length === 1 ? page.answer.leagues[0].slug : null),
    columns: [
      { key: "league", label: "League" },
      { key: "award", label: "Award" },
      { key: "from", label: "From" },
      { key: "to", label: "To" },
      { key: "seasons", label: "Seasons" },
      { key: "winners", label: "Winners" },
    ],
    rows: page.answer.leagues.flatMap((league) =>
      league.awards.map((award) => ({
        league: league.abbreviation,
        award: award.name,
        from: award.first_label,
        to: award.last_label,
        seasons: award.seasons,
        winners: award.winners,
      })),
    ),
  };
};

export const meta = routeMeta<PageData>(({ data: page }) => ({
  title: "Awards",
  description: `Every award we hold (${page.answer.leagues.map((l) => l.abbreviation).join(", ")}): MVPs, Cy Young, Hart, Rookie of the Year, coaching awards and more, with every season's winner.`,
  keywords: ["awards", "MVP", "award winners", "trophies"],
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Awards",
  failure: { title: "Failed to load the awards" },
  notFound: { title: "Not Found", message: "We hold no awards on this site.", backTo: "/", backLabel: "Back to the home page" },
});

export default function AwardsPage() {
  const { answer } = useLoaderData<typeof loader>();
  const origin = useRootData()?.site.origin ?? null;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <RecordsNav />
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Awards</h1>
          <p className="mt-2 text-slate-700">
            Each award's winner for every season we hold. Selections of many players a season (All-Star teams, Gold Gloves) are on the players' pages.
          </p>
        </div>
        {answer.leagues.length > 0 ? <CsvLink /> : null}
      </header>
      {answer.leagues.length === 0 ? <EmptyState role="status" title="We hold no awards for this site's leagues" /> : null}
      {answer.leagues.map((league) => (
        <section key={league.slug} aria-labelledby={`awards-${league.slug}`} className="space-y-2" data-testid={`awards-${league.slug}`}>
          <h2 id={`awards-${league.slug}`} className="text-xl font-semibold text-slate-900">{`${league.abbreviation} awards`}</h2>
          <p className="text-sm text-slate-700" data-testid="list-scope">
            {league.coverage ? `Our ${league.abbreviation} award data covers ${league.coverage}.` : "We hold no award data for this league."}
            {league.not_held ? ` Not in our data: ${league.not_held}.` : ""}
          </p>
          <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {league.awards.map((award) => (
              <li key={award.slug} data-testid="award-item">
                <a href={`/awards/${award.slug}`} className="font-semibold text-primary-700 hover:underline">
                  {award.name}
                </a>
                <span className="ml-2 text-sm text-slate-600">
                  {award.held_label}
                  {award.gaps_label ? ` (none held for ${award.gaps_label})` : ""}
                </span>
              </li>
            ))}
          </ul>
          {origin ? (
            <JsonLdScript
              data={itemListLd(
                `${league.abbreviation} awards`,
                league.awards.map((a) => ({ name: a.name, path: `/awards/${a.slug}` })),
                origin,
              )}
            />
          ) : null}
        </section>
      ))}
    </div>
  );
}
