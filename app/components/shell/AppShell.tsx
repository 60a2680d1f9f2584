// The page frame every route renders in: header, main content with its transition, footer, toasts.
import type { ReactNode } from "react";
import { PageTransition } from "./PageTransition";
import { ScrollToTop } from "./ScrollToTop";
import type { AppShellProps } from "./shell-types";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { ToastProvider } from "./Toasts";
import { useRootData } from "./use-root-data";

export const MAIN_CONTENT_ID = "main-content";

export function AppShell({ site, sisterSites, admin, contactEmail, season, children }: AppShellProps) {
  return (
    <ToastProvider>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold text-primary-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader site={site} season={season} admin={admin} />
      <main id={MAIN_CONTENT_ID} className="min-h-[60vh] pt-16 focus:outline-none" tabIndex={-1}>
        <PageTransition>{children}</PageTransition>
      </main>
      <SiteFooter site={site} sisterSites={sisterSites} contactEmail={contactEmail} />
    </ToastProvider>
  );
}

/**
 * The shell filled from the root loader's data, for the root route and its error boundary. Without
 * that data (the root loader itself failed) the content stands alone in <main>.
 */
export function RootShell({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  if (!rootData) return <main id={MAIN_CONTENT_ID}>{children}</main>;
  return (
    <AppShell site={rootData.site} sisterSites={rootData.sisterSites} admin={rootData.admin} contactEmail={rootData.contactEmail} season={rootData.season}>
      {children}
    </AppShell>
  );
}
