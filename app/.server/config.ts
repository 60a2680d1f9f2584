// Deployment settings read from the environment, with the defaults a fresh clone runs on.
export const config = {
  /** The external admin site the hidden admin link goes to. */
  adminUrl: process.env.ADMIN_URL ?? "https://admin.championshiphistory.com/",
  contactEmail: process.env.CONTACT_EMAIL ?? "hello@championshiphistory.com",
  trustProxy: process.env.TRUST_PROXY === "1",
};
