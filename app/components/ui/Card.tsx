// A white card with a border and rounded corners: the surface most page content sits on.
import type { ReactNode } from "react";

type CardProps = {
  children: ReactNode;
  className?: string;
  as?: "div" | "article" | "section" | "li";
};

export function Card({ children, className = "", as: Element = "div" }: CardProps) {
  return <Element className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>{children}</Element>;
}
