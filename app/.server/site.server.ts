// The site a request is for, and the part of its configuration the browser needs.
import { siteForRequest, type SiteConfig } from "@sites";
import { config } from "./config";

export function requestSite(request: Request): SiteConfig {
  return siteForRequest(request, config.trustProxy);
}
