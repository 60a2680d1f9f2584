// /debug: what the server sees for this request (host, port, site, theme) and a live teams API test.
import { routeMeta } from "~/lib/meta";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { PRIVATE_NO_STORE } from "~/.server/cache-headers";
import { sisterSiteUrl } from "~/lib/site-links";
import { SITES, SHADES } from "@sites";

const debugMeta = routeMeta(() => ({ title: "Debug" }));
export const meta: typeof debugMeta = (args) => [...debugMeta(args), { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const url = new URL(request.url);
  const api = sportsApi(request, site);
  let teamsTest: { count: number; teams: Array<{ id: number; name: string; sport_name: string }> } | { error: string };
  try {
    const page = await api.teamsForDebug();
    teamsTest = {
      count: page.count,
      teams: page.results.slice(0, 3).map((team) => ({ id: team.id, name: team.name, sport_name: team.sport.name })),
    };
  } catch (error) {
    teamsTest = { error: error instanceof Error ? error.message : String(error) };
  }
  return data(
    {
      host: request.headers.get("host") ?? "",
      hostname: url.hostname,
      port: url.port || (url.protocol === "https:" ? "443" : "80"),
      site: {
        id: site.id,
        name: site.name,
        sport: site.sport,
        level: site.level,
        isMainSite: site.isMainSite,
        isSportSpecific: site.isSportSpecific,
      },
      theme: Object.fromEntries(
        (["primary", "secondary", "accent"] as const).map((name) => [name, SHADES.map((shade) => ({ shade, hex: site.theme[name][shade] }))]),
      ),
      teamsTest,
      devSites: SITES.map((s) => ({ id: s.id, name: s.name, url: sisterSiteUrl(s, new URL(`http://localhost:${url.port || 3000}/`)) })),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export default function DebugPage() {
  const debug = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <h1 className="text-3xl font-bold">Debug</h1>
      <section aria-labelledby="request-heading" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="request-heading" className="mb-3 text-xl font-semibold">
          Request
        </h2>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="font-medium">Host name</dt>
          <dd data-testid="debug-host">{debug.hostname}</dd>
          <dt className="font-medium">Port</dt>
          <dd data-testid="debug-port">{debug.port}</dd>
        </dl>
      </section>
      <section aria-labelledby="site-heading" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="site-heading" className="mb-3 text-xl font-semibold">
          Site configuration
        </h2>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="font-medium">Name</dt>
          <dd data-testid="debug-site-name">{debug.site.name}</dd>
          <dt className="font-medium">Sport</dt>
          <dd>{debug.site.sport ?? "All sports"}</dd>
          <dt className="font-medium">Level</dt>
          <dd>{debug.site.level ?? "All levels"}</dd>
          <dt className="font-medium">Main site</dt>
          <dd>{debug.site.isMainSite ? "Yes" : "No"}</dd>
          <dt className="font-medium">Sport-specific</dt>
          <dd>{debug.site.isSportSpecific ? "Yes" : "No"}</dd>
        </dl>
      </section>
      <section aria-labelledby="theme-heading" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="theme-heading" className="mb-3 text-xl font-semibold">
          Theme colours
        </h2>
        {Object.entries(debug.theme).map(([name, scale]) => (
          <div key={name} className="mb-3">
            <h3 className="mb-1 text-sm font-medium capitalize">{name}</h3>
            <ul className="flex flex-wrap gap-1">
              {scale.map(({ shade, hex }) => (
                <li key={shade} className="flex h-12 w-16 flex-col items-center justify-end rounded text-[10px]" style={{ backgroundColor: hex }}>
                  <span className="rounded bg-white/90 px-1 text-slate-900">
                    {shade} {hex}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section aria-labelledby="api-heading" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="api-heading" className="mb-3 text-xl font-semibold">
          Teams API test
        </h2>
        {"error" in debug.teamsTest ? (
          <p data-testid="debug-api-error" className="text-red-700">
            {debug.teamsTest.error}
          </p>
        ) : (
          <>
            <p data-testid="debug-team-count">{debug.teamsTest.count} teams</p>
            <ul className="list-disc pl-6">
              {debug.teamsTest.teams.map((team) => (
                <li key={team.id}>
                  {team.name} ({team.sport_name})
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="dev-heading" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="dev-heading" className="mb-3 text-xl font-semibold">
          Local development sites
        </h2>
        <ul className="grid grid-cols-1 gap-1 sm:grid-cols-3">
          {debug.devSites.map((s) => (
            <li key={s.id}>
              <a className="text-primary-700 underline" href={s.url}>
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
