// /data-sources: the public datasets behind the site, their licences and the notices they ask us to show.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { routeMeta } from "~/lib/meta";
import { StaticPage } from "~/components/static/StaticPage";
import { pageHeaders } from "~/.server/cache-headers";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";

export const headers = pageHeaders;

export const meta = routeMeta(() => ({ title: "Data Sources", description: "The public datasets behind our scores, standings, players and coaches." }));

export async function loader({ request }: LoaderFunctionArgs) {
  const api = sportsApi(request, requestSite(request));
  const sources = await api.dataSources();
  return data({ sources: sources.results }, { headers: { "Cache-Control": api.client.cacheControl() } });
}

export default function DataSourcesPage() {
  const { sources } = useLoaderData<typeof loader>();
  const notices = sources.filter((source) => source.attribution);
  return (
    <StaticPage
      title="Data Sources"
      width="prose"
      intro="Champions, finals, franchises and venues come from our own curated records, each checked against a public reference. Games, standings of record, players, coaches and awards come from these public datasets."
    >
      {notices.length > 0 ? (
        <section aria-labelledby="notices-heading" className="mb-10 space-y-3">
          <h2 id="notices-heading" className="text-xl font-semibold text-slate-900">
            Notices
          </h2>
          {notices.map((source) => (
            <p key={source.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800" data-testid="attribution">
              {source.attribution}
            </p>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="datasets-heading">
        <h2 id="datasets-heading" className="mb-3 text-xl font-semibold text-slate-900">
          Datasets
        </h2>
        {sources.length === 0 ? (
          <p className="text-slate-700">No datasets have been imported; the site shows the curated records only.</p>
        ) : (
          <ul className="space-y-3">
            {sources.map((source) => (
              <li key={source.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
                <p className="font-semibold text-slate-900">
                  <a className="text-primary-700 underline" href={source.homepage} rel="noopener noreferrer">
                    {source.id}
                  </a>
                </p>
                <p>
                  {source.leagues.map((league) => league.toUpperCase()).join(", ")} · {source.rows_imported.toLocaleString("en-US")} rows imported ·{" "}
                  {source.licence}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </StaticPage>
  );
}
