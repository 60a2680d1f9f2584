// Cache-Control of the static pages: the static class, made private when the shell is the fan's own
// (the root marks pages with our cookies "private, no-store", and that must win). Browsers revalidate
// documents (see documentCacheControl), so a copy stored before the cookies were set is not reused.
import type { HeadersFunction } from "@remix-run/node";
import { documentCacheControl, mergeCacheControl } from "~/.server/cache-headers";
import { cacheControlFor } from "@core/cache-classes";

export const staticPageHeaders: HeadersFunction = ({ parentHeaders }) => {
  const own = cacheControlFor("static");
  return {
    "Cache-Control": documentCacheControl(mergeCacheControl(parentHeaders.get("Cache-Control"), own)) ?? own,
  };
};
