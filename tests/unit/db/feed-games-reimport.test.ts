// Nothing the feed wrote is lost on import (issue 23): feed games are re-applied after every import,
// a dataset's fixture of the same game becomes the feed's game (no duplicate), and a later dataset that
// holds the same part of the season whole supersedes them (decision 0080), its finals kept as published.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../db/database";
import { applyScoreboard } from "../../../db/live/apply-scoreboard";
import { parseScoreboard } from "../../../db/live/espn-scoreboard";
import { loadTeamCodes } from "../../../db/import/team-codes";
import type { DatasetImporter, GameRecord } from "../../../db/import/types";
import { migrate } from "../../../db/migrate";
import { runImport } from "../../../db/load/run-import";

const NOW = new Date("2026-11-28T17:00:00Z");
const ID = "test-schedule-2026";

/** A dataset of our own: three Thanksgiving 2026 games (teams as published), as fixtures or as finals. */
function schedule(finals: boolean): DatasetImporter {
  const games: Array<[string, string, number, number]> = [
    ["detroit-lions", "chicago-bears", 30, 17],
    ["dallas-cowboys", "philadelphia-eagles", 20, 23],
    ["buffalo-bills", "kansas-city-chiefs", 24, 21],
  ];
  return {
    id: ID,
    leagues: ["nfl"],
    homepage: "https://example.org/test",
    downloadBase: null,
    files: [],
    licence: "test",
    attribution: null,
    gamePriority: 1,
    async read(ctx) {
      games.forEach(([home, away, hs, as], line) => {
        const record: GameRecord = {
          source: ID,
          file: "schedule.csv",
          line: line + 2,
          league: "nfl",
          season: 2026,
          date: "2026-11-26",
          time: null,
          home,
          away,
          homeScore: finals ? hs : null,
          awayScore: finals ? as : null,
          status: finals ? "final" : "scheduled",
          type: "regular",
          week: "12",
        };
        ctx.game(record);
      });
    },
  };
}

function feed(events: Array<{ id: string; date: string; home: string; away: string; hs?: number; as?: number }>) {
  return parseScoreboard({
    leagues: [{ slug: "nfl" }],
    events: events.map((e) => ({
      id: e.id,
      date: e.date,
      season: { year: 2026, type: 2 },
      status: { type: { state: e.hs === undefined ? "pre" : "post", name: e.hs === undefined ? "STATUS_SCHEDULED" : "STATUS_FINAL" } },
      competitions: [
        {
          competitors: [
            { homeAway: "home", team: { abbreviation: e.home }, score: e.hs === undefined ? undefined : String(e.hs) },
            { homeAway: "away", team: { abbreviation: e.away }, score: e.as === undefined ? undefined : String(e.as) },
          ],
        },
      ],
    })),
  });
}

type Row = { home: string; away: string; date: string; status: string; home_score: number | null; away_score: number | null; source: string };
async function games2026(db: Database): Promise<Array<Row>> {
  return db.query<Row>(
    `SELECT h.slug AS home, a.slug AS away, g.game_date::text AS date, g.status, g.home_score, g.away_score, g.source
     FROM games g JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
     JOIN leagues l ON l.id = g.league_id WHERE l.slug = 'nfl' AND g.season_start_year = 2026 ORDER BY g.game_date, h.slug`,
  );
}

describe("feed games across imports", () => {
  let db: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "feed-reimport-"));
    mkdirSync(join(dataDir, ID));
    db = await openDatabase({ dataDir: "memory://" });
    await migrate(db);
    await runImport(db, { dataDir, importers: [schedule(false)], now: NOW });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the feed's games through a re-import: the fixture it finished, and a game only the feed has", async () => {
    const codes = await loadTeamCodes(["nfl"]);
    // Thanksgiving's three games final (the dataset's fixtures, matched by day and teams; the day complete,
    // its results count: decision 0189); Packers at Vikings only in the feed.
    await applyScoreboard(
      db,
      feed([
        { id: "401700100", date: "2026-11-26T17:30Z", home: "DET", away: "CHI", hs: 30, as: 17 },
        { id: "401700102", date: "2026-11-26T21:30Z", home: "DAL", away: "PHI", hs: 20, as: 23 },
        { id: "401700103", date: "2026-11-27T01:20Z", home: "BUF", away: "KC", hs: 24, as: 21 },
        { id: "401700101", date: "2026-11-29T18:00Z", home: "MIN", away: "GB" },
      ]).games,
      codes,
      NOW,
    );
    const before = await games2026(db);
    expect(before).toHaveLength(4);
    expect(before.find((g) => g.home === "detroit-lions")).toMatchObject({ status: "final", home_score: 30, away_score: 17 });

    await runImport(db, { dataDir, importers: [schedule(false)], now: NOW });
    const after = await games2026(db);
    expect(after).toEqual(before);
    // Its standings are derived again with the feed's result.
    const [lions] = await db.query<{ wins: number; losses: number }>(
      "SELECT st.wins, st.losses FROM standings st JOIN teams t ON t.id = st.team_id WHERE t.slug = 'detroit-lions' AND st.season_start_year = 2026",
    );
    expect(lions).toEqual({ wins: 1, losses: 0 });
  }, 120_000);

  it("gives way to a later dataset that holds the season's part whole: its finals kept, the feed-only game not added", async () => {
    await runImport(db, { dataDir, importers: [schedule(true)], now: NOW });
    const rows = await games2026(db);
    expect(rows.map((g) => `${g.away}@${g.home} ${g.status} ${g.away_score}-${g.home_score} ${g.source}`)).toEqual([
      "kansas-city-chiefs@buffalo-bills final 21-24 test-schedule-2026",
      "philadelphia-eagles@dallas-cowboys final 23-20 test-schedule-2026",
      "chicago-bears@detroit-lions final 17-30 test-schedule-2026",
    ]);
    // The feed's own record is kept (a later import without that dataset would bring its games back).
    expect((await db.query("SELECT event_id FROM feed_games ORDER BY event_id")).length).toBe(4);
  }, 120_000);
});
