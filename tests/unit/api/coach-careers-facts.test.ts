// Coaches' careers on the full data (issue 31, class 2; decision 0175). A career our data holds only from
// its league's data start says so: Red Auerbach coached the BAA's Washington Capitols in 1946-49, seasons
// no dataset of ours holds (Basketball-Reference: 938-479 in 20 seasons, 1946-47 to 1965-66).
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Coach = {
  slug: string;
  person: { full_name?: string };
  first_season: number | null;
  years_experience: number;
  career_record: { wins: number; losses: number; label: string; through: boolean; from: boolean };
};

describe.skipIf(!FULL_DATA)("coaches' careers on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get } = fullDataApi();

  it("Red Auerbach's record says our data starts after his first seasons", async () => {
    const page = await get<{ results: Array<Coach> }>("people/coaches/?search=Auerbach");
    const auerbach = page.results.find((c) => c.slug.includes("auerbach"));
    expect(auerbach).toBeDefined();
    const coach = await get<Coach>(`people/coaches/${auerbach?.slug ?? ""}/`);
    expect(coach.career_record.from).toBe(true);
    expect(coach.career_record.label).toMatch(/^Partial: from 1949-50 \(our data starts there; earlier seasons not counted\): 17 seasons$/);
  });

  it("a coach whose career starts inside the data is a whole career: Phil Jackson 1,155-485", async () => {
    const page = await get<{ results: Array<Coach> }>("people/coaches/?search=Phil%20Jackson");
    const jackson = await get<Coach>(`people/coaches/${page.results[0]?.slug ?? ""}/`);
    expect(jackson.career_record).toMatchObject({ wins: 1155, losses: 485, from: false, label: "Career (20 seasons)" });
  });
});
