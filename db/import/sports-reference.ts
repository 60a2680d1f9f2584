// Field formats of the Sports-Reference sites' schedule tables (basketball-, hockey- and
// pro-football-reference "Share & Export" layouts), shared by the importers that read them.
import { isoDateFromParts } from "./fields";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A date as the tables write it, with the weekday and month by name: "Tue Oct 24 2023" or
 * "Fri, Nov 1, 2019" -> "2023-10-24" / "2019-11-01"; null for anything else (and for a day that
 * does not exist). The weekday is not checked against the date.
 */
export function parseNamedDate(text: string): string | null {
  const match = /^[A-Za-z]{3},? ([A-Za-z]{3}) (\d{1,2}),? (\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[1].toLowerCase());
  if (month < 0) return null;
  return isoDateFromParts(Number(match[3]), month + 1, Number(match[2]));
}

/** A start time as the tables write it: "7:30p", "12:00a", "8:20PM", "7:30 PM" -> 24-hour "19:30"; null otherwise. */
export function parseClock(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2}) ?([ap])m?$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const hour24 = (hour % 12) + (match[3].toLowerCase() === "p" ? 12 : 0);
  return `${String(hour24).padStart(2, "0")}:${match[2]}`;
}

/** Overtime as the tables write it: "", "OT", "2OT" ... ("SO" too when `shootout`); undefined when it is none of these. */
export function parseOvertime(text: string, shootout = false): string | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  if (/^([2-9])?OT$/.test(value) || (shootout && value === "SO")) return value;
  return undefined;
}

/** An attendance figure: "" -> null, "19,842" or "19842" -> 19842; undefined when it is not a count. */
export function parseAttendance(text: string): number | null | undefined {
  const value = text.replace(/,/g, "").trim();
  if (value === "") return null;
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

/** "at Paris France", "at O2 Arena (Prague CZ)": the site a note names when the game was not at the home arena; null otherwise. */
export function neutralSiteNote(note: string): { venue: string | null } | null {
  const match = /^at (.*?)\s*(\(.*\))?$/.exec(note.trim());
  if (!match) return null;
  // With a parenthesised place the words before it are the arena; without, they are a city.
  return { venue: match[2] ? match[1] : null };
}
