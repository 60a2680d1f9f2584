// A stat tile (a label, a big value and an optional icon) and TileGrid, a labelled list of tiles.
import { createContext, useContext, type ReactNode } from "react";

/** Inside a TileGrid (a <dl>) each tile is a term (its label) with its description (its value). */
const InTileGrid = createContext(false);

type TileGridProps = {
  children: ReactNode;
  /** Names the list for screen readers ("Champions summary"). */
  label?: string;
  /** The responsive columns and spacing, e.g. "md:grid-cols-4"; two columns below them. */
  className?: string;
};

export function TileGrid({ children, label, className = "" }: TileGridProps) {
  return (
    <dl aria-label={label} className={`grid grid-cols-2 gap-4 ${className}`}>
      <InTileGrid.Provider value={true}>{children}</InTileGrid.Provider>
    </dl>
  );
}

type TileProps = {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: string;
  className?: string;
};

const TILE_CLASS = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const ICON_CLASS = "flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-primary-800";

export function Tile({ label, value, icon, hint, className = "" }: TileProps) {
  const inGrid = useContext(InTileGrid);
  if (inGrid) {
    // A <dl>'s <div> may hold only its <dt> and <dd>s: no wrapper, the icon goes inside the term.
    return (
      <div className={`${TILE_CLASS} ${className}`}>
        <dt className="text-sm font-medium text-slate-700">
          {icon ? (
            <span aria-hidden="true" className={`mb-3 ${ICON_CLASS}`}>
              {icon}
            </span>
          ) : null}
          {label}
        </dt>
        <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
        {hint ? <dd className="mt-1 text-xs text-slate-700">{hint}</dd> : null}
      </div>
    );
  }
  return (
    <div className={`flex items-start gap-4 ${TILE_CLASS} ${className}`}>
      {icon ? (
        <div aria-hidden="true" className={ICON_CLASS}>
          {icon}
        </div>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
        {hint ? <p className="mt-1 text-xs text-slate-700">{hint}</p> : null}
      </div>
    </div>
  );
}
