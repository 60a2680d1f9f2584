// Colour scales (Tailwind's palette values) that site themes are built from.
export type Shade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
export type ColorScale = Record<Shade, string>;

export type SiteTheme = {
  primary: ColorScale;
  secondary: ColorScale;
  accent: ColorScale;
  quaternary?: ColorScale;
  quinary?: ColorScale;
};

export const SHADES: ReadonlyArray<Shade> = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

const indigo: ColorScale = {
  50: "#eef2ff",
  100: "#e0e7ff",
  200: "#c7d2fe",
  300: "#a5b4fc",
  400: "#818cf8",
  500: "#6366f1",
  600: "#4f46e5",
  700: "#4338ca",
  800: "#3730a3",
  900: "#312e81",
  950: "#1e1b4b",
};
const cyan: ColorScale = {
  50: "#ecfeff",
  100: "#cffafe",
  200: "#a5f3fc",
  300: "#67e8f9",
  400: "#22d3ee",
  500: "#06b6d4",
  600: "#0891b2",
  700: "#0e7490",
  800: "#155e75",
  900: "#164e63",
  950: "#083344",
};
const amber: ColorScale = {
  50: "#fffbeb",
  100: "#fef3c7",
  200: "#fde68a",
  300: "#fcd34d",
  400: "#fbbf24",
  500: "#f59e0b",
  600: "#d97706",
  700: "#b45309",
  800: "#92400e",
  900: "#78350f",
  950: "#451a03",
};
const red: ColorScale = {
  50: "#fef2f2",
  100: "#fee2e2",
  200: "#fecaca",
  300: "#fca5a5",
  400: "#f87171",
  500: "#ef4444",
  600: "#dc2626",
  700: "#b91c1c",
  800: "#991b1b",
  900: "#7f1d1d",
  950: "#450a0a",
};
const gold: ColorScale = {
  50: "#fefce8",
  100: "#fef9c3",
  200: "#fef08a",
  300: "#fde047",
  400: "#facc15",
  500: "#eab308",
  600: "#ca8a04",
  700: "#a16207",
  800: "#854d0e",
  900: "#713f12",
  950: "#422006",
};
const slate: ColorScale = {
  50: "#f8fafc",
  100: "#f1f5f9",
  200: "#e2e8f0",
  300: "#cbd5e1",
  400: "#94a3b8",
  500: "#64748b",
  600: "#475569",
  700: "#334155",
  800: "#1e293b",
  900: "#0f172a",
  950: "#020617",
};
const emerald: ColorScale = {
  50: "#ecfdf5",
  100: "#d1fae5",
  200: "#a7f3d0",
  300: "#6ee7b7",
  400: "#34d399",
  500: "#10b981",
  600: "#059669",
  700: "#047857",
  800: "#065f46",
  900: "#064e3b",
  950: "#022c22",
};

/** The default theme: indigo, cyan and amber. */
export const defaultTheme: SiteTheme = { primary: indigo, secondary: cyan, accent: amber, quaternary: emerald, quinary: slate };

/** The football sites' red and gold. */
export const footballTheme: SiteTheme = { primary: red, secondary: gold, accent: amber, quaternary: slate };

/** theme-color meta: primary 600, or the spec's default. */
export const DEFAULT_THEME_COLOR = "#3B82F6";
export function themeColor(theme: SiteTheme | undefined): string {
  return theme?.primary?.[600] ?? DEFAULT_THEME_COLOR;
}

/** The CSS custom properties Tailwind's colour utilities read (see app/tailwind.css). */
export function themeCssVariables(theme: SiteTheme): string {
  const lines: Array<string> = [];
  for (const name of ["primary", "secondary", "accent", "quaternary", "quinary"] as const) {
    const scale = theme[name] ?? theme.primary;
    for (const shade of SHADES) lines.push(`--site-${name}-${shade}:${scale[shade]};`);
  }
  return `:root{${lines.join("")}}`;
}
