// The body of a long table (a franchise's seasons, a player's season and postseason rows)
// rendered by the server and left as it is when the page hydrates (decision 0191): React hydrates one
// <tbody> instead of thousands of cells, which a phone's CPU pays for in blocking time. The rows are
// plain links (a sort is a link in the header, outside the body), so nothing in them needs React:
// one click handler on the body (RowLinks) navigates in the app as <Link> would. On a client-side
// navigation, or once the rows change (another sort, another team in the same route), the rows render
// in React as usual (app/lib/document-hydrated.ts). With JavaScript off the server's rows are the page, as before.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { serverHtmlInDocument } from "~/lib/document-hydrated";
import { useRowLinks } from "./RowLinks";

export function StaticRows({
  rows,
  className,
  testId,
}: {
  /** The rows: rendered on the server and on the client after hydration, never during it. */
  rows: () => ReactNode;
  className?: string;
  testId?: string;
}) {
  const onClick = useRowLinks();
  // The rows follow the URL (the loader reads it): another URL, rows rendered in React.
  const location = useLocation();
  const rowsKey = `${location.pathname}${location.search}`;
  // Only in the browser, only before the first client-side navigation: the server's rows are in the DOM
  // then (hydrating the page, or a lazy view of it whose code came later).
  const [serverRows, setServerRows] = useState<string | null>(() => (serverHtmlInDocument() ? rowsKey : null));
  if (serverRows !== null && serverRows !== rowsKey) setServerRows(null);
  const body = useRef<HTMLTableSectionElement>(null);
  // Should React have rendered the document afresh (a hydration error elsewhere discards the server's
  // DOM), the body is empty: the rows then render in React.
  useEffect(() => {
    if (serverRows !== null && body.current?.childElementCount === 0) setServerRows(null);
  }, [serverRows]);
  if (serverRows === rowsKey) {
    // An empty innerHTML during hydration leaves the server's children as they are (React neither
    // compares nor removes them) and, unchanged on later renders, never touches them afterwards.
    return (
      <tbody
        key="server"
        ref={body}
        className={className}
        data-testid={testId}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <tbody key="react" className={className} data-testid={testId} onClick={onClick}>
      {rows()}
    </tbody>
  );
}
