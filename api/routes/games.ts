// Game endpoints (to be written).
import type { Route } from "../router";

export const gameRoutes: Array<Route> = [];
