// Tests the two NFL player-statistics importers (nflverse 1999-2025, Pro-Football-Reference 1970-2020)
// and the award lists (AP MVP, Heisman Trophy) on fixtures in their formats. The Pro-Football-Reference
// and award importers read nflverse's files from the sibling folder as their identity index, so the
// fixtures are laid out as a small data folder for them (dataDir below).
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer as nflverse } from "../../../db/import/sources/nfl-player-stats-nflverse-1999-2025";
import { importer as pfr } from "../../../db/import/sources/nfl-player-offense-pfr-1970-2020";
import { importer as awards } from "../../../db/import/sources/heisman-1935-2023-nfl-ap-mvp-1957-2023";

const fixtures = new URL("../../fixtures/", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "nfl-identity-"));
for (const [id, variant] of [
  [nflverse.id, "valid"],
  [pfr.id, "valid"],
  [awards.id, "valid"],
] as const) {
  cpSync(join(fixtures, id, variant), join(dataDir, id), { recursive: true });
}
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const draft = (pfrId: string) => `nfl-draft-picks-nflverse:${pfrId}`;
const pfrOnly = (slug: string) => `nfl-player-offense-pfr-1970-2020:${slug}`;

describe("nfl-player-stats-nflverse-1999-2025 importer (fixtures)", () => {
  it("keys people by Pro-Football-Reference id, else GSIS id, with players.csv's facts and no death dates", async () => {
    const out = await collectImport(nflverse, join(fixtures, nflverse.id, "valid"));
    expect(out.unmatched).toEqual([]);
    const brady = out.people.find((p) => p.key === draft("BradTo00"));
    expect(brady).toMatchObject({
      firstName: "Tom",
      lastName: "Brady",
      birthDate: "1977-08-03",
      college: "Michigan",
      heightInches: 76,
      weightPounds: 225,
      deathsRecorded: false,
    });
    // The suffix column's Jr. when the display name has none.
    expect(out.people.find((p) => p.key === draft("AlexFr00"))).toMatchObject({ lastName: "Alexander", suffix: "Jr." });
    // No Pro-Football-Reference id: the GSIS id.
    expect(out.people.find((p) => p.key === "nflverse:00-0008060")).toMatchObject({ firstName: "Raghib", lastName: "Ismail" });
    expect(out.players.find((p) => p.personKey === draft("BradTo00"))).toMatchObject({
      position: "QB",
      firstSeason: 2000,
      draftYear: 2000,
      draftRound: 6,
      draftPick: 199,
      draftTeam: "new-england-patriots",
    });
    // Rookie season 1974 is players.csv's floor (on a roster in 1974), not a first season.
    expect(out.players.find((p) => p.personKey === draft("GrifAr00"))?.firstSeason).toBe(1976);
  });

  it("emits season lines of precedence 0 under the last club, the passer's figures under their own names", async () => {
    const out = await collectImport(nflverse, join(fixtures, nflverse.id, "valid"));
    const brady2007 = out.playerSeasons.find((s) => s.personKey === draft("BradTo00") && s.season === 2007);
    expect(brady2007).toMatchObject({ team: "new-england-patriots", precedence: 0, position: "QB" });
    expect(brady2007?.stats).toMatchObject({
      games_played: 16,
      passing_completions: 398,
      passing_attempts: 578,
      passing_yards: 4806,
      passing_touchdowns: 50,
      passing_interceptions: 8,
      rushing_yards: 98,
    });
    expect(brady2007?.stats.interceptions).toBeUndefined();
    // Fumbles on sacks, runs and catches added up.
    expect(brady2007?.stats.fumbles).toBe(4 + 1);
    expect(out.playerSeasons.find((s) => s.personKey === draft("BradTo00") && s.season === 2021)?.team).toBe("tampa-bay-buccaneers");
    // The two Adrian Petersons of 2007 are two people.
    const petersons = out.playerSeasons.filter((s) => s.season === 2007 && s.personKey.includes("PeteAd"));
    expect(petersons.map((s) => [s.personKey, s.team])).toEqual([
      [draft("PeteAd00"), "chicago-bears"],
      [draft("PeteAd01"), "minnesota-vikings"],
    ]);
  });

  it("drops team residue and a row without a club with a reason; an id missing from players.csv becomes a person", async () => {
    const out = await collectImport(nflverse, join(fixtures, nflverse.id, "valid"));
    expect(out.skipped.map((s) => [s.line, s.reason])).toEqual([
      [2, "team-level residue of plays credited to no player (no player id)"],
      [3, "no club in recent_team"],
    ]);
    expect(out.people.find((p) => p.key === "nflverse:00-0005532")).toMatchObject({ firstName: "P.", lastName: "Franklin", line: 4 });
    expect(out.playerSeasons.find((s) => s.personKey === "nflverse:00-0005532")).toMatchObject({ season: 1999, team: "new-orleans-saints" });
  });

  it("rejects a non-numeric yard count, naming file, line and column", async () => {
    await expect(collectImport(nflverse, join(fixtures, nflverse.id, "bad-yards"))).rejects.toThrow(
      "nfl-player-stats-nflverse-1999-2025/player_stats_season.csv:2: bad number '48o6' in column passing_yards",
    );
  });
});

describe("nfl-player-offense-pfr-1970-2020 importer (fixtures, nflverse beside it)", () => {
  it("keys each row to the nflverse player it matches, so both sources' lines are one person's", async () => {
    const out = await collectImport(pfr, join(dataDir, pfr.id));
    const line = (name: string, season: number) => out.playerSeasons.find((s) => s.line === lineOf(name, season));
    expect(line("Tom Brady", 2007)).toMatchObject({ personKey: draft("BradTo00"), team: "new-england-patriots", precedence: 1 });
    // Pro-Football-Reference prints no completions after 1991: none emitted (nflverse fills them).
    expect(line("Tom Brady", 2007)?.stats.passing_completions).toBeUndefined();
    expect(line("Tom Brady", 2007)?.stats).toMatchObject({ passing_yards: 4806, passing_touchdowns: 50, games_started: 16, fumbles_lost: 4 });
    expect(line("Adrian Peterson", 2007)?.personKey).toBe(draft("PeteAd01"));
    expect(out.playerSeasons.filter((s) => s.season === 2007 && s.personKey.includes("PeteAd")).map((s) => s.personKey)).toEqual([
      draft("PeteAd01"),
      draft("PeteAd00"),
    ]);
    // Before nflverse's seasons, by players.csv (name, age, position).
    expect(line("Barry Sanders", 1990)?.personKey).toBe(draft("SandBa00"));
    // A traded player's total row: one Mark Bradley played in 2008; two Roy Williamses did (a receiver
    // and a safety), and the receiver's age and position name him.
    expect(line("Mark Bradley", 2008)).toMatchObject({ personKey: draft("BradMa00"), team: null });
    expect(line("Roy Williams", 2008)).toMatchObject({ personKey: draft("WillRo04"), team: null });
    // Rocket Ismail is Raghib in nflverse: 1999 by initial, last name and club, 1998 beside it.
    expect(line("Rocket Ismail", 1998)?.personKey).toBe("nflverse:00-0008060");
    expect(line("Rocket Ismail", 1999)?.personKey).toBe("nflverse:00-0008060");
  });

  it("clusters the rows nflverse does not know: markers stripped, two men of one name kept two", async () => {
    const out = await collectImport(pfr, join(dataDir, pfr.id));
    const keyOf = (name: string, season: number, team: string) => out.playerSeasons.find((s) => s.line === lineOf(name, season, team))?.personKey;
    expect(keyOf("Fred Biletnikoff+", 1972, "OAK")).toBe(pfrOnly("fredbiletnikoff-1972"));
    expect(keyOf("Fred Biletnikoff", 1973, "OAK")).toBe(pfrOnly("fredbiletnikoff-1972"));
    expect(out.people.find((p) => p.key === pfrOnly("fredbiletnikoff-1972"))).toMatchObject({ firstName: "Fred", lastName: "Biletnikoff" });
    const niner = keyOf("Gene Washington", 1970, "SFO");
    const viking = keyOf("Gene Washington", 1970, "MIN");
    expect(niner).not.toBe(viking);
    expect(keyOf("Gene Washington", 1971, "SFO")).toBe(niner);
    expect(keyOf("Gene Washington", 1971, "MIN")).toBe(viking);
    // Nineteen seasons apart: two Jim Smiths.
    expect(keyOf("Jim Smith", 1971, "PIT")).toBe(pfrOnly("jimsmith-1971"));
    expect(keyOf("Jim Smith", 1990, "BUF")).toBe(pfrOnly("jimsmith-1990"));
    expect(keyOf("Dan Marino", 1984, "MIA")).toBe(pfrOnly("danmarino-1984"));
  });

  it("keeps Pro-Football-Reference's 0 out where it means 'not kept'", async () => {
    const out = await collectImport(pfr, join(dataDir, pfr.id));
    const marino = out.playerSeasons.find((s) => s.season === 1984);
    // Completions before 1992; no targets before 1992; lost fumbles only from 1994.
    expect(marino?.stats).toMatchObject({ passing_completions: 362, passing_yards: 5084, passing_touchdowns: 48, fumbles: 6 });
    expect(marino?.stats.receiving_targets).toBeUndefined();
    expect(marino?.stats.fumbles_lost).toBeUndefined();
    // A receiver's line carries no passing or rushing figures of 0.
    const biletnikoff = out.playerSeasons.find((s) => s.line === lineOf("Fred Biletnikoff", 1973));
    expect(Object.keys(biletnikoff?.stats ?? {}).sort()).toEqual([
      "fumbles",
      "games_played",
      "games_started",
      "receiving_touchdowns",
      "receiving_yards",
      "receptions",
    ]);
  });

  it("keys by the clustering rule alone without nflverse beside it", async () => {
    const out = await collectImport(pfr, join(fixtures, pfr.id, "valid"));
    expect(out.playerSeasons.find((s) => s.season === 2007 && s.stats.passing_yards === 4806)?.personKey).toBe(pfrOnly("tombrady-2007"));
    expect(new Set(out.playerSeasons.filter((s) => s.season === 2007 && s.stats.rushing_yards > 500).map((s) => s.personKey)).size).toBe(2);
  });

  it("rejects a non-numeric yard count and reports an unknown club", async () => {
    await expect(collectImport(pfr, join(fixtures, pfr.id, "bad-yards"))).rejects.toThrow(
      "nfl-player-offense-pfr-1970-2020/nfl_player_offense_1970_2020.csv:3: bad number '1548a' in column rush_yds",
    );
    const out = await collectImport(pfr, join(fixtures, pfr.id, "unknown-team"));
    expect(out.unmatched).toEqual([{ source: pfr.id, file: "nfl_player_offense_1970_2020.csv", line: 3, league: "nfl", code: "XYZ", season: 1991 }]);
    expect(out.playerSeasons).toHaveLength(1);
  });
});

describe("heisman-1935-2023-nfl-ap-mvp-1957-2023 importer (fixtures)", () => {
  it("gives each AP MVP to the NFL person of that name and season; a winner no dataset holds becomes a person with the award", async () => {
    const out = await collectImport(awards, join(dataDir, awards.id));
    const mvp = (season: number) => out.awards.filter((a) => a.award === "AP Most Valuable Player" && a.season === season).map((a) => a.personKey);
    expect(mvp(2007)).toEqual([draft("BradTo00")]);
    // 1997: co-winners.
    expect(mvp(1997)).toEqual([draft("SandBa00"), pfrOnly("brettfavre-1997")]);
    // Through Pro-Football-Reference's rows: his person there.
    expect(mvp(1984)).toEqual([pfrOnly("danmarino-1984")]);
    // Jim Brown (before 1970): one person for his three awards.
    expect([...mvp(1957), ...mvp(1958), ...mvp(1965)]).toEqual(Array(3).fill(pfrOnly("jimbrown-1957")));
    expect(out.people.filter((p) => p.key === pfrOnly("jimbrown-1957"))).toHaveLength(1);
    expect(out.awards.every((a) => a.award !== "AP Most Valuable Player" || a.league === "nfl")).toBe(true);
  });

  it("makes a Heisman winner who became an NFL player that person, and keeps namesakes apart", async () => {
    const out = await collectImport(awards, join(dataDir, awards.id));
    const heisman = (season: number) => out.awards.find((a) => a.award === "Heisman Trophy" && a.season === season);
    expect(heisman(1988)).toMatchObject({ league: "cfb", personKey: draft("SandBa00") });
    // Mark Ingram of Alabama (2011 draft), not his father of Michigan State (1987).
    expect(heisman(2009)?.personKey).toBe(draft("IngrMa01"));
    // Troy Smith of Ohio State (2007), not the East Carolina receiver of 1999.
    expect(heisman(2006)?.personKey).toBe(draft("SmitTr02"));
    expect(heisman(1974)?.personKey).toBe(draft("GrifAr00"));
    expect(heisman(1975)?.personKey).toBe(draft("GrifAr00"));
    // Jay Berwanger never played in the NFL we hold: a person of his own, with his school.
    expect(heisman(1935)?.personKey).toBe("heisman-1935-2023-nfl-ap-mvp-1957-2023:heisman-jayberwanger");
    expect(out.people.find((p) => p.key === heisman(1935)?.personKey)).toMatchObject({ lastName: "Berwanger", college: "Chicago" });
  });

  it("rejects a malformed year, naming file, line and column", async () => {
    await expect(collectImport(awards, join(fixtures, awards.id, "bad-year"))).rejects.toThrow(
      "heisman-1935-2023-nfl-ap-mvp-1957-2023/nfl_ap_mvp.csv:2: bad season '19x7' in column Year",
    );
  });
});

/** The valid Pro-Football-Reference fixture's rows in order (name, season, club), for finding a row's line. */
const PFR_LINES: ReadonlyArray<[string, number, string]> = [
  ["Gene Washington", 1970, "SFO"],
  ["Gene Washington", 1970, "MIN"],
  ["Gene Washington", 1971, "SFO"],
  ["Gene Washington", 1971, "MIN"],
  ["Fred Biletnikoff+", 1972, "OAK"],
  ["Fred Biletnikoff", 1973, "OAK"],
  ["Dan Marino", 1984, "MIA"],
  ["Barry Sanders", 1990, "DET"],
  ["Rocket Ismail", 1998, "CAR"],
  ["Rocket Ismail", 1999, "DAL"],
  ["Tom Brady", 2007, "NWE"],
  ["Adrian Peterson", 2007, "MIN"],
  ["Adrian Peterson", 2007, "CHI"],
  ["Mark Bradley", 2008, "2TM"],
  ["Roy Williams", 2008, "2TM"],
  ["Jim Smith", 1971, "PIT"],
  ["Jim Smith", 1990, "BUF"],
];

/** The line of a row of the valid fixture (its header is line 1). */
const lineOf = (name: string, season: number, team?: string) =>
  PFR_LINES.findIndex(([n, y, t]) => n === name && y === season && (team === undefined || t === team)) + 2;
