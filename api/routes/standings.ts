// Standings endpoints (to be written).
import type { Route } from "../router";

export const standingsRoutes: Array<Route> = [];
