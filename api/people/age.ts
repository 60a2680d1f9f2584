// A person's age as a fan should read it: years to today for the known living (core/coverage.ts
// knownLiving), years to death for the dead, nothing when the data cannot tell which (a source that does
// not record deaths or stopped recording them long ago, or an age no living person reaches).
import { knownLiving } from "../../core/coverage";

/** Older than this with no death date recorded means the death went unrecorded, not a living person. */
export const OLDEST_LIVING_AGE = 110;

export type AgeFacts = {
  birthDate: string | null;
  deathDate: string | null;
  /** The person's source records deaths, so a blank death date means alive when it was compiled. */
  deathsRecorded: boolean;
  /** Playing or coaching in current data (the league's latest season): alive whatever the source records. */
  isActive: boolean;
  /** The latest death his league's death-recording sources record (data_coverage kind 'deaths'). */
  deathsRecordedUntil: string | null;
};

export type Age = { age: number | null; ageAtDeath: number | null };

/** Whole years from `from` to `to` (YYYY-MM-DD or a Date), counting a birthday only once reached. */
export function yearsBetween(from: string, to: string | Date): number {
  const start = new Date(`${from}T00:00:00Z`);
  const end = typeof to === "string" ? new Date(`${to}T00:00:00Z`) : to;
  let years = end.getUTCFullYear() - start.getUTCFullYear();
  const beforeBirthday = end.getUTCMonth() < start.getUTCMonth() || (end.getUTCMonth() === start.getUTCMonth() && end.getUTCDate() < start.getUTCDate());
  if (beforeBirthday) years--;
  return years;
}

export function personAge(facts: AgeFacts, now: Date): Age {
  if (!facts.birthDate) return { age: null, ageAtDeath: null };
  if (facts.deathDate) return { age: null, ageAtDeath: yearsBetween(facts.birthDate, facts.deathDate) };
  const living = knownLiving(
    { deathDate: facts.deathDate, deathsRecorded: facts.deathsRecorded, active: facts.isActive, deathsRecordedUntil: facts.deathsRecordedUntil },
    now,
  );
  if (!living) return { age: null, ageAtDeath: null };
  const age = yearsBetween(facts.birthDate, now);
  return { age: age > OLDEST_LIVING_AGE || age < 0 ? null : age, ageAtDeath: null };
}
