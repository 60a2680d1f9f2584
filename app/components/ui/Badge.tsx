// A small rounded label ("NFL", "Captain", "Playoffs") in a theme or status tone.
import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "primary" | "secondary" | "info" | "success" | "warning" | "danger";

/** The tones' colours are `.badge-{tone}` in tailwind.css (a badge sits on every row of the long pages). */
const TONES: Record<BadgeTone, string> = {
  neutral: "badge-neutral",
  primary: "badge-primary",
  secondary: "badge-secondary",
  info: "badge-info",
  success: "badge-success",
  warning: "badge-warning",
  danger: "badge-danger",
};

export function Badge({ children, tone = "neutral" }: { children: ReactNode; tone?: BadgeTone }) {
  return <span className={`badge ${TONES[tone]}`}>{children}</span>;
}
