// A small rounded label ("NFL", "Captain", "Playoffs") in a theme or status tone.
import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "primary" | "secondary" | "info" | "success" | "warning" | "danger";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-200",
  primary: "bg-primary-100 text-primary-900 ring-primary-200",
  secondary: "bg-secondary-100 text-secondary-900 ring-secondary-200",
  info: "bg-blue-100 text-blue-900 ring-blue-200",
  success: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  warning: "bg-amber-100 text-amber-900 ring-amber-200",
  danger: "bg-rose-100 text-rose-900 ring-rose-200",
};

export function Badge({ children, tone = "neutral" }: { children: ReactNode; tone?: BadgeTone }) {
  return (
    <span className={`badge ${TONES[tone]}`}>
      {children}
    </span>
  );
}
