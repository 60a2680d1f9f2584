// People endpoints (to be written).
import type { Route } from "../router";

export const peopleRoutes: Array<Route> = [];
