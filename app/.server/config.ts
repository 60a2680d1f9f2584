// Deployment settings read from the environment, with the defaults a fresh clone runs on.
import { readEnv } from "./env";

export const config = {
  /** The external admin site the hidden admin link goes to. */
  adminUrl: readEnv("ADMIN_URL") ?? "https://admin.championshiphistory.com/",
  contactEmail: readEnv("CONTACT_EMAIL") ?? "hello@championshiphistory.com",
  trustProxy: readEnv("TRUST_PROXY") === "1",
};
