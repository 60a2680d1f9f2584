// The spec's named status panels (empty lists, failed loads, coming soon) with their exact words;
// every one takes an optional title and description override.
import type { ReactNode } from "react";
import { EmptyState, type EmptyStateProps } from "./EmptyState";
import { ErrorPanel, type ErrorPanelProps } from "./ErrorPanel";

type StatusPanelProps = {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
  role?: EmptyStateProps["role"];
  className?: string;
};

export const STATUS_TEXT = {
  noTeams: "No Teams Found",
  noPlayers: "No Players Found",
  noGames: "No Games Found",
  noData: "No Data Available",
  failedToLoad: "Failed to Load Data",
  failedToLoadDescription: "Something went wrong while loading the data. Please try again.",
  tryAgain: "Try Again",
  comingSoon: "Coming Soon",
} as const;

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path strokeLinecap="round" d="M20 20l-3.5-3.5" />
    </svg>
  );
}

export function NoTeamsFound({ title = STATUS_TEXT.noTeams, ...rest }: StatusPanelProps) {
  return <EmptyState title={title} icon={<SearchIcon />} {...rest} />;
}

export function NoPlayersFound({ title = STATUS_TEXT.noPlayers, ...rest }: StatusPanelProps) {
  return <EmptyState title={title} icon={<SearchIcon />} {...rest} />;
}

export function NoGamesFound({ title = STATUS_TEXT.noGames, ...rest }: StatusPanelProps) {
  return <EmptyState title={title} icon={<SearchIcon />} {...rest} />;
}

export function NoDataAvailable({ title = STATUS_TEXT.noData, ...rest }: StatusPanelProps) {
  return <EmptyState title={title} icon={<SearchIcon />} {...rest} />;
}

type FailedToLoadDataProps = Pick<ErrorPanelProps, "retryTo" | "retry" | "action" | "className"> & {
  title?: string;
  description?: ReactNode;
};

export function FailedToLoadData({ title = STATUS_TEXT.failedToLoad, description = STATUS_TEXT.failedToLoadDescription, ...rest }: FailedToLoadDataProps) {
  return <ErrorPanel title={title} message={description} retryLabel={STATUS_TEXT.tryAgain} {...rest} />;
}

type ComingSoonProps = StatusPanelProps & { feature?: string };

export function ComingSoon({ feature, title = STATUS_TEXT.comingSoon, description, ...rest }: ComingSoonProps) {
  return (
    <EmptyState
      title={title}
      description={
        description ?? (
          <>
            {feature ? <span className="block font-semibold text-slate-900">{feature}</span> : null}
            <span className="block">This feature is in development and will be available here soon.</span>
          </>
        )
      }
      icon={
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path strokeLinecap="round" d="M12 7v5l3 2" />
        </svg>
      }
      {...rest}
    />
  );
}
