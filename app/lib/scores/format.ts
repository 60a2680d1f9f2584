// Dates and times of games as fans read them: long dates, and start times in Eastern time with the zone named.
import { LEAGUE_TIME_ZONE_LABEL } from "@core/game-dates";

const longDate = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Tuesday, January 14, 2025" for 2025-01-14 (a calendar day, so no zone shift). */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Tue, Jan 14, 2025". */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "7:30 PM ET" for a stored Eastern "19:30"; null when the time is unknown. */
export function formatEasternTime(time: string | null): string | null {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  if (!match) return null;
  const hour = Number(match[1]);
  const suffix = hour >= 12 ? "PM" : "AM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${match[2]} ${suffix} ${LEAGUE_TIME_ZONE_LABEL}`;
}

// Made once: a formatter with a time zone costs about a millisecond to create, more than a page's other formatting.
const clockTime = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", timeZone: "America/New_York" });

/** "hh:mm:ss" of an instant in Eastern time, for the "Updated" note. */
export function formatClockTime(instant: Date): string {
  return clockTime.format(instant);
}
