// The Sports API people shapes the pages render, as plain types (no server code reaches the browser).
export type { Coach, CoachDetail, PeopleFacets, Player, PlayerDetail } from "@api/model";
