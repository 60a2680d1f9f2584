// The one error boundary for page routes. Its panels (./RoutePanels.tsx) are loaded only when a page
// fails (app/lib/lazy-component.ts): the server renders them into the document, and a page that
// renders fine does not carry their code.
import { useRouteError } from "@remix-run/react";
import { Suspense } from "react";
import { lazyComponent } from "~/lib/lazy-component";

export type ErrorPanels = {
  notFound: { title: string; message: string; backTo: string; backLabel: string };
  failure: { title: string; message?: string };
  /** The page heading above a failure panel (a list page keeps its title). */
  heading?: string;
};

const LazyRoutePanels = lazyComponent(() => import("./RoutePanels").then((module) => module.RoutePanels));

/** A page's error panels for the error its route threw. */
export function RoutePanels(props: { panels: ErrorPanels; error: unknown }) {
  return (
    <Suspense fallback={null}>
      <LazyRoutePanels {...props} />
    </Suspense>
  );
}

/** The route's `ErrorBoundary` export. */
export function routeErrorBoundary(panels: ErrorPanels) {
  return function RouteErrorBoundary() {
    const error = useRouteError();
    return <RoutePanels panels={panels} error={error} />;
  };
}
