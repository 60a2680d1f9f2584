// Cache-Control of the static pages: the static class, made private when the shell is the fan's own
// (the root marks pages with our cookies "private, no-store", and that must win). The shell shows the
// cookie's season, so a copy stored without cookies must not be reused once they are set: Vary: Cookie.
import type { HeadersFunction } from "@remix-run/node";
import { mergeCacheControl } from "~/.server/cache-headers";
import { cacheControlFor } from "~/lib/cache-classes";

export const staticPageHeaders: HeadersFunction = ({ parentHeaders }) => {
  const own = cacheControlFor("static");
  return {
    "Cache-Control": mergeCacheControl(parentHeaders.get("Cache-Control"), own) ?? own,
    Vary: "Cookie",
  };
};
