// Importer for heisman-1935-2023-nfl-ap-mvp-1957-2023: the Associated Press NFL MVP 1957-2023 (1960 is
// missing from the file and stays a gap: the award's seasons say so) and the Heisman Trophy 1935-2023,
// a college football award.
//
// Neither list has player ids. Each winner is matched to the NFL person the other NFL datasets key
// (decision 0146), through the identity index read from the sibling folders (db/import/nfl-people.ts:
// nflverse's players and seasons, Pro-Football-Reference's season table):
// - an AP MVP by name and season: an nflverse season row, a Pro-Football-Reference row, or a players.csv
//   player whose seasons hold it; a winner none holds (Jim Brown: before 1970) becomes a person with the
//   award only, keyed by the clustering rule (name and first season) so a later dataset joins him;
// - a Heisman winner by name, college and an NFL first season one to five years after his Heisman
//   (players.csv), or a Pro-Football-Reference player of that name whose rows begin then; otherwise a
//   person of his own with the college from the file.
import { join } from "node:path";
import { foldText, nameKey } from "../../../core/names";
import { readCsv } from "../../csv";
import { rowFields, splitNameAfterFirstWord } from "../fields";
import { identityName, pfrOnlyKeys, ROOKIE_FLOOR, type NflIdentityIndex, type NflversePlayer } from "../nfl-identity";
import { emptyIdentity, loadNflIdentity, loadPfrPeople, PFR_DIR, type PfrPerson } from "../nfl-people";
import type { DatasetImporter, ImportContext, Origin } from "../types";

const SOURCE = "heisman-1935-2023-nfl-ap-mvp-1957-2023";
const MVP = "nfl_ap_mvp.csv";
const HEISMAN = "heisman_winners.csv";

/** The names core/awards.ts counts as the NFL's MVP, and the college award. */
export const AP_MVP = "AP Most Valuable Player";
export const HEISMAN_TROPHY = "Heisman Trophy";

/** Seasons after his Heisman within which a winner's NFL career begins, for him to be that player. */
export const HEISMAN_TO_NFL = 5;

/** The Heisman key of a winner no NFL dataset holds. */
const heismanKey = (name: string) => `${SOURCE}:heisman-${identityName(name)}`;

/** Schools as the files write them, in one form: "Oklahoma St." and "Oklahoma State", "LSU" and "Louisiana State". */
const SCHOOL_ALIASES: Record<string, string> = {
  "louisiana state": "lsu",
  "southern california": "usc",
  "brigham young": "byu",
  "texas christian": "tcu",
  "southern methodist": "smu",
  "miami fl": "miami",
  "boston col": "boston college",
};

export function schoolKey(school: string): string {
  const folded = foldText(school)
    .replace(/\buniversity( of)?\b/g, "")
    .replace(/\bst\b/g, "state")
    .replace(/\s+/g, " ")
    .trim();
  return SCHOOL_ALIASES[folded] ?? folded;
}

/** Whether a players.csv college ("LSU; Ohio State": every school he attended) names the school. */
export function attended(colleges: string | null, school: string): boolean {
  const key = schoolKey(school);
  return (colleges ?? "").split(";").some((college) => schoolKey(college) === key);
}

/** The NFL people a name can be in a season: nflverse's season rows, then Pro-Football-Reference's, then players.csv. */
function mvpKey(index: NflIdentityIndex, pfrBySeason: Map<string, Set<string>>, name: string, season: number): string | null {
  const seasonIds = new Set(index.seasonsNamed(name, season).map((row) => row.gsisId));
  if (seasonIds.size === 1) return index.keyOfGsis([...seasonIds][0]);
  const pfr = pfrBySeason.get(`${identityName(name)}|${season}`);
  if (pfr?.size === 1) return [...pfr][0];
  const spans = index.playersNamed(name).filter((p) => {
    const first = p.rookieSeason !== null && p.rookieSeason > ROOKIE_FLOOR ? p.rookieSeason : -Infinity;
    return season >= first && season <= (p.lastSeason ?? Infinity);
  });
  const ids = new Set(spans.map((p) => p.gsisId));
  return ids.size === 1 ? index.keyOfGsis([...ids][0]) : null;
}

/** The NFL person a Heisman winner became, when exactly one fits. */
function heismanNflKey(index: NflIdentityIndex, pfrFirst: Map<string, Map<string, number>>, name: string, school: string, year: number): string | null {
  const startsAfter = (first: number | null, floor: number) =>
    first !== null && (first <= floor ? year + 1 <= floor && year + 1 >= floor - 15 : first >= year + 1 && first <= year + HEISMAN_TO_NFL);
  const players = index.playersNamed(name).filter((p: NflversePlayer) => attended(p.college, school) && startsAfter(p.rookieSeason, ROOKIE_FLOOR));
  // Two of one name and school (Robert Griffin and Robert Griffin III, Baylor, 2012): the one whose
  // name is written the same, suffix included.
  const sameName = players.filter((p) => nameKey(p.name) === nameKey(name));
  const ids = new Set((players.length > 1 && sameName.length > 0 ? sameName : players).map((p) => p.gsisId));
  if (ids.size === 1) return index.keyOfGsis([...ids][0]);
  if (ids.size > 1) return null;
  // Pro-Football-Reference's table begins in 1970: a first row then may be a career begun before.
  const keys = [...(pfrFirst.get(identityName(name)) ?? new Map<string, number>())].filter(([, first]) =>
    first === 1970 ? year + 1 <= 1970 && year + 1 >= 1970 - 15 : startsAfter(first, 0),
  );
  return keys.length === 1 ? keys[0][0] : null;
}

function indexPfr(people: ReadonlyArray<PfrPerson>) {
  const bySeason = new Map<string, Set<string>>();
  const firstByName = new Map<string, Map<string, number>>();
  for (const row of people) {
    const name = identityName(row.name);
    const key = `${name}|${row.season}`;
    bySeason.set(key, (bySeason.get(key) ?? new Set()).add(row.key));
    const firsts = firstByName.get(name) ?? new Map<string, number>();
    firsts.set(row.key, Math.min(firsts.get(row.key) ?? Infinity, row.season));
    firstByName.set(name, firsts);
  }
  return { bySeason, firstByName };
}

async function readMvp(ctx: ImportContext, index: NflIdentityIndex, pfr: ReturnType<typeof indexPfr>): Promise<void> {
  const rows = (await readCsv(join(ctx.dir, MVP))).map((row) => {
    const where: Origin = { source: SOURCE, file: MVP, line: row.line };
    const f = rowFields(ctx, where, row.values);
    const season = f.year("Year", "season", 1920);
    f.oneOf("Lg", "league", ["NFL"]);
    const name = f.text("Name", "name");
    return { where, season, name, key: mvpKey(index, pfr.bySeason, name, season) };
  });
  // Winners no NFL dataset holds: people with the award only, clustered by name and season as the
  // Pro-Football-Reference rows are; all of one name in this list are one man (Jim Brown 1957, 1958, 1965).
  const unheld = rows.filter((row) => row.key === null);
  const firstOf = new Map<string, { name: string; season: number }>();
  for (const row of unheld) {
    const known = firstOf.get(identityName(row.name));
    if (!known || row.season < known.season) firstOf.set(identityName(row.name), { name: row.name, season: row.season });
  }
  const names = [...firstOf.keys()];
  const clustered = pfrOnlyKeys(names.map((name) => ({ ...(firstOf.get(name) as { name: string; season: number }), franchise: null })));
  const keyOfName = new Map(names.map((name, i) => [name, clustered[i]]));
  const named = new Set<string>();
  for (const row of unheld) {
    row.key = keyOfName.get(identityName(row.name)) as string;
    if (named.has(row.key)) continue;
    named.add(row.key);
    ctx.person({ ...row.where, key: row.key, ...splitNameAfterFirstWord(row.name) });
  }
  for (const row of rows) ctx.award({ ...row.where, personKey: row.key as string, league: "nfl", season: row.season, award: AP_MVP });
}

async function readHeisman(ctx: ImportContext, index: NflIdentityIndex, pfr: ReturnType<typeof indexPfr>): Promise<void> {
  const named = new Set<string>();
  for (const row of await readCsv(join(ctx.dir, HEISMAN))) {
    const where: Origin = { source: SOURCE, file: HEISMAN, line: row.line };
    const f = rowFields(ctx, where, row.values);
    const season = f.year("Year", "season", 1935);
    const name = f.text("Name", "name");
    const school = f.text("Team", "school");
    f.text("Position", "position");
    let key = heismanNflKey(index, pfr.firstByName, name, school, season);
    if (key === null) {
      key = heismanKey(name);
      if (!named.has(key)) ctx.person({ ...where, key, ...splitNameAfterFirstWord(name), college: school });
      named.add(key);
    }
    ctx.award({ ...where, personKey: key, league: "cfb", season, award: HEISMAN_TROPHY });
  }
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nfl", "cfb"],
  homepage: "https://github.com/Bradhand/heisman-nflmvp-app",
  downloadBase: "https://raw.githubusercontent.com/Bradhand/heisman-nflmvp-app/279b3812b25228df2972d63e50076f79da2e7a68/",
  files: [MVP, HEISMAN],
  licence: "none stated (facts: the AP NFL MVP list in Pro-Football-Reference's layout, the Heisman Trophy winners)",
  attribution: "AP NFL MVP and Heisman Trophy winners (Pro-Football-Reference.com layout), compiled by Bradhand",
  gamePriority: 0,
  // The NFL identity index the offense table's importer builds (db/import/nfl-people.ts).
  readsWith: PFR_DIR,
  async read(ctx) {
    const dataDir = join(ctx.dir, "..");
    const index = (await loadNflIdentity(dataDir)) ?? emptyIdentity();
    const pfr = indexPfr(await loadPfrPeople(dataDir, index));
    await readMvp(ctx, index, pfr);
    await readHeisman(ctx, index, pfr);
  },
};
