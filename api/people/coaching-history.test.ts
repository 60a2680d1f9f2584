import { describe, expect, it } from "vitest";
import { coachingHistory, specialties } from "./coaching-history";

const stint = (team_id: number, season_start_year: number, title = "Head Coach") => ({
  team_id,
  season_start_year,
  title,
  is_head_coach: title === "Head Coach",
  team_slug: `t${team_id}`,
  team_name: `Team ${team_id}`,
});

describe("coaching history", () => {
  it("groups consecutive seasons with one team; the current job has no end", () => {
    const history = coachingHistory([stint(1, 2000), stint(1, 2001), stint(2, 2002), stint(1, 2005)], true);
    expect(history.map((h) => [h.team_slug, h.start_year, h.end_year, h.is_active])).toEqual([
      ["t1", 2000, 2001, false],
      ["t2", 2002, 2002, false],
      ["t1", 2005, null, true],
    ]);
  });
  it("names each entry by the team's era: a job through a move is two entries (Seattle SuperSonics, then Oklahoma City Thunder)", () => {
    const sonics = { ...stint(9, 2007), team_name: "Seattle SuperSonics" };
    const thunder = { ...stint(9, 2008), team_name: "Oklahoma City Thunder" };
    expect(coachingHistory([sonics, thunder], false).map((h) => [h.team_name, h.start_year, h.end_year])).toEqual([
      ["Seattle SuperSonics", 2007, 2007],
      ["Oklahoma City Thunder", 2008, 2008],
    ]);
  });
  it("ends every entry for an inactive coach", () => {
    expect(coachingHistory([stint(1, 2000)], false)[0]).toMatchObject({ end_year: 2000, is_active: false });
  });
  it("gives at most two specialties, latest role first", () => {
    expect(specialties([stint(1, 2000, "Assistant Coach"), stint(1, 2003), stint(2, 2004), stint(3, 1990, "Scout")])).toEqual([
      "Head Coach",
      "Assistant Coach",
    ]);
  });
});
