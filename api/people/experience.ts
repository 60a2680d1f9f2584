// Years in the game: a coach's distinct seasons with a job; a player's seasons played (what "years
// pro" means for a retired player), else the span from his first season (or draft) to his last.

export function yearsOfExperience(seasons: ReadonlyArray<number>): number {
  return new Set(seasons).size;
}

export type CareerSpan = { seasonsPlayed: number; firstSeason: number | null; lastSeason: number | null; draftYear: number | null };

export function yearsPro({ seasonsPlayed, firstSeason, lastSeason, draftYear }: CareerSpan): number | null {
  if (seasonsPlayed > 0) return seasonsPlayed;
  const first = firstSeason ?? draftYear;
  if (first === null || lastSeason === null || lastSeason < first) return null;
  return lastSeason - first + 1;
}
