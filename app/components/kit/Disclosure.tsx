// One thing open at a time, kept in the URL (`open` by default): an expanded row, card or section is
// a link, so it works without JavaScript and a shared URL opens the same one.
import { Link, useLocation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { hrefWith } from "~/lib/url-state";

export function useOpenParam(param = "open", fallback: string | null = null) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const raw = searchParams.get(param);
  // "none" keeps every section closed where a default one would otherwise open.
  const open = raw === null || raw === "" ? fallback : raw === "none" ? null : raw;
  return {
    open,
    isOpen: (id: string) => open === id,
    /** The URL that opens `id`, or closes it when it is the open one. */
    toggleHref: (id: string) =>
      hrefWith(
        location.search,
        { [param]: open === id ? (fallback === null ? null : "none") : id === fallback ? null : id },
        { keepPage: true, pathname: location.pathname },
      ),
  };
}

export function DisclosureLink({
  id,
  param = "open",
  fallback = null,
  label,
  openLabel,
  controls,
  className = "text-sm font-semibold text-primary-700 underline-offset-2 hover:underline",
  children,
}: {
  id: string;
  param?: string;
  fallback?: string | null;
  label: string;
  openLabel?: string;
  /** The id of the element it shows. */
  controls: string;
  className?: string;
  children?: ReactNode;
}) {
  const { isOpen, toggleHref } = useOpenParam(param, fallback);
  const expanded = isOpen(id);
  return (
    <Link to={toggleHref(id)} replace preventScrollReset aria-expanded={expanded} aria-controls={controls} className={className}>
      {children ?? (expanded ? (openLabel ?? label) : label)}
    </Link>
  );
}
