// The root loader's data (site, contact address, season) for components below the root route.
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** The contact address the legal pages show; the configured default when the root data is missing. */
export const FALLBACK_CONTACT_EMAIL = "hello@championshiphistory.com";

export function useContactEmail(): string {
  return useRootData()?.contactEmail ?? FALLBACK_CONTACT_EMAIL;
}
