// The order the reading threads take the datasets in (db/load/collect-parallel.ts readingOrder): the
// largest first, and a dataset that reads another's files again (`readsWith`) right after it, in the
// same unit (one thread); the NFL identity index both read is then built once, and the offense table's
// rows resolved once (db/import/nfl-people.ts).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import type { DatasetImporter } from "../../../db/import/types";
import { loadNflIdentity, NFLVERSE_DIR, NFLVERSE_PLAYERS, NFLVERSE_SEASONS, resolveRowsOnce } from "../../../db/import/nfl-people";
import { resolveRows } from "../../../db/import/nfl-identity";
import { readingOrder, type ParallelJob } from "../../../db/load/collect-parallel";
import { importer as awards } from "../../../db/import/sources/heisman-1935-2023-nfl-ap-mvp-1957-2023";

const job = (id: string, readsWith?: string): ParallelJob => ({
  importer: { id, readsWith } as DatasetImporter,
  href: `file:///${id}.ts`,
  dir: id,
});
const sizes: Record<string, number> = { big: 900, offense: 300, awards: 5, small: 100, chained: 1, orphan: 2 };
const order = (jobs: Array<ParallelJob>) =>
  readingOrder(jobs, (dir) => sizes[dir]).map((unit) => unit.jobs.map(({ job: j, index }) => `${j.importer.id}#${index}`));

it("takes the largest first, a dataset that reads another's files right after it on the same thread", () => {
  const jobs = [job("awards", "offense"), job("small"), job("big"), job("offense")];
  expect(order(jobs)).toEqual([["big#2"], ["offense#3", "awards#0"], ["small#1"]]);
  // the unit counts both datasets' bytes
  expect(readingOrder(jobs, (dir) => sizes[dir]).find((unit) => unit.jobs.length === 2)?.bytes).toBe(305);
});

it("reads a dataset on its own when the one it reads with is not found, and follows no chain", () => {
  expect(order([job("orphan", "offense"), job("small")])).toEqual([["small#1"], ["orphan#0"]]);
  // chained reads awards, which itself reads with offense: chained is not lost, it is read on its own
  const jobs = [job("offense"), job("awards", "offense"), job("chained", "awards")];
  expect(order(jobs).flat().sort()).toEqual(["awards#1", "chained#2", "offense#0"]);
  expect(order(jobs)).toEqual([["offense#0", "awards#1"], ["chained#2"]]);
});

it("has the award lists read with the offense table", () => {
  expect(awards.readsWith).toBe("nfl-player-offense-pfr-1970-2020");
});

const root = mkdtempSync(join(tmpdir(), "nfl-identity-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("builds a folder's NFL identity index once, and again when its files change", async () => {
  const dir = join(root, NFLVERSE_DIR);
  mkdirSync(dir, { recursive: true });
  const players =
    "gsis_id,pfr_id,display_name,position,birth_date,college_name,rookie_season,last_season\n00-1,BradTo00,Tom Brady,QB,1977-08-03,Michigan,2000,2022\n";
  writeFileSync(join(dir, NFLVERSE_PLAYERS), players);
  writeFileSync(join(dir, NFLVERSE_SEASONS), "player_id,player_display_name,season,recent_team\n00-1,Tom Brady,2000,NE\n");
  const first = await loadNflIdentity(root);
  expect(first).not.toBeNull();
  expect(await loadNflIdentity(root)).toBe(first);
  writeFileSync(join(dir, NFLVERSE_PLAYERS), players.replace("Tom Brady", "Tom E. Brady"));
  utimesSync(join(dir, NFLVERSE_PLAYERS), new Date(), new Date(Date.now() + 5000));
  const again = await loadNflIdentity(root);
  expect(again).not.toBe(first);
  expect(again?.player("00-1")?.name).toBe("Tom E. Brady");
});

it("resolves the same rows against one index once, and other rows afresh", async () => {
  const index = await loadNflIdentity(root);
  if (!index) throw new Error("no index");
  const rows = [
    { name: "Tom E. Brady", season: 2000, franchise: null },
    { name: "Someone Else", season: 1975, franchise: null },
  ];
  const first = resolveRowsOnce(index, rows);
  expect(first).toEqual(resolveRows(index, rows));
  expect(
    resolveRowsOnce(
      index,
      rows.map((row) => ({ ...row })),
    ),
  ).toBe(first);
  const other = [{ ...rows[0], season: 2001 }, rows[1]];
  expect(resolveRowsOnce(index, other)).not.toBe(first);
  expect(resolveRowsOnce(index, other)).toEqual(resolveRows(index, other));
});
