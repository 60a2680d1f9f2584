// The dead are not aged, on every league's player and coach pages (issue 31, class 9): an age is shown
// only where the person's source records deaths and is current (Lahman's 2025 People table), else the
// birth date alone. The NBA's player datasets record no deaths (bball-reference-datasets has birth dates
// only); its coaches' file records them up to its June 2020 snapshot, so Bill Russell (died 2022-07-31)
// is not known to be living and shows no age, while Red Auerbach's 2006 death is in it. Published: Willie Mays died 2024-06-18 aged 93; Mike Trout born 1991-08-07.
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Person = { full_name: string; age: number | null; age_at_death: number | null; birth_date: string | null; death_date: string | null };
type Page = { results: Array<{ slug: string; person: Person; league?: { slug: string } }> };

describe.skipIf(!FULL_DATA)("ages on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get } = fullDataApi();
  const player = async (search: string, name: string) => {
    const page = await get<Page>(`people/players/?search=${encodeURIComponent(search)}`);
    const hit = page.results.find((r) => r.person.full_name === name);
    expect(hit, name).toBeDefined();
    return hit?.person as Person;
  };

  it("an NBA player of a source that records no deaths has his birth date and no age (Bill Russell)", async () => {
    const russell = await player("Bill Russell", "Bill Russell");
    expect(russell).toMatchObject({ birth_date: "1934-02-12", age: null, age_at_death: null, death_date: null });
  });

  it("NBA coaches: a death the coaches' file records is shown (Red Auerbach), none past its 2020 snapshot ages anyone (Bill Russell)", async () => {
    const auerbach = await get<Page>("people/coaches/?search=Auerbach");
    expect(auerbach.results[0]?.person).toMatchObject({ age: null, death_date: "2006-10-28", age_at_death: 89 });
    const russell = await get<Page>("people/coaches/?search=Bill%20Russell");
    // Two coaches of the name: the Celtics' (NBA, born 1934) and the Dodgers' manager (MLB, born 1948, living: Lahman is current).
    const celtic = russell.results.find((r) => r.person.birth_date === "1934-02-12");
    expect(celtic?.person).toMatchObject({ full_name: "Bill Russell", age: null, death_date: null });
    const dodger = russell.results.find((r) => r.person.birth_date === "1948-10-21");
    expect(dodger?.person.age).toBeGreaterThanOrEqual(78);
  });

  it("MLB: the dead have their death date and age at death (Willie Mays), the living their age (Mike Trout)", async () => {
    const mays = await player("Willie Mays", "Willie Mays");
    expect(mays).toMatchObject({ death_date: "2024-06-18", age: null, age_at_death: 93 });
    const trout = await player("Mike Trout", "Mike Trout");
    expect(trout.birth_date).toBe("1991-08-07");
    expect(trout.age).toBeGreaterThanOrEqual(35);
  });
});
