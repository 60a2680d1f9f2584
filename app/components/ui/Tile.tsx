// A stat tile: a label, a big value and an optional icon.
import type { ReactNode } from "react";

type TileProps = {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: string;
  className?: string;
};

export function Tile({ label, value, icon, hint, className = "" }: TileProps) {
  return (
    <div className={`flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      {icon ? (
        <div
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-primary-800"
        >
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
