// The data-quality bar colour rule: green at 95 or above, amber at 80 or above, otherwise red.
export type DataBarColour = "green" | "amber" | "red";

export const DATA_BAR_GREEN_FROM = 95;
export const DATA_BAR_AMBER_FROM = 80;

export function dataBarColour(score: number): DataBarColour {
  if (score >= DATA_BAR_GREEN_FROM) return "green";
  if (score >= DATA_BAR_AMBER_FROM) return "amber";
  return "red";
}

/** Tailwind classes for a bar's fill. */
export const DATA_BAR_FILL: Record<DataBarColour, string> = {
  green: "bg-emerald-600",
  amber: "bg-amber-500",
  red: "bg-red-600",
};
