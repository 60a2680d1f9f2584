// `npx tsx scripts/check-api-model.ts`: every endpoint of the Sports API, on the imported database
// (DATA_DIR, default .data) and on each of the eight leagues, parsed with the API's one model
// (api/model/). The contract tests check the same schemas on a small fixture; this checks them on the
// full data, where the real edge cases are (decision 0008). Prints each failure; exits 1 on any.
import { resolve } from "node:path";
import type { z } from "zod";
import { handleApiRequest } from "../api/handler";
import * as m from "../api/model";
import { openDatabase } from "../db/database";

const db = await openDatabase({ dataDir: resolve(process.env.DATA_DIR ?? ".data", "pglite") });
let checked = 0;
const failures: Array<string> = [];

type Json = { results?: Array<Record<string, unknown>>; sections?: Array<{ section: string }> };

async function check(path: string, schema: z.ZodTypeAny): Promise<Json> {
  const response = await handleApiRequest(new Request(`http://check.localhost/api/${path}`), db);
  const body = (await response.json()) as Json;
  checked++;
  if (response.status !== 200) failures.push(`${path}: status ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  else {
    const parsed = schema.safeParse(body);
    if (!parsed.success) failures.push(`${path}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  }
  return body;
}

/** Every `step`-th item, so each list is sampled along its length. */
const sample = <T>(items: ReadonlyArray<T> | undefined, step: number) => (items ?? []).filter((_, i) => i % step === 0);
const page = m.pageOf;
const SITES = ["football", "basketball", "baseball", "hockey"].flatMap((sport) =>
  ["professional", "college"].map((level) => `sport__slug=${sport}&level__slug=${level}`),
);

await check("core/sports", page(m.sport));
await check("core/data-sources", page(m.dataSource));
await check("core/data-quality", m.dataQuality);
await check("core/search?q=green", m.searchResults);
await check("core/search?q=leaders", m.searchResults);
// On this day: a few days of each kind (Super Bowl Sunday, a summer day, February 29, the year's ends).
for (const date of ["02-05", "07-04", "02-29", "12-31", "01-01", "10-01"]) {
  await check(`records/on-this-day?date=${date}`, m.onThisDay);
  for (const q of SITES) await check(`records/on-this-day?date=${date}&${q}`, m.onThisDay);
}
await check("records/on-this-day/games?date=07-04&league=mlb&page_size=all", m.onThisDayGamePage);
const sitemap = await check("core/sitemap", m.sitemapSections);
for (const { section } of sitemap.sections ?? []) await check(`core/sitemap/${section}?page=1`, m.sitemapPaths);
for (const metric of ["performance", "players", "games", "trends"]) await check(`analytics/dashboard?metric=${metric}&timeframe=all`, m.analyticsDashboard);
for (const q of SITES) {
  const championships = await check(`championships/championships?${q}`, page(m.championship));
  for (const { slug } of championships.results ?? []) {
    await check(`championships/championships/${slug}?${q}`, m.championship);
    await check(`championships/championships/${slug}/champions?${q}&page_size=200`, page(m.champion));
    await check(`championships/championships/${slug}/stats?${q}`, m.championshipStats);
    await check(`championships/championships/${slug}/games?${q}&page_size=200`, page(m.championshipGame));
  }
  await check(`championships/champions?${q}&page_size=100`, page(m.champion));
  await check(`championships/champions/summary?${q}`, m.championsSummary);
  const seasons = await check(`championships/seasons?${q}&page_size=200`, page(m.seasonSummary));
  await check(`championships/seasons/facets?${q}`, m.seasonFacets);
  for (const { slug } of sample(seasons.results, 15)) {
    await check(`championships/seasons/${slug}`, m.seasonDetail);
    await check(`championships/seasons/${slug}/standings`, page(m.standing));
    await check(`championships/seasons/${slug}/playoffs`, page(m.playoffGame));
    await check(`championships/seasons/${slug}/bracket`, m.bracket);
  }
  const teams = await check(`teams/teams?${q}&page_size=200`, page(m.team));
  await check(`teams/teams/facets?${q}`, m.teamFacets);
  for (const { slug } of sample(teams.results, 12)) {
    await check(`teams/teams/${slug}?${q}`, m.teamDetail);
    await check(`teams/teams/${slug}/championships?${q}`, page(m.teamChampionship));
    const years = await check(`teams/teams/${slug}/seasons?${q}`, page(m.teamSeason));
    for (const { start_year: year } of sample(years.results, 20)) {
      await check(`teams/teams/${slug}/roster?${q}&year=${year}`, m.listWithYear(m.rosterEntry));
      await check(`teams/teams/${slug}/schedule?${q}&year=${year}`, m.listWithYear(m.scheduledGame));
      await check(`teams/teams/${slug}/stats?${q}&year=${year}`, m.teamStats);
      await check(`teams/teams/${slug}/coverage?${q}&year=${year}`, m.teamCoverage);
    }
  }
  const games = await check(`games/games?${q}&page_size=100`, m.gamePage);
  await check(`games/games?${q}&page_size=100&page=30`, m.gamePage);
  for (const { id } of sample(games.results, 40)) await check(`games/games/${id}`, m.gameDetail);
  for (const list of ["today", "live", "recent", "upcoming"]) await check(`games/games/${list}?${q}`, m.gamePage);
  await check(`games/games/summary?${q}&game_date__gte=2019-04-01&game_date__lte=2019-04-30`, m.gameSummary);
  await check(`games/standings/current?${q}`, page(m.standing));
  await check(`games/standings?${q}&season=1995`, page(m.standing));
  await check(`games/standings/record_differences?${q}&page_size=200`, page(m.standing));
  const players = await check(`people/players?${q}&page_size=100`, page(m.player));
  await check(`people/players/facets?${q}`, m.peopleFacets);
  for (const list of ["active", "rookies", "by_position?position=C"])
    await check(`people/players/${list}${list.includes("?") ? "&" : "?"}${q}`, page(m.player));
  for (const { slug } of sample(players.results, 25)) await check(`people/players/${slug}?${q}`, m.playerDetail);
  const coaches = await check(`people/coaches?${q}&page_size=100`, page(m.coach));
  await check(`people/coaches/facets?${q}`, m.coachFacets);
  for (const list of ["active", "head_coaches"]) await check(`people/coaches/${list}?${q}`, page(m.coach));
  for (const { slug } of sample(coaches.results, 25)) await check(`people/coaches/${slug}?${q}`, m.coach);
}
for (const slug of ["michael-jordan", "wayne-gretzky", "babe-ruth", "tom-brady"]) await check(`people/players/${slug}`, m.playerDetail);
for (const slug of ["phil-jackson", "bill-belichick", "scotty-bowman"]) await check(`people/coaches/${slug}`, m.coach);
await db.close();

for (const failure of failures) console.log(failure);
console.log(`${checked} answers checked, ${failures.length} not of the model's shape`);
process.exitCode = failures.length ? 1 : 0;
