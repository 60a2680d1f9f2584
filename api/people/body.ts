// Height and weight as the pages write them.

/** Feet and inches from inches: 78 -> 6' 6". */
export function heightText(inches: number | null): string | null {
  if (inches === null || !Number.isFinite(inches) || inches <= 0) return null;
  const whole = Math.round(inches);
  return `${Math.floor(whole / 12)}' ${whole % 12}"`;
}

export function weightText(pounds: number | null): string | null {
  return pounds === null || !Number.isFinite(pounds) || pounds <= 0 ? null : `${Math.round(pounds)} lbs`;
}

/** The API's height and weight fields. */
export function bodyFacts(row: { height_inches: number | null; weight_pounds: number | null }) {
  return { height: heightText(row.height_inches), weight: weightText(row.weight_pounds) };
}
