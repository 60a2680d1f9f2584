// The two cookies the site sets: the fan's selected season and the admin flag.
import { createCookie } from "@remix-run/node";
import { parseSeason } from "@core/seasons";
import { readEnv } from "./env";

const ONE_YEAR = 60 * 60 * 24 * 365;
const secure = readEnv("NODE_ENV") === "production" && readEnv("INSECURE_COOKIES") !== "1";

export const selectedSeasonCookie = createCookie("selectedSeason", {
  path: "/",
  sameSite: "lax",
  httpOnly: false,
  secure,
  maxAge: ONE_YEAR,
});

export const adminAccessCookie = createCookie("adminAccess", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure,
  maxAge: ONE_YEAR,
});

export async function readSelectedSeason(request: Request): Promise<number | null> {
  const value: unknown = await selectedSeasonCookie.parse(request.headers.get("Cookie"));
  return parseSeason(value == null ? null : String(value));
}

export async function readAdminAccess(request: Request): Promise<boolean> {
  return (await adminAccessCookie.parse(request.headers.get("Cookie"))) === true;
}

/** Whether a request carries one of our cookies, which makes a page that reads them private. */
export function hasSiteCookies(request: Request): boolean {
  const header = request.headers.get("Cookie") ?? "";
  return /(?:^|;\s*)(selectedSeason|adminAccess)=/.test(header);
}
