// The site network: configurations, host resolution and theme helpers.
export * from "./site";
export * from "./sites";
export * from "./resolve";
export * from "./theme";
