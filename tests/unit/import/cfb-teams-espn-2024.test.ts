// cfb-teams-espn-2024 has no importer (a team list with a week-4 W-L snapshot, no games and no final
// standings); it is used to check db/seed/cfb: every FBS school maps to a program with the same conference.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../../db/csv";
import { loadTeamCodes, SEED_DIR } from "../../../db/import/team-codes";

const dir = process.env.SPORTS_DATA_DIR;
const FBS_CONFERENCES = new Set(["ACC", "American", "Big 12", "Big Ten", "SEC", "Sun Belt", "MAC", "Mountain West", "CUSA", "FBS Indep.", "Pac-12"]);
// ESPN's short forms for two conference names the seed writes in full.
const SEED_CONFERENCE: Record<string, string> = { CUSA: "Conference USA", "FBS Indep.": "Independent" };

async function seed(file: string): Promise<Array<Record<string, string>>> {
  return (await readCsv(join(SEED_DIR, "cfb", file))).map((row) => row.values);
}

describe("cfb seed integrity", () => {
  it("has one national champion per season 1936-2024, each a program of the seed", async () => {
    const results = await seed("results.csv");
    const programs = new Set((await seed("franchises.csv")).map((f) => f.slug));
    expect(results.map((r) => Number(r.season))).toEqual(Array.from({ length: 89 }, (_, i) => 1936 + i));
    for (const r of results) {
      expect(r.championship).toBe("cfb-national-championship");
      expect(programs.has(r.winner), r.winner).toBe(true);
      if (Number(r.season) >= 1998) expect(programs.has(r.runner_up), r.runner_up).toBe(true);
    }
    expect(results.find((r) => r.season === "2024")).toMatchObject({
      winner: "ohio-state-buckeyes-football",
      runner_up: "notre-dame-fighting-irish-football",
      winner_score: "34",
      runner_up_score: "23",
      date: "2025-01-20",
      venue: "Mercedes-Benz Stadium",
    });
    // AP 1961, 1964, 1965, 1978, 1979, 1992; BCS 2009, 2011, 2012; CFP 2015, 2017, 2020.
    expect(results.filter((r) => r.winner === "alabama-crimson-tide-football")).toHaveLength(12);
  });
});

describe.skipIf(!dir)("cfb seed agrees with cfb-teams-espn-2024 (needs SPORTS_DATA_DIR)", () => {
  it("maps all 134 FBS schools to programs whose 2024 conference is the file's", async () => {
    const codes = await loadTeamCodes(["cfb"]);
    const conference = new Map((await seed("franchises.csv")).map((f) => [f.slug, f.conference]));
    const rows = await readCsv(join(dir ?? "", "cfb-teams-espn-2024", "cfb_teams.csv"));
    const fbs = rows.map((r) => r.values).filter((r) => FBS_CONFERENCES.has(r.conference_name));
    expect(fbs).toHaveLength(134);
    const mismatches = fbs.flatMap((r) => {
      const slug = codes.resolve("cfb", "cfb-teams-espn-2024", r.name, 2024);
      const expected = SEED_CONFERENCE[r.conference_name] ?? r.conference_name;
      return slug && conference.get(slug) === expected ? [] : [`${r.name}: ${r.conference_name} -> ${slug}`];
    });
    expect(mismatches).toEqual([]);
  });
});
