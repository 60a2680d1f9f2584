// Loading placeholders in the shapes of the content they stand in for, with the spec's counts.
import type { ReactNode } from "react";

/** Spec counts: 9 for the team grid, 6 and 8 for other lists, 4 rows, 8 games, 12 players. */
export const SKELETON_COUNTS = { teamGrid: 9, list: 6, wideList: 8, rows: 4, games: 8, players: 12 } as const;

export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-slate-200 ${className}`} />;
}

function LoadingRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

export function SkeletonCard({ className = "" }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      <div className="flex items-center gap-3">
        <Skeleton className="h-10 w-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <div className="mt-5 space-y-2">
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-5/6" />
      </div>
    </div>
  );
}

type SkeletonGridProps = { count?: 9 | 6 | 8 | number; label?: string; className?: string };

export function SkeletonGrid({ count = SKELETON_COUNTS.teamGrid, label = "Loading…", className = "" }: SkeletonGridProps) {
  return (
    <LoadingRegion label={label} className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </LoadingRegion>
  );
}

export function SkeletonRows({ count = SKELETON_COUNTS.rows, label = "Loading…", className = "" }: SkeletonGridProps) {
  return (
    <LoadingRegion label={label} className={`space-y-3 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <Skeleton className="h-8 w-8 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </LoadingRegion>
  );
}

export function SkeletonList({ count = SKELETON_COUNTS.players, label = "Loading…", className = "" }: SkeletonGridProps) {
  return (
    <LoadingRegion label={label} className={`divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex items-center gap-3 p-4">
          <Skeleton className="h-10 w-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
