// The document, the site shell and the data every page shares: site, theme, season and admin flag.
import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import { RootShell } from "~/components/shell/AppShell";
import { config } from "~/.server/config";
import { adminAccessCookie, hasSiteCookies, readAdminAccess, readSelectedSeason } from "~/.server/cookies";
import { requestSite } from "~/.server/site.server";
import { emptySectionsOf } from "~/.server/site-sections";
import { pageHeaders, PRIVATE_NO_STORE } from "~/.server/cache-headers";
import { defaultSeason } from "@core/seasons";
import { metaTags } from "~/lib/meta";
import { useMarkHydrated, useNoteNavigations } from "~/lib/document-hydrated";
import { lazyComponent } from "~/lib/lazy-component";
import { pickerSeasonOptions, shellSiteData } from "~/.server/shell-data";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const url = new URL(request.url);
  const headers = new Headers();
  let adminAccess = await readAdminAccess(request);
  if (url.searchParams.get("admin") === "true") {
    if (!adminAccess) headers.append("Set-Cookie", await adminAccessCookie.serialize(true));
    adminAccess = true;
  }
  // The shell shows the cookie's season and the admin link: such a page is the fan's own.
  if (hasSiteCookies(request) || adminAccess) headers.set("Cache-Control", PRIVATE_NO_STORE);
  const [cookieSeason, emptySections] = await Promise.all([readSelectedSeason(request), emptySectionsOf(request, site)]);
  const fallbackSeason = defaultSeason();
  // The site's fields, theme and sister sites, and the picker's seasons, are made once per process.
  const { site: publicFields, themeCss, sisterSites } = shellSiteData(site, url);
  return data(
    {
      site: publicFields,
      themeCss,
      sisterSites,
      admin: adminAccess ? { href: config.adminUrl } : null,
      /** Nav sections this site holds nothing for (app/.server/site-sections.ts): left out of its nav. */
      emptySections,
      contactEmail: config.contactEmail,
      season: {
        selected: cookieSeason ?? fallbackSeason,
        isDefault: cookieSeason === null,
        options: pickerSeasonOptions(site.sport),
      },
    },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export const headers: HeadersFunction = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: rootData, error, location }) => {
  // A route whose loader threw has no meta of its own: name the 404 here.
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return metaTags(rootData?.site ?? null, { title: notFound ? "Page Not Found" : null }, location);
};

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const site = rootData?.site;
  // Long tables keep the server's rows until the first client-side navigation (decision 0191).
  useNoteNavigations();
  useMarkHydrated();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {site ? (
          <>
            <link rel="icon" href={site.faviconUrl} type="image/svg+xml" />
            <link rel="apple-touch-icon" href={site.appleTouchIconUrl} />
          </>
        ) : null}
        {rootData ? <style id="site-theme">{rootData.themeCss}</style> : null}
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <RootShell>
      <Outlet />
    </RootShell>
  );
}

// The root's error page loads only when a page fails (app/lib/lazy-component.ts); the server renders it whole.
const RootErrorBoundary = lazyComponent(() => import("~/components/shell/RootErrorBoundary").then((module) => module.ErrorBoundary));

export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RootErrorBoundary />
    </Suspense>
  );
}
