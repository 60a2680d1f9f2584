// The sitemap's sections (/core/sitemap/) and one page of a section's paths (/core/sitemap/:section/).
import { z } from "zod";
import { int } from "./common";

export const sitemapSections = z.object({ page_size: int, sections: z.array(z.object({ section: z.string(), count: int })) });
export const sitemapPaths = z.object({ section: z.string(), page: int, results: z.array(z.string()) });
