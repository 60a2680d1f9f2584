// The NFL identity rules (decision 0146): one person key per player across the draft, nflverse and
// Pro-Football-Reference; rows without ids matched by name, season, club, position and age; the rest
// clustered by name and seasons so that two players of one name stay two.
import { describe, expect, it } from "vitest";
import {
  CLUSTER_GAP,
  identityName,
  NflIdentityIndex,
  nflPersonKey,
  pfrOnlyKeys,
  positionsCompatible,
  resolveRows,
  type NflversePlayer,
  type NflverseSeason,
} from "../../../db/import/nfl-identity";

const player = (gsisId: string, name: string, extra: Partial<NflversePlayer> = {}): NflversePlayer => ({
  gsisId,
  pfrId: null,
  name,
  position: null,
  birthDate: null,
  college: null,
  rookieSeason: null,
  lastSeason: null,
  ...extra,
});
const season = (gsisId: string, name: string, year: number, franchise: string | null): NflverseSeason => ({ gsisId, name, season: year, franchise });

const players = [
  player("00-0021306", "Adrian Peterson", { pfrId: "PeteAd00", position: "RB", birthDate: "1979-07-01", rookieSeason: 2002, lastSeason: 2009 }),
  player("00-0025394", "Adrian Peterson", { pfrId: "PeteAd01", position: "RB", birthDate: "1985-03-21", rookieSeason: 2007, lastSeason: 2021 }),
  player("00-0019596", "Tom Brady", { pfrId: "BradTo00", position: "QB", birthDate: "1977-08-03", rookieSeason: 2000, lastSeason: 2022 }),
  player("00-0014313", "Barry Sanders", { pfrId: "SandBa00", position: "RB", birthDate: "1968-07-16", rookieSeason: 1989, lastSeason: 1998 }),
  player("00-0008060", "Raghib Ismail", { position: "WR", birthDate: "1969-11-18", rookieSeason: 1993, lastSeason: 2002 }),
  player("00-0026164", "Chris Wells", { pfrId: "WellBe00", position: "RB", rookieSeason: 2009, lastSeason: 2013 }),
  player("00-0026000", "Henry Anderson", { position: "DE", rookieSeason: 2015, lastSeason: 2023 }),
  player("00-0031000", "Terrell Owens", { pfrId: "OwenTe00", position: "WR", birthDate: "1973-12-07", rookieSeason: 1996, lastSeason: 2010 }),
  player("BIL000001", "Fred Biletnikoff", { position: "WR", birthDate: "1943-02-23", rookieSeason: 1974, lastSeason: 1978 }),
];
const seasons = [
  season("00-0021306", "Adrian Peterson", 2007, "chicago-bears"),
  season("00-0025394", "Adrian Peterson", 2007, "minnesota-vikings"),
  season("00-0019596", "Tom Brady", 2007, "new-england-patriots"),
  season("00-0008060", "Raghib Ismail", 1999, "dallas-cowboys"),
  season("00-0026164", "Chris Wells", 2009, "arizona-cardinals"),
  season("00-0026000", "Henry Anderson", 2018, "new-york-jets"),
  // A traded player: nflverse files his season under his last club.
  season("00-0031000", "Terrell Owens", 2010, "cincinnati-bengals"),
];
const index = new NflIdentityIndex(players, seasons);

describe("the NFL person key", () => {
  it("is the draft importer's key when a Pro-Football-Reference id is known, else the GSIS id", () => {
    expect(nflPersonKey({ pfrId: "BradTo00", gsisId: "00-0019596" })).toBe("nfl-draft-picks-nflverse:BradTo00");
    expect(nflPersonKey({ pfrId: " ", gsisId: "00-0005532" })).toBe("nflverse:00-0005532");
    expect(nflPersonKey({})).toBeNull();
  });

  it("folds names without Pro-Football-Reference's markers and suffixes", () => {
    expect(identityName("Fred Biletnikoff+")).toBe(identityName("Fred Biletnikoff"));
    expect(identityName("John Riggins*+")).toBe("johnriggins");
    expect(identityName("Odell Beckham Jr.")).toBe(identityName("Odell Beckham"));
  });

  it("keeps a passer apart from runners and receivers, but not from an unknown position", () => {
    expect(positionsCompatible("QB", "WR")).toBe(false);
    expect(positionsCompatible("RB", "FB")).toBe(true);
    expect(positionsCompatible("0", "QB")).toBe(true);
  });
});

describe("matching a Pro-Football-Reference row", () => {
  it("keeps the two Adrian Petersons of 2007 two people, by club", () => {
    const chicago = index.match({ name: "Adrian Peterson", season: 2007, franchise: "chicago-bears", position: "RB" });
    const minnesota = index.match({ name: "Adrian Peterson", season: 2007, franchise: "minnesota-vikings", position: "RB" });
    expect(chicago).toEqual({ key: "nfl-draft-picks-nflverse:PeteAd00", how: "season-team" });
    expect(minnesota).toEqual({ key: "nfl-draft-picks-nflverse:PeteAd01", how: "season-team" });
  });

  it("makes a Pro-Football-Reference row and an nflverse row of one player one person", () => {
    expect(index.match({ name: "Tom Brady", season: 2007, franchise: "new-england-patriots", position: "QB" })?.key).toBe(index.keyOfGsis("00-0019596"));
  });

  it("matches a traded player's total row (2TM) by name and season when one player of the name played", () => {
    expect(index.match({ name: "Terrell Owens", season: 2010, franchise: null, position: "WR" })).toEqual({
      key: "nfl-draft-picks-nflverse:OwenTe00",
      how: "season-multi-team",
    });
    // Two Adrian Petersons played in 2007: a total row of that name matches neither.
    expect(index.match({ name: "Adrian Peterson", season: 2007, franchise: null, position: "RB", age: 40 })).toBeNull();
  });

  it("strips a marker before matching", () => {
    expect(index.match({ name: "Fred Biletnikoff+", season: 1972, franchise: "las-vegas-raiders", position: "WR", age: 29 })).toEqual({
      key: "nflverse:BIL000001",
      how: "players",
    });
  });

  it("matches before nflverse's seasons by players.csv, only at the row's age and position", () => {
    expect(index.match({ name: "Barry Sanders", season: 1990, franchise: "detroit-lions", position: "RB", age: 22 })?.key).toBe(
      "nfl-draft-picks-nflverse:SandBa00",
    );
    // Another Barry Sanders, a passer, or one of another age, is not him.
    expect(index.match({ name: "Barry Sanders", season: 1990, franchise: "detroit-lions", position: "QB", age: 22 })).toBeNull();
    expect(index.match({ name: "Barry Sanders", season: 1990, franchise: "detroit-lions", position: "RB", age: 30 })).toBeNull();
    // Outside his seasons (rookie 1989 to 1998) a row of his name is someone else.
    expect(index.match({ name: "Barry Sanders", season: 1975, franchise: "detroit-lions", position: "RB" })).toBeNull();
  });

  it("matches a first name written another way by last name and club, within the position family", () => {
    expect(index.match({ name: "Beanie Wells", season: 2009, franchise: "arizona-cardinals", position: "RB" })?.how).toBe("season-last-name");
    // A defensive end named Anderson on the club is not the receiver Robby Anderson.
    expect(index.match({ name: "Robby Anderson", season: 2018, franchise: "new-york-jets", position: "WR" })).toBeNull();
  });
});

describe("resolving every row", () => {
  it("gives a row beside a player's matched rows of the same name to him (another spelling in nflverse)", () => {
    const rows = [
      { name: "Rocket Ismail", season: 1998, franchise: "carolina-panthers", position: "WR", age: 29 },
      { name: "Rocket Ismail", season: 1999, franchise: "dallas-cowboys", position: "WR", age: 30 },
    ];
    // 1999 matches by initial, last name and club (R. Ismail); 1998 then follows him.
    const resolved = resolveRows(index, rows);
    expect(resolved.map((r) => r.key)).toEqual(["nflverse:00-0008060", "nflverse:00-0008060"]);
    expect(resolved.map((r) => r.match)).toEqual(["beside-matched", "season-initial"]);
  });

  it("clusters the rows that match no one: same name, near seasons, one row a season", () => {
    const rows = [
      { name: "Gene Washington", season: 1970, franchise: "san-francisco-49ers" },
      { name: "Gene Washington", season: 1970, franchise: "minnesota-vikings" },
      { name: "Gene Washington", season: 1971, franchise: "minnesota-vikings" },
      { name: "Gene Washington", season: 1971, franchise: "san-francisco-49ers" },
      { name: "Gene Washington*", season: 1973, franchise: "denver-broncos" },
      { name: "Gene Washington", season: 1973, franchise: "san-francisco-49ers" },
      // Far from both: a third man of the name.
      { name: "Gene Washington", season: 1973 + CLUSTER_GAP + 1, franchise: "new-york-giants" },
    ];
    const keys = pfrOnlyKeys(rows);
    const prefix = "nfl-player-offense-pfr-1970-2020:genewashington";
    // The Viking (and later Bronco) and the 49er; keys numbered in the order of the clubs of 1970.
    const [viking, niner] = [`${prefix}-1970`, `${prefix}-1970-2`];
    expect(keys).toEqual([niner, viking, viking, niner, viking, niner, `${prefix}-1978`]);
    // The same rows in another order give the same keys.
    expect(pfrOnlyKeys([...rows].reverse())).toEqual([...keys].reverse());
  });

  it("withdraws two rows of one season given to one player by name alone", () => {
    const rows = [
      { name: "Barry Sanders", season: 1990, franchise: "detroit-lions", position: "RB", age: 22 },
      { name: "Barry Sanders", season: 1990, franchise: "chicago-bears", position: "RB", age: 22 },
    ];
    const resolved = resolveRows(index, rows);
    expect(resolved.every((r) => r.match === null)).toBe(true);
    expect(new Set(resolved.map((r) => r.key)).size).toBe(2);
  });
});
