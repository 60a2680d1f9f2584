// A coach's history: consecutive seasons with one team become one entry; his specialties.

export type StintLine = {
  team_id: number;
  team_slug: string;
  team_name: string;
  season_start_year: number;
  title: string;
  is_head_coach: boolean;
};

export type HistoryEntry = {
  team_name: string;
  team_slug: string;
  start_year: number;
  end_year: number | null;
  title: string;
  is_head_coach: boolean;
  is_active: boolean;
};

/**
 * Consecutive seasons with one team under one name become one entry, named as the team was then: a job
 * that went on through a move or a renaming (Seattle to Oklahoma City) is two entries, each by its era.
 */
export function coachingHistory(stints: ReadonlyArray<StintLine>, active: boolean): Array<HistoryEntry> {
  const sorted = [...stints].sort((a, b) => a.season_start_year - b.season_start_year);
  const groups: Array<Array<StintLine>> = [];
  for (const stint of sorted) {
    const group = groups[groups.length - 1];
    const last = group?.[group.length - 1];
    if (last && last.team_id === stint.team_id && last.team_name === stint.team_name && stint.season_start_year - last.season_start_year <= 1)
      group.push(stint);
    else groups.push([stint]);
  }
  return groups.map((group, index) => {
    const last = group[group.length - 1];
    const current = active && index === groups.length - 1;
    return {
      team_name: last.team_name,
      team_slug: last.team_slug,
      start_year: group[0].season_start_year,
      // The current job has no end yet: the page shows "Present".
      end_year: current ? null : last.season_start_year,
      title: last.title,
      is_head_coach: group.some((s) => s.is_head_coach),
      is_active: current,
    };
  });
}

/**
 * What the data can say a coach specialises in: the roles he held, latest first ("Head Coach",
 * "Manager", "Assistant Coach"), at most `limit`. No dataset records coaching specialities, so
 * nothing else is claimed.
 */
export function specialties(stints: ReadonlyArray<Pick<StintLine, "title" | "season_start_year">>, limit = 2): Array<string> {
  const titles = [...stints].sort((a, b) => b.season_start_year - a.season_start_year).map((s) => s.title);
  return [...new Set(titles)].slice(0, limit);
}
