// The coverage endpoint (teams/teams/:id/coverage/?year=) over the fixture database, on both engines:
// what we hold of a team-season, its state on the fixture's today (2023-10-01), and bad input.
import { afterAll, beforeAll, expect, it } from "vitest";
import { handleApiRequest } from "../../api/handler";
import type { Database } from "../../db/database";
import { teamCoverage } from "../../api/model";
import { describeEachEngine } from "../support/describe-engines";
import type { FreshDatabase } from "../support/databases";
import { buildFixtureDatabaseOn, FIXTURE_NOW } from "./fixture";

describeEachEngine("coverage endpoint", (engine) => {
  let fresh: FreshDatabase;
  let db: Database;
  beforeAll(async () => {
    fresh = await buildFixtureDatabaseOn(engine);
    db = fresh.db;
  });
  afterAll(async () => {
    await fresh?.drop();
  });

  async function get(path: string) {
    const res = await handleApiRequest(new Request(`http://localhost/api/${path}`), db, { now: FIXTURE_NOW });
    return { status: res.status, cacheClass: res.headers.get("x-cache-class"), body: (await res.json()) as Record<string, unknown> };
  }

  it("reports a complete season's games, published record and champion", async () => {
    const answer = await get("teams/teams/green-bay-packers/coverage/?year=2022");
    expect(answer.status).toBe(200);
    expect(answer.cacheClass).toBe("dynamic");
    const body = teamCoverage.parse(answer.body);
    expect(body).toMatchObject({
      team: "green-bay-packers",
      league: "nfl",
      year: 2022,
      state: "complete",
      team_played: true,
      team_games: { regular: 2, postseason: 1 },
      league_games: { regular: 3, postseason: 1, title_games: 1 },
      sources: ["test"],
      published_record: { wins: 2, losses: 0, source: "test" },
    });
    expect(body.champions.map((c) => [c.championship, c.winner_slug, c.team_won])).toEqual([["Super Bowl", "green-bay-packers", true]]);
  });

  it("calls the season being played in progress (2023 NFL on 2023-10-01)", async () => {
    const body = teamCoverage.parse((await get("teams/teams/green-bay-packers/coverage/?year=2023")).body);
    expect(body.state).toBe("in_progress");
    expect(body.team_games.regular).toBe(3);
  });

  it("says a season has no games in our data (1950) and the team did not play it", async () => {
    const body = teamCoverage.parse((await get("teams/teams/detroit-lions/coverage/?year=1950")).body);
    expect(body).toMatchObject({ state: "complete", team_played: false, league_games: { regular: 0, postseason: 0, title_games: 0 }, published_record: null });
  });

  it("answers bad input with 400 or 404 and a message", async () => {
    expect(await get("teams/teams/green-bay-packers/coverage/")).toMatchObject({ status: 400, body: { detail: "Parameter 'year' is required." } });
    expect((await get("teams/teams/green-bay-packers/coverage/?year=19x0")).status).toBe(400);
    expect(await get("teams/teams/no-such-team/coverage/?year=2022")).toMatchObject({ status: 404, body: { detail: "Team not found." } });
    expect((await get("teams/teams/NOT%20A%20SLUG/coverage/?year=2022")).status).toBe(404);
  });
});
