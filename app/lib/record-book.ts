// How the record book's pages say what a list covers: "1946-47 to 2019-20", "2001 to 2019, 2025" (its
// gaps stated, the API's label), or the one season.
export type ScopeFacts = { first_label: string; last_label: string; label: string } | null;

export function scopeText(scope: ScopeFacts): string | null {
  if (!scope) return null;
  return scope.first_label === scope.last_label ? `${scope.first_label} season` : scope.label;
}
