// Managers' records on the full data (issue 31, class 2; decision 0182): an MLB manager's record is the
// games he managed (Retrosheet's game logs), a stand-in's few games his, checked against
// Baseball-Reference. Football and hockey coaches' records (their sources' season totals) alongside.
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Coach = {
  slug: string;
  career_record: { wins: number; losses: number; ties: number; playoff_wins: number; playoff_losses: number };
  record_sources?: Array<{ label: string; seasons: string }>;
  seasons: Array<{
    season_start_year: number;
    team: { slug: string };
    wins: number | null;
    losses: number | null;
    playoff_wins: number | null;
    playoff_losses: number | null;
    record_source: string;
  }>;
};

describe.skipIf(!FULL_DATA)("managers' and coaches' records on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get } = fullDataApi();
  const coach = (slug: string) => get<Coach>(`people/coaches/${slug}/`);

  it("Tony La Russa: 2,884-2,500 and 71-61 in the postseason, by the games he managed", async () => {
    const larussa = await coach("tony-larussa");
    // Baseball-Reference: 2,884-2,499. The one loss between: 2022-08-30, which Retrosheet gives La Russa and
    // Baseball-Reference to Miguel Cairo. Postseason: MLB.com counted 68-56 after Game 3 of the 2011 World
    // Series; 2-2 in Games 4-7 and 1-3 in 2021 make 71-61 (the 70-65 counts 135 games for his 132).
    expect(larussa.career_record).toMatchObject({ wins: 2884, losses: 2500, playoff_wins: 71, playoff_losses: 61 });
    // 2011: Joe Pettini's games standing in (Lahman gives him 2-4) are La Russa's, and the 2011 postseason (11-7) too.
    expect(larussa.seasons.find((s) => s.season_start_year === 2011)).toMatchObject({ wins: 90, losses: 72, playoff_wins: 11, playoff_losses: 7 });
    // 2022: Cairo managed the last 33 games (Lahman's 2023 release gives La Russa all 162).
    expect(larussa.seasons.find((s) => s.season_start_year === 2022)).toMatchObject({ wins: 63, losses: 66 });
    // A season Lahman gives him alone, which he finished, is Lahman's row (decision 0182); the games decide
    // 1986 (his arrival in Oakland), 2010-2011 (Pettini standing in) and 2021-2022 (Cairo). 1979's White Sox
    // games are 73-86 in the log, 73-87 in the standings (the Disco Demolition forfeit): Lahman's too.
    expect(larussa.record_sources).toEqual([
      { label: "season totals (Lahman Managers table)", seasons: "1979-1985, 1987-2009" },
      { label: "games managed (Retrosheet game logs)", seasons: "1986, 2010-2011, 2021-2022" },
    ]);
    expect(larussa.seasons.find((s) => s.season_start_year === 1979)?.record_source).toBe("season totals (Lahman Managers table)");
  });

  it("Connie Mack 3,731-3,948, John McGraw 2,763-1,948, Bobby Cox 2,504-2,001 and 67-69, Bruce Bochy 2,252-2,266", async () => {
    expect((await coach("connie-mack")).career_record).toMatchObject({ wins: 3731, losses: 3948, playoff_wins: 24, playoff_losses: 19 });
    const mcgraw = (await coach("john-mcgraw")).career_record;
    expect(mcgraw.wins).toBe(2763);
    // Retrosheet's log names Dan McGann for the 1907 opener; Lahman gives McGraw all of 1907, and he finished
    // it, so the season is his, as Baseball-Reference counts it.
    expect(mcgraw.losses).toBe(1948);
    // 1924's World Series (3-4) once, though Lahman lists him in two spells around Hughie Jennings's.
    expect(mcgraw).toMatchObject({ playoff_wins: 26, playoff_losses: 28 });
    expect((await coach("bobby-cox")).career_record).toMatchObject({ wins: 2504, losses: 2001, playoff_wins: 67, playoff_losses: 69 });
    // Baseball-Reference through 2025: 2,252-2,266; postseason 57-37 (the 2023 title run 13-4 included).
    expect((await coach("bruce-bochy")).career_record).toMatchObject({ wins: 2252, losses: 2266, playoff_wins: 57, playoff_losses: 37 });
  });

  it("Joe Torre 2,326-1,997 and 84-58; Joe McCarthy 2,125-1,333: a coach standing in is not credited", async () => {
    const torre = await coach("joe-torre");
    expect(torre.career_record).toMatchObject({ wins: 2326, losses: 1997, playoff_wins: 84, playoff_losses: 58 });
    // Retrosheet names Don Zimmer for the first 36 games of 1999 (21-15, Torre's cancer treatment); Lahman and
    // Baseball-Reference credit Torre with the season.
    expect(torre.seasons.find((s) => s.season_start_year === 1999)).toMatchObject({ wins: 98, losses: 64 });
    // Art Fletcher's 13 games of 1944 in the log are McCarthy's 83-71 season.
    const mccarthy = await coach("joe-mccarthy");
    expect(mccarthy.career_record).toMatchObject({ wins: 2125, losses: 1333 });
    expect(mccarthy.seasons.find((s) => s.season_start_year === 1944)).toMatchObject({ wins: 83, losses: 71 });
  });

  it("Don Shula 328-156-6 and 19-17; Scotty Bowman 1,244-573-314 and 223-130", async () => {
    expect((await coach("don-shula")).career_record).toMatchObject({ wins: 328, losses: 156, ties: 6, playoff_wins: 19, playoff_losses: 17 });
    expect((await coach("scotty-bowman")).career_record).toMatchObject({ wins: 1244, losses: 573, ties: 314, playoff_wins: 223, playoff_losses: 130 });
  });
});
