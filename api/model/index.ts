// The one model of the Sports API's answers, in zod: the typed client (app/.server) parses every
// answer with it, the contract tests validate every endpoint with it, and route handlers may type
// their JSON with z.infer of it. One module per area; this index names them all.
export * from "./analytics";
export * from "./championships";
export * from "./common";
export * from "./data-sources";
export * from "./games";
export * from "./people";
export * from "./search";
export * from "./seasons";
export * from "./sitemap";
export * from "./standings";
export * from "./teams";
export * from "./records";
