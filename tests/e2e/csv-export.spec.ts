// CSV export (issue 16): each page's "Download CSV" link answers its table as a text/csv attachment whose
// rows are the page's rows for the same filters and sort (the first page's rows are the CSV's first
// rows; the CSV holds as many rows as the page says there are), and a few facts of the real data.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MAX_EXPORT_ROWS } from "../../core/exports";
import { jsEnabled, open, siteGet, siteUrl } from "./support";

test.skip(!process.env.SPORTS_DATA_DIR, "needs the real datasets (SPORTS_DATA_DIR) imported into the database");
test.setTimeout(90_000);

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): Array<Array<string>> {
  const records: Array<Array<string>> = [];
  let field = "";
  let record: Array<string> = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n") {
      record.push(field.replace(/\r$/, ""));
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

type Csv = { header: Array<string>; rows: Array<Record<string, string>> };

/** Follows the page's own "Download CSV" link and reads the attachment. */
async function downloadCsv(page: Page, site: string): Promise<Csv> {
  const href = await page.getByRole("link", { name: "Download CSV" }).first().getAttribute("href");
  expect(href).toContain("format=csv");
  const answer = await siteGet(site, href ?? "");
  expect(answer.status).toBe(200);
  expect(answer.headers["content-type"]).toContain("text/csv");
  expect(String(answer.headers["content-disposition"])).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
  const [header, ...records] = parseCsv(answer.text);
  return { header, rows: records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i] ?? ""]))) };
}

/** The number the page states ("1,234 players"). */
async function statedCount(page: Page): Promise<number> {
  const text = (await page.getByTestId("list-count").textContent()) ?? "";
  return Number(/([\d,]+)/.exec(text)?.[1].replaceAll(",", ""));
}

async function texts(rows: Locator): Promise<Array<string>> {
  return (await rows.allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
}

test("champions: the CSV is every season of the filters, the page's rows first", async ({ page }) => {
  await open(page, siteUrl("nfl", "/champions?q=Packers"));
  const shown = await texts(page.getByTestId("champion-row"));
  const csv = await downloadCsv(page, "nfl");
  expect(csv.header).toEqual(["Season", "Championship", "Champion", "Record", "Score", "Runner-up", "Coach", "Deciding game", "Note"]);
  expect(csv.rows).toHaveLength(await statedCount(page));
  expect(shown.length).toBeGreaterThan(5);
  shown.forEach((text, i) => {
    expect(text).toContain(csv.rows[i].Championship);
    expect(text).toContain(csv.rows[i].Champion);
  });
  expect(csv.rows.every((row) => row.Champion === "Green Bay Packers")).toBe(true);
  // Super Bowls I and II and the NFL titles of 1966 and 1967, with their coach.
  const sixties = csv.rows.filter((row) => row.Season.startsWith("1966") || row.Season.startsWith("1967"));
  expect(sixties.map((row) => `${row.Season.slice(0, 4)} ${row.Championship} ${row.Score} ${row["Runner-up"]} ${row.Coach}`).sort()).toEqual([
    "1966 NFL Championship 34-27 Dallas Cowboys Vince Lombardi",
    "1966 Super Bowl 35-10 Kansas City Chiefs Vince Lombardi",
    "1967 NFL Championship 21-17 Dallas Cowboys Vince Lombardi",
    "1967 Super Bowl 33-14 Oakland Raiders Vince Lombardi",
  ]);
});

test("a championship's history: all its seasons in the table's order; Super Bowls I and II", async ({ page }) => {
  await open(page, siteUrl("nfl", "/championships/super-bowl"));
  const shown = page.locator("#history tbody tr");
  const first = await texts(shown);
  const csv = await downloadCsv(page, "nfl");
  expect(csv.rows).toHaveLength(await statedCount(page));
  expect(first).toHaveLength(25);
  first.forEach((text, i) => expect(text).toContain(csv.rows[i].Champion === "Not held" ? "Not held" : csv.rows[i].Champion));
  const byYear = new Map(csv.rows.map((row) => [row.Season, row]));
  expect(byYear.get("1966")).toMatchObject({
    Edition: "I",
    Champion: "Green Bay Packers",
    Score: "35-10",
    "Runner-up": "Kansas City Chiefs",
    Date: "1967-01-15",
  });
  expect(byYear.get("1967")).toMatchObject({ Edition: "II", Champion: "Green Bay Packers", Score: "33-14", "Runner-up": "Oakland Raiders" });
  await open(page, siteUrl("nfl", "/championships/nfl-championship-game"));
  const nfl = new Map((await downloadCsv(page, "nfl")).rows.map((row) => [row.Season, row]));
  expect(nfl.get("1966")).toMatchObject({ Champion: "Green Bay Packers", Score: "34-27", "Runner-up": "Dallas Cowboys" });
  expect(nfl.get("1967")).toMatchObject({ Champion: "Green Bay Packers", Score: "21-17", "Runner-up": "Dallas Cowboys" });
});

test("standings: the CSV's rows are the tables' rows; Bruins 2022-23 65-12-5, 135 points", async ({ page }) => {
  await open(page, siteUrl("nhl", "/standings?season=2022"));
  const teams = await texts(page.getByTestId("standing-row").locator("td:nth-child(2) a:first-child"));
  const csv = await downloadCsv(page, "nhl");
  expect(csv.rows.map((row) => row.Team)).toEqual(teams);
  expect(csv.rows).toHaveLength(await statedCount(page));
  expect(csv.rows).toHaveLength(32);
  expect(csv.rows.find((row) => row.Team === "Boston Bruins")).toMatchObject({ Season: "2022-23", W: "65", L: "12", OTL: "5", PTS: "135" });
  // A filter narrows the CSV as it narrows the page.
  await open(page, siteUrl("nhl", "/standings?season=2022&division=Atlantic"));
  const atlantic = await downloadCsv(page, "nhl");
  expect(atlantic.rows).toHaveLength(8);
  expect(atlantic.rows).toHaveLength(await statedCount(page));
});

test("a season page's standings tab has the same CSV", async ({ page }) => {
  await open(page, siteUrl("nhl", "/seasons/2022-nhl-season?tab=standings"));
  const teams = await texts(page.getByTestId("standing-row").locator("td:nth-child(2) a:first-child"));
  const csv = await downloadCsv(page, "nhl");
  expect(csv.rows.map((row) => row.Team)).toEqual(teams);
  expect(csv.rows.find((row) => row.Team === "Boston Bruins")).toMatchObject({ W: "65", PTS: "135" });
});

test("a team's schedule and roster: the CSV is the tab's table", async ({ page }) => {
  await open(page, siteUrl("nfl", "/teams/green-bay-packers/1966?tab=schedule"));
  const games = page.getByTestId("team-schedule").locator("tbody tr");
  const results = await texts(games.locator("td:last-child"));
  const schedule = await downloadCsv(page, "nfl");
  expect(schedule.header).toContain("Opponent");
  expect(schedule.rows.map((row) => row.Result)).toEqual(results);
  expect(schedule.rows.filter((row) => row.Result.startsWith("W")).length).toBeGreaterThanOrEqual(12);
  // Our NFL data has no rosters; the NBA's has.
  await open(page, siteUrl("nba", "/teams/chicago-bulls/1995?tab=roster"));
  const names = await texts(page.getByTestId("team-roster").locator("tbody th"));
  const roster = await downloadCsv(page, "nba");
  expect(roster.rows.map((row) => row.Name)).toEqual(names);
  expect(names).toHaveLength(15);
  expect(names).toContain("Michael Jordan");
});

test("players: every player of the filters, in the page's sort", async ({ page }) => {
  await open(page, siteUrl("nfl", "/players?q=smith&sort=last_season"));
  const names = await texts(page.getByTestId("player-card").locator("h2"));
  const csv = await downloadCsv(page, "nfl");
  expect(names).toHaveLength(24);
  expect(csv.rows.slice(0, names.length).map((row) => row.Name)).toEqual(names);
  expect(csv.rows).toHaveLength(await statedCount(page));
  expect(csv.rows.length).toBeGreaterThan(100);
});

test("players: a list longer than one download holds says how to narrow it, and its CSV URL is a 400 that says so", async ({ page }) => {
  await open(page, siteUrl("hub", "/players"));
  expect(await statedCount(page)).toBeGreaterThan(MAX_EXPORT_ROWS);
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
  await expect(page.getByTestId("csv-too-many")).toContainText(`narrow the list to ${MAX_EXPORT_ROWS.toLocaleString("en-US")} rows`);
  const answer = await siteGet("hub", "/players?format=csv");
  expect(answer.status).toBe(400);
  expect(answer.text).toContain("narrow the filters");
});

test("coaches: every coach of the filters", async ({ page }) => {
  await open(page, siteUrl("nfl", "/coaches"));
  const names = await texts(page.getByTestId("coach-card").locator("h2"));
  const csv = await downloadCsv(page, "nfl");
  expect(csv.rows.slice(0, names.length).map((row) => row.Name)).toEqual(names);
  expect(csv.rows).toHaveLength(await statedCount(page));
  expect(csv.rows.find((row) => row.Name === "Vince Lombardi")).toBeTruthy();
});

test("scores: every game of the range, not only the first page", async ({ page }) => {
  await open(page, siteUrl("nfl", "/scores?start=2023-12-01&end=2023-12-31"));
  const cards = await texts(page.getByTestId("game-card"));
  const csv = await downloadCsv(page, "nfl");
  expect(cards).toHaveLength(24);
  expect(csv.rows).toHaveLength(await statedCount(page));
  expect(csv.rows.length).toBeGreaterThan(24);
  cards.forEach((text, i) => {
    expect(text).toContain(csv.rows[i].Away);
    expect(text).toContain(csv.rows[i].Home);
  });
  const packers = csv.rows.find((row) => row.Date === "2023-12-03" && row.Home === "Green Bay Packers");
  expect(packers).toMatchObject({ Away: "Kansas City Chiefs", "Away score": "19", "Home score": "27" });
});

test("a CSV too large to give whole is a 400 with a message, never a partial file", async () => {
  test.skip(!jsEnabled(), "HTTP-level check: runs once");
  const answer = await siteGet("hub", "/api/games/games/?page_size=all");
  expect(answer.status).toBe(400);
  expect(answer.text).toContain("narrow the filters");
});
