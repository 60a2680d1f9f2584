export const teamRoutes: Array<import("../router").Route> = [];
