// Breadcrumbs: linked items ending in the current page (aria-current, no link), or a single Back link.
import { Link } from "@remix-run/react";

export type BreadcrumbItem = { label: string; to?: string };

type BreadcrumbProps =
  | { items: Array<BreadcrumbItem>; backTo?: undefined; backLabel?: undefined; className?: string }
  | { backTo: string; backLabel?: string; items?: undefined; className?: string };

const linkClass =
  "text-primary-800 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700";

export function Breadcrumb(props: BreadcrumbProps) {
  const { className = "" } = props;
  if (props.backTo !== undefined) {
    return (
      <nav aria-label="Breadcrumb" className={`text-sm ${className}`}>
        <Link to={props.backTo} className={`inline-flex items-center gap-1 font-medium ${linkClass}`}>
          <span aria-hidden="true">←</span>
          {props.backLabel ?? "Back"}
        </Link>
      </nav>
    );
  }
  const items = props.items;
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-700">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1.5">
              {isLast || !item.to ? (
                <span
                  aria-current={isLast ? "page" : undefined}
                  className={isLast ? "font-semibold text-slate-900" : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              )}
              {isLast ? null : (
                <span aria-hidden="true" className="text-slate-500">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
