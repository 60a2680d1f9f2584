// The data-quality page's sample content: fixed illustrations, nothing is wired to data.
export type SourceStatus = "active" | "maintenance" | "error";
export type RuleStatus = "passing" | "warning" | "failing";

export const OVERALL_SCORE = 98;

export const QUALITY_METRICS: ReadonlyArray<{ label: string; score: number; description: string }> = [
  { label: "Completeness", score: 99, description: "Records with every required field present" },
  { label: "Accuracy", score: 98, description: "Scores and results matching the official record" },
  { label: "Consistency", score: 96, description: "Team and season references that agree across sources" },
  { label: "Timeliness", score: 88, description: "Results published within an hour of the final whistle" },
];

export const DATA_SOURCES: ReadonlyArray<{ name: string; records: string; lastSync: string; status: SourceStatus }> = [
  { name: "Official League Records", records: "1.2M records", lastSync: "2 hours ago", status: "active" },
  { name: "Historical Archives", records: "840K records", lastSync: "1 day ago", status: "active" },
  { name: "Live Score Feed", records: "12K records", lastSync: "5 minutes ago", status: "active" },
  { name: "Team Rosters", records: "96K records", lastSync: "3 days ago", status: "maintenance" },
];

export const VALIDATION_RULES: ReadonlyArray<{ name: string; description: string; status: RuleStatus }> = [
  { name: "Score consistency", description: "Final scores equal the sum of period scores", status: "passing" },
  { name: "Date validation", description: "End dates are never earlier than start dates", status: "passing" },
  { name: "Team references", description: "Every game names two known teams", status: "passing" },
  { name: "Duplicate detection", description: "No game is recorded twice", status: "warning" },
  { name: "Season boundaries", description: "Games fall inside their season's dates", status: "passing" },
];

export const SOURCE_BADGE: Record<SourceStatus, string> = {
  active: "bg-emerald-100 text-emerald-900",
  maintenance: "bg-amber-100 text-amber-900",
  error: "bg-red-100 text-red-900",
};

export const RULE_BADGE: Record<RuleStatus, string> = {
  passing: "bg-emerald-100 text-emerald-900",
  warning: "bg-amber-100 text-amber-900",
  failing: "bg-red-100 text-red-900",
};
