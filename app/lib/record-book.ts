// How the record book's pages say what a list covers: "1946-47 to 2019-20", or the one season.
export type ScopeFacts = { first_label: string; last_label: string } | null;

export function scopeText(scope: ScopeFacts): string | null {
  if (!scope) return null;
  return scope.first_label === scope.last_label ? `${scope.first_label} season` : `${scope.first_label} to ${scope.last_label}`;
}
