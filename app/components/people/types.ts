// The Sports API people shapes the pages render, as plain types (no server code reaches the browser).
import type { z } from "zod";
import type * as schemas from "~/.server/upstream/people-schemas";

export type Player = z.infer<typeof schemas.player>;
export type PlayerDetail = z.infer<typeof schemas.playerDetail>;
export type Coach = z.infer<typeof schemas.coach>;
export type PeopleFacets = z.infer<typeof schemas.facets>;
