// The most rows one CSV download (`page_size=all` in the API) may hold. Every table a fan exports with
// its filters fits (a month of scores, a championship's history, a league's coaches); the biggest
// directories (45,000 players on the hub) must be narrowed first, so that one download never holds
// the server for seconds (issue 14: nothing may freeze the site).
export const MAX_EXPORT_ROWS = 5_000;
