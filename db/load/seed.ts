// Reads and checks the curated seed (db/seed/): leagues, championships, venues, franchises with
// their eras, and championship results. A wrong row stops the load with its file and line.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { suffixOf } from "../../core/names";
import { ImportError, readCsv, type CsvRow } from "../csv";
import { FieldReader } from "../import/fields";
import { SEED_DIR } from "../import/team-codes";
import type { LeagueSlug } from "../../core/leagues";

export type SeedSport = { slug: string; name: string; abbreviation: string };
export type SeedLevel = { slug: string; name: string };
export type SeedLeague = {
  slug: LeagueSlug;
  name: string;
  abbreviation: string;
  sport: string;
  level: string;
  founded: number | null;
  /** The start year of a folded league's last season; null while the league plays. */
  lastSeason: number | null;
  source: string | null;
};
export type SeedChampionship = {
  slug: string;
  league: LeagueSlug;
  name: string;
  officialName: string | null;
  description: string | null;
  trophyName: string | null;
  firstYear: number;
  lastYear: number | null;
  format: string | null;
  selector: string | null;
  source: string | null;
};
export type SeedVenue = {
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  capacity: number | null;
  opened: number | null;
  source: string | null;
};
export type SeedFranchise = {
  slug: string;
  league: LeagueSlug;
  founded: number | null;
  folded: number | null;
  conference: string | null;
  division: string | null;
  venue: string | null;
  source: string | null;
};
export type SeedEra = {
  franchise: string;
  /** The league whose seed folder lists the franchise. */
  league: LeagueSlug;
  /** The league the franchise played in during this era: the `league` column, else the folder's league (AFL 1960-1969). */
  eraLeague: LeagueSlug;
  /** Null when the first season is not known: the era then reaches back to the start. */
  firstSeason: number | null;
  lastSeason: number | null;
  name: string;
  nickname: string | null;
  city: string | null;
  state: string | null;
  abbreviation: string | null;
  note: string | null;
  source: string | null;
  file: string;
  line: number;
};
export type SeedResult = {
  championship: string;
  league: LeagueSlug;
  season: number;
  edition: string | null;
  date: string | null;
  winner: string | null;
  runnerUp: string | null;
  winnerScore: number | null;
  runnerUpScore: number | null;
  series: string | null;
  mvp: string | null;
  venue: string | null;
  city: string | null;
  state: string | null;
  winningCoach: string | null;
  winnerRecord: string | null;
  status: "held" | "not_held";
  note: string | null;
  source: string | null;
  file: string;
  line: number;
};

/** One conference or division name, written once for the whole network (db/seed/core/conferences.csv). */
export type SeedConference = { name: string; fullName: string; source: string | null };

/**
 * A generational suffix a dataset does not write (Lahman has one "Ken Griffey" for father and son),
 * for one person by the dataset's key (db/seed/core/name-suffixes.csv); each row names where it is checked.
 */
export type SeedNameSuffix = { personKey: string; suffix: string; source: string; line: number };

/** A venue's name in a range of seasons, for the name a dataset writes (db/seed/core/venue-names.csv). */
export type SeedVenueName = { venue: string; firstSeason: number; lastSeason: number | null; name: string; line: number };

export type Seed = {
  sports: Array<SeedSport>;
  venueNames: Array<SeedVenueName>;
  conferences: Array<SeedConference>;
  levels: Array<SeedLevel>;
  leagues: Array<SeedLeague>;
  championships: Array<SeedChampionship>;
  venues: Array<SeedVenue>;
  franchises: Array<SeedFranchise>;
  eras: Array<SeedEra>;
  results: Array<SeedResult>;
  nameSuffixes: Array<SeedNameSuffix>;
};

/** The shared field reader (db/import/fields.ts) over a seed row: an error names the seed file and line. */
function fieldsOf(file: string, row: CsvRow): FieldReader {
  return new FieldReader(row.values, (reason) => new ImportError(file, row.line, reason));
}

async function readSeedFile(dir: string, relative: string): Promise<{ file: string; rows: Array<CsvRow> }> {
  const path = join(dir, relative);
  const file = `db/seed/${relative}`;
  if (!existsSync(path)) return { file, rows: [] };
  try {
    return { file, rows: await readCsv(path) };
  } catch (error) {
    if (error instanceof ImportError) throw new ImportError(file, error.line, error.reason);
    throw error;
  }
}

export async function readSeed(dir: string = SEED_DIR): Promise<Seed> {
  const seed: Seed = {
    sports: [],
    levels: [],
    venueNames: [],
    conferences: [],
    leagues: [],
    championships: [],
    venues: [],
    franchises: [],
    eras: [],
    results: [],
    nameSuffixes: [],
  };
  {
    const { file, rows } = await readSeedFile(dir, "core/sports.csv");
    seed.sports = rows.map((row) => {
      const f = fieldsOf(file, row);
      return { slug: f.text("slug"), name: f.text("name"), abbreviation: f.text("abbreviation") };
    });
  }
  {
    const { file, rows } = await readSeedFile(dir, "core/levels.csv");
    seed.levels = rows.map((row) => {
      const f = fieldsOf(file, row);
      return { slug: f.text("slug"), name: f.text("name") };
    });
  }
  {
    const { file, rows } = await readSeedFile(dir, "core/leagues.csv");
    seed.leagues = rows.map((row) => {
      const f = fieldsOf(file, row);
      return {
        slug: f.text("slug") as LeagueSlug,
        name: f.text("name"),
        abbreviation: f.text("abbreviation"),
        sport: f.text("sport"),
        level: f.text("level"),
        founded: f.optInt("founded"),
        lastSeason: f.optInt("last_season"),
        source: f.optText("source"),
      };
    });
  }
  {
    const { file, rows } = await readSeedFile(dir, "core/name-suffixes.csv");
    seed.nameSuffixes = rows.map((row) => {
      const f = fieldsOf(file, row);
      const suffix = f.required("suffix", "suffix", suffixOf, "Jr., Sr., II, III, IV or V");
      return { personKey: f.text("person_key"), suffix, source: f.text("source"), line: row.line };
    });
  }
  {
    const { file, rows } = await readSeedFile(dir, "core/venue-names.csv");
    seed.venueNames = rows.map((row) => {
      const f = fieldsOf(file, row);
      return {
        venue: f.text("venue"),
        firstSeason: f.optInt("first_season") ?? 0,
        lastSeason: f.optInt("last_season"),
        name: f.text("name"),
        line: row.line,
      };
    });
  }
  {
    const { file, rows } = await readSeedFile(dir, "core/conferences.csv");
    seed.conferences = rows.map((row) => {
      const f = fieldsOf(file, row);
      return { name: f.text("name"), fullName: f.text("full_name"), source: f.optText("source") };
    });
  }
  {
    const { file, rows } = await readSeedFile(dir, "core/championships.csv");
    seed.championships = rows.map((row) => {
      const f = fieldsOf(file, row);
      return {
        slug: f.text("slug"),
        league: f.text("league") as LeagueSlug,
        name: f.text("name"),
        officialName: f.optText("official_name"),
        description: f.optText("description"),
        trophyName: f.optText("trophy_name"),
        firstYear: f.optInt("first_year") ?? 0,
        lastYear: f.optInt("last_year"),
        format: f.optText("format"),
        selector: f.optText("selector"),
        source: f.optText("source"),
      };
    });
  }
  const venueSlugs = new Set<string>();
  for (const league of seed.leagues) {
    const venues = await readSeedFile(dir, `${league.slug}/venues.csv`);
    for (const row of venues.rows) {
      const f = fieldsOf(venues.file, row);
      const slug = f.text("slug");
      if (venueSlugs.has(slug)) continue; // an arena two leagues share is listed by both
      venueSlugs.add(slug);
      seed.venues.push({
        slug,
        name: f.text("name"),
        city: f.optText("city"),
        state: f.optText("state"),
        country: f.optText("country"),
        capacity: f.optInt("capacity"),
        opened: f.optInt("opened"),
        source: f.optText("source"),
      });
    }
    const franchises = await readSeedFile(dir, `${league.slug}/franchises.csv`);
    for (const row of franchises.rows) {
      const f = fieldsOf(franchises.file, row);
      seed.franchises.push({
        slug: f.text("slug"),
        league: league.slug,
        founded: f.optInt("founded"),
        folded: f.optInt("folded"),
        conference: f.optText("conference"),
        division: f.optText("division"),
        venue: f.optText("venue"),
        source: f.optText("source"),
      });
    }
    const eras = await readSeedFile(dir, `${league.slug}/eras.csv`);
    for (const row of eras.rows) {
      const f = fieldsOf(eras.file, row);
      const firstSeason = f.optInt("first_season");
      seed.eras.push({
        franchise: f.text("franchise"),
        league: league.slug,
        eraLeague: (f.optText("league") ?? league.slug) as LeagueSlug,
        firstSeason,
        lastSeason: f.optInt("last_season"),
        name: f.text("name"),
        nickname: f.optText("nickname"),
        city: f.optText("city"),
        state: f.optText("state"),
        abbreviation: f.optText("abbreviation"),
        note: f.optText("note"),
        source: f.optText("source"),
        file: eras.file,
        line: row.line,
      });
    }
    const results = await readSeedFile(dir, `${league.slug}/results.csv`);
    for (const row of results.rows) {
      const f = fieldsOf(results.file, row);
      const season = f.int("season", "season");
      const status = f.optOneOf("status", "status", ["held", "not_held"]) ?? "held";
      const date = f.optDate("date");
      seed.results.push({
        championship: f.text("championship"),
        league: league.slug,
        season,
        edition: f.optText("edition"),
        date,
        winner: f.optText("winner"),
        runnerUp: f.optText("runner_up"),
        winnerScore: f.optInt("winner_score"),
        runnerUpScore: f.optInt("runner_up_score"),
        series: f.optText("series"),
        mvp: f.optText("mvp"),
        venue: f.optText("venue"),
        city: f.optText("city"),
        state: f.optText("state"),
        winningCoach: f.optText("winning_coach"),
        winnerRecord: f.optText("winner_record"),
        status,
        note: f.optText("note"),
        source: f.optText("source"),
        file: results.file,
        line: row.line,
      });
    }
  }
  return seed;
}

/** The era of a franchise in a season, if it played that season. */
export function eraInSeason(eras: ReadonlyArray<SeedEra>, franchise: string, season: number): SeedEra | undefined {
  return eras.find((era) => era.franchise === franchise && (era.firstSeason ?? -Infinity) <= season && (era.lastSeason ?? Infinity) >= season);
}

/**
 * The name a venue had in a season: the seed's name for that season when it knows one (SkyDome in 1998,
 * not Rogers Centre), else the dataset's name; a dataset's list of names ("A;B") is never shown as it is.
 */
export function venueNameInSeason(names: ReadonlyArray<SeedVenueName>, venue: string | null | undefined, season: number): string | null {
  if (!venue) return null;
  const known = names.find((entry) => entry.venue === venue && entry.firstSeason <= season && (entry.lastSeason ?? Infinity) >= season);
  if (known) return known.name;
  return venue.split(";")[0].trim() || null;
}

/** venueNameInSeason for many rows: the names indexed by venue once (the loader asks for every game). */
export function venueNameLookup(names: ReadonlyArray<SeedVenueName>): (venue: string | null | undefined, season: number) => string | null {
  const byVenue = new Map<string, Array<SeedVenueName>>();
  for (const entry of names) byVenue.set(entry.venue, [...(byVenue.get(entry.venue) ?? []), entry]);
  return (venue, season) => (venue ? venueNameInSeason(byVenue.get(venue) ?? [], venue, season) : null);
}

/** The league a franchise played in during a season (its era's league), else the franchise's seed league. */
export function leagueInSeason(eras: ReadonlyArray<SeedEra>, franchise: string, season: number): LeagueSlug | undefined {
  return eraInSeason(eras, franchise, season)?.eraLeague;
}

/** leagueInSeason for many rows: the eras indexed by franchise once (the loader asks for every game). */
export function leagueInSeasonLookup(eras: ReadonlyArray<SeedEra>): (franchise: string, season: number) => LeagueSlug | undefined {
  const byFranchise = new Map<string, Array<SeedEra>>();
  for (const era of eras) byFranchise.set(era.franchise, [...(byFranchise.get(era.franchise) ?? []), era]);
  return (franchise, season) => leagueInSeason(byFranchise.get(franchise) ?? [], franchise, season);
}

/**
 * A note saying where a team played ("Played in Tempe until 2005") hides a city change inside one era:
 * a city is a fact of a season, so a move is a new era. Notes about another league are fine.
 */
const CITY_IN_NOTE = /\bplayed (?:in|at) (?!the (?:[A-Z][\w-]* )+(?:Association|Conference|League)\b)/i;

/**
 * Every problem with the seed's integrity, as "file:line: reason": one result per championship
 * season, unique slugs, winners and runners-up that resolve to a franchise era of that season,
 * contiguous eras.
 */
export function seedProblems(seed: Seed, lastCompletedSeason: (league: LeagueSlug) => number): Array<string> {
  const problems: Array<string> = [];
  const franchiseSlugs = new Set<string>();
  for (const franchise of seed.franchises) {
    if (franchiseSlugs.has(franchise.slug)) problems.push(`db/seed/${franchise.league}/franchises.csv: duplicate slug ${franchise.slug}`);
    franchiseSlugs.add(franchise.slug);
  }
  const venueSlugs = new Set(seed.venues.map((venue) => venue.slug));
  for (const franchise of seed.franchises) {
    if (franchise.venue && !venueSlugs.has(franchise.venue)) {
      problems.push(`db/seed/${franchise.league}/franchises.csv: ${franchise.slug} has unknown venue ${franchise.venue}`);
    }
    const eras = seed.eras.filter((era) => era.franchise === franchise.slug).sort((a, b) => (a.firstSeason ?? -Infinity) - (b.firstSeason ?? -Infinity));
    if (eras.length === 0) problems.push(`db/seed/${franchise.league}/eras.csv: ${franchise.slug} has no era`);
    for (let i = 1; i < eras.length; i++) {
      const previous = eras[i - 1];
      const era = eras[i];
      if (era.firstSeason === null) {
        problems.push(`${era.file}:${era.line}: ${franchise.slug} has a later era without a first season`);
      } else if (previous.lastSeason === null) {
        problems.push(`${era.file}:${era.line}: ${franchise.slug} era follows an open-ended era`);
      } else if (era.firstSeason <= previous.lastSeason) {
        problems.push(`${era.file}:${era.line}: ${franchise.slug} eras overlap`);
      } else if (era.firstSeason !== previous.lastSeason + 1 && !era.note && !previous.note) {
        problems.push(`${era.file}:${era.line}: ${franchise.slug} eras leave a gap with no note`);
      }
    }
  }
  const leagueSlugs = new Set<string>(seed.leagues.map((league) => league.slug));
  for (const era of seed.eras) {
    if (!franchiseSlugs.has(era.franchise)) problems.push(`${era.file}:${era.line}: unknown franchise ${era.franchise}`);
    if (!leagueSlugs.has(era.eraLeague)) problems.push(`${era.file}:${era.line}: unknown league ${era.eraLeague}`);
    if (era.note && CITY_IN_NOTE.test(era.note)) {
      problems.push(`${era.file}:${era.line}: the note names where the team played; a city change is a new era`);
    }
  }
  for (const entry of seed.venueNames) {
    const overlapping = seed.venueNames.find(
      (other) =>
        other !== entry &&
        other.venue === entry.venue &&
        other.firstSeason <= (entry.lastSeason ?? Infinity) &&
        (other.lastSeason ?? Infinity) >= entry.firstSeason,
    );
    if (overlapping) problems.push(`db/seed/core/venue-names.csv:${entry.line}: ${entry.venue} has two names in one season`);
  }
  const conferenceNames = new Set(seed.conferences.map((conference) => conference.name));
  for (const conference of seed.conferences) {
    if (conference.fullName !== conference.name && conferenceNames.has(conference.fullName)) {
      problems.push(`db/seed/core/conferences.csv: ${conference.fullName} is listed twice (also as ${conference.name})`);
    }
  }
  for (const franchise of seed.franchises) {
    for (const name of [franchise.conference, franchise.division]) {
      if (name && !conferenceNames.has(name)) {
        problems.push(`db/seed/${franchise.league}/franchises.csv: ${franchise.slug} has conference or division '${name}', not a name in core/conferences.csv`);
      }
    }
  }
  for (const championship of seed.championships) {
    const results = seed.results.filter((r) => r.championship === championship.slug);
    const last = championship.lastYear ?? lastCompletedSeason(championship.league);
    const bySeason = new Map<number, number>();
    for (const result of results) bySeason.set(result.season, (bySeason.get(result.season) ?? 0) + 1);
    for (let season = championship.firstYear; season <= last; season++) {
      const count = bySeason.get(season) ?? 0;
      if (count !== 1) problems.push(`${championship.slug}: season ${season} has ${count} results`);
    }
  }
  const championshipSlugs = new Set(seed.championships.map((c) => c.slug));
  for (const result of seed.results) {
    const where = `${result.file}:${result.line}`;
    if (!championshipSlugs.has(result.championship)) problems.push(`${where}: unknown championship ${result.championship}`);
    if (result.status === "not_held") {
      if (result.winner) problems.push(`${where}: a season not held has a winner`);
      if (!result.note) problems.push(`${where}: a season not held needs a note saying why`);
      continue;
    }
    if (!result.winner) problems.push(`${where}: no winner`);
    for (const [role, slug] of [
      ["winner", result.winner],
      ["runner_up", result.runnerUp],
    ] as const) {
      if (!slug) continue;
      if (!franchiseSlugs.has(slug)) problems.push(`${where}: ${role} ${slug} is not a franchise`);
      else if (!eraInSeason(seed.eras, slug, result.season)) {
        problems.push(`${where}: ${role} ${slug} has no era in season ${result.season}`);
      }
    }
  }
  return problems;
}
