// Breadcrumbs: linked items ending in the current page (aria-current, no link), or a single Back link.
import { Link, useLocation } from "@remix-run/react";
import { useRootData } from "~/components/shell/use-root-data";
import { breadcrumbListLd } from "~/lib/json-ld";
import { JsonLdScript } from "./JsonLdScript";

export type BreadcrumbItem = { label: string; to?: string };

/** "onDark" for a breadcrumb on a dark (primary) background, such as a page's coloured header. */
export type BreadcrumbTone = "default" | "onDark";

type BreadcrumbProps =
  | { items: Array<BreadcrumbItem>; backTo?: undefined; backLabel?: undefined; tone?: BreadcrumbTone; className?: string }
  | { backTo: string; backLabel?: string; items?: undefined; tone?: BreadcrumbTone; className?: string };

const TONES: Record<BreadcrumbTone, { gap: string; colour: string; link: string; current: string; separator: string }> = {
  default: {
    gap: "gap-1.5",
    colour: "text-slate-700",
    link: "text-primary-800 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700",
    current: "font-semibold text-slate-900",
    separator: "text-slate-500",
  },
  onDark: {
    gap: "gap-2",
    colour: "text-primary-100",
    link: "underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
    current: "font-semibold text-white",
    separator: "",
  },
};

export function Breadcrumb(props: BreadcrumbProps) {
  const { className = "", tone = "default" } = props;
  const location = useLocation();
  const origin = useRootData()?.site.origin ?? null;
  const style = TONES[tone];
  if (props.backTo !== undefined) {
    return (
      <nav aria-label="Breadcrumb" className={`text-sm ${className}`}>
        <Link to={props.backTo} className={`inline-flex items-center gap-1 font-medium ${style.link}`}>
          <span aria-hidden="true">←</span>
          {props.backLabel ?? "Back"}
        </Link>
      </nav>
    );
  }
  const items = props.items;
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${className}`}>
      {origin ? <JsonLdScript data={breadcrumbListLd(items, origin, location.pathname)} /> : null}
      <ol className={`flex flex-wrap items-center ${style.gap} ${style.colour}`}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={`flex items-center ${style.gap}`}>
              {isLast || !item.to ? (
                <span aria-current={isLast ? "page" : undefined} className={isLast ? style.current : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className={style.link}>
                  {item.label}
                </Link>
              )}
              {isLast ? null : (
                <span aria-hidden="true" className={style.separator || undefined}>
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
