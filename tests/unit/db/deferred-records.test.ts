// A dataset's late records (the NFL box-score lines) travel as their own JSON text and are parsed when a
// step first reads them; the import's summary counts them without parsing (decision 0209).
import { expect, it } from "vitest";
import { emptyCollected, type Collected } from "../../../db/import/collect";
import type { PlayerGameRecord } from "../../../db/import/types";
import { joinDeferred, recordCount, splitDeferred } from "../../../db/load/deferred-records";
import { rowsEmitted } from "../../../db/load/steps/load-context";

const line = (n: number) =>
  ({
    source: "s",
    file: "f.csv",
    line: n,
    league: "nfl",
    season: 1999,
    week: "1",
    team: "chicago-bears",
    personKey: `k${n}`,
    sourcePlayerId: `${n}`,
    name: "A.B",
  }) as unknown as PlayerGameRecord;

it("sends the box-score lines apart and gives them back, equal, when read", () => {
  const data = { ...emptyCollected(), playerGames: [line(2), line(3)], skipped: [{ source: "s", file: "f.csv", line: 4, reason: "r" }] };
  const { json, deferred } = splitDeferred(data);
  expect(JSON.parse(json).playerGames).toEqual([]);
  expect(deferred.playerGames?.count).toBe(2);
  const joined = joinDeferred(JSON.parse(json) as Collected, deferred);
  expect(joined.skipped).toEqual(data.skipped);
  expect(joined.playerGames).toEqual(data.playerGames);
  expect(joined.playerGames).toBe(joined.playerGames); // parsed once
});

it("counts deferred lines without parsing them, and parses on first read", () => {
  const joined = joinDeferred(emptyCollected(), { playerGames: { json: "not JSON: parsing would throw", count: 112_752 } });
  expect(recordCount(joined, "playerGames")).toBe(112_752);
  expect(rowsEmitted(joined)).toBe(112_752);
  expect(() => joined.playerGames).toThrow(SyntaxError);
});

it("leaves a dataset without box-score lines as it was", () => {
  const { json, deferred } = splitDeferred({ ...emptyCollected(), people: [] });
  expect(deferred).toEqual({});
  const joined = joinDeferred(JSON.parse(json) as Collected, deferred);
  expect(joined.playerGames).toEqual([]);
  expect(recordCount(joined, "playerGames")).toBe(0);
});
