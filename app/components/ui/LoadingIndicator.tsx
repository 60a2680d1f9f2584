// Loading indicators: spinner, pulse, dots or a bouncing ball, in four sizes, announced as a status.
export type LoadingVariant = "spinner" | "pulse" | "dots" | "sport-ball";
export type LoadingSize = "sm" | "md" | "lg" | "xl";

const SIZES: Record<LoadingSize, string> = { sm: "h-4 w-4", md: "h-8 w-8", lg: "h-12 w-12", xl: "h-16 w-16" };
/** A small spinner keeps a thin ring, so it still reads as a ring. */
const SPINNER_BORDERS: Record<LoadingSize, string> = { sm: "border-2", md: "border-4", lg: "border-4", xl: "border-4" };
const DOT_SIZES: Record<LoadingSize, string> = { sm: "h-1.5 w-1.5", md: "h-2.5 w-2.5", lg: "h-3.5 w-3.5", xl: "h-5 w-5" };

type LoadingIndicatorProps = {
  variant?: LoadingVariant;
  size?: LoadingSize;
  /** What is loading; read by screen readers, shown only when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  /** The visual above its label (an inline element), or a notice: a row of its own, the label beside the visual. */
  layout?: "stacked" | "notice";
  className?: string;
};

const LAYOUTS = {
  stacked: "inline-flex flex-col items-center gap-2",
  notice: "flex items-center gap-3 rounded-lg bg-white/90 p-3 shadow",
} as const;

function Visual({ variant, size }: { variant: LoadingVariant; size: LoadingSize }) {
  switch (variant) {
    case "pulse":
      return <span className={`block animate-pulse rounded-full bg-primary-500 ${SIZES[size]}`} />;
    case "dots":
      return (
        <span className="flex items-center gap-1.5">
          {[0, 150, 300].map((delay) => (
            <span key={delay} className={`block animate-bounce rounded-full bg-primary-600 ${DOT_SIZES[size]}`} style={{ animationDelay: `${delay}ms` }} />
          ))}
        </span>
      );
    case "sport-ball":
      return (
        <svg viewBox="0 0 24 24" className={`animate-bounce text-accent-600 ${SIZES[size]}`} fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="12" cy="12" r="9" fill="currentColor" fillOpacity="0.15" />
          <path d="M3.5 9.5c5 1 12 1 17 0M3.5 14.5c5-1 12-1 17 0M12 3c-3 4-3 14 0 18M12 3c3 4 3 14 0 18" />
        </svg>
      );
    default:
      return <span className={`block animate-spin rounded-full ${SPINNER_BORDERS[size]} border-primary-200 border-t-primary-700 ${SIZES[size]}`} />;
  }
}

export function LoadingIndicator({
  variant = "spinner",
  size = "md",
  label = "Loading…",
  showLabel = false,
  layout = "stacked",
  className = "",
}: LoadingIndicatorProps) {
  return (
    <div role="status" className={`${LAYOUTS[layout]} ${className}`}>
      <span aria-hidden="true">
        <Visual variant={variant} size={size} />
      </span>
      <span className={showLabel ? "text-sm text-slate-700" : "sr-only"}>{label}</span>
    </div>
  );
}

export function Spinner(props: Omit<LoadingIndicatorProps, "variant">) {
  return <LoadingIndicator {...props} variant="spinner" />;
}
