// Lists whose naive query held the one database connection for seconds under load (decision 0197): the
// hub's players download is refused from its count, before any row is read, and the analytics chart of
// best records names only its ten team-seasons, by the names they had then.
import { describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { MAX_EXPORT_ROWS } from "../../../api/params";
import type { Database } from "../../../db/database";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

/** The database, with every statement it is asked written down. */
function recording(db: Database): { db: Database; statements: Array<string> } {
  const statements: Array<string> = [];
  const proxy = new Proxy(db, {
    get(target, property) {
      if (property === "query") {
        return (text: string, params?: ReadonlyArray<unknown>) => {
          statements.push(text);
          return target.query(text, params);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? (value as (...args: Array<unknown>) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, statements };
}

describe.skipIf(!FULL_DATA)("heavy lists on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get, database } = fullDataApi();

  it("refuses the hub's every-player download with a 400 from the count alone, reading no player row", async () => {
    const { db, statements } = recording(database());
    const response = await handleApiRequest(new Request("http://test/api/people/players/?ordering=name&page_size=all"), db);
    expect(response.status).toBe(400);
    const { detail } = (await response.json()) as { detail: string };
    const matched = Number(/^(\d+) rows match/.exec(detail)?.[1]);
    expect(matched).toBeGreaterThan(40_000);
    expect(detail).toContain(`up to ${MAX_EXPORT_ROWS}; narrow the filters`);
    expect(statements.filter((text) => /\bLIMIT\b/.test(text) && /\bplayers p\b/.test(text))).toEqual([]);
  });

  it("still downloads a narrowed list whole (the NFL's players named Manning)", async () => {
    const page = await get<{ count: number; results: Array<{ person: { full_name: string } }> }>(
      "people/players/?level__slug=professional&sport__slug=football&search=manning&page_size=all",
    );
    expect(page.results).toHaveLength(page.count);
    expect(page.results.map((player) => player.person.full_name)).toEqual(expect.arrayContaining(["Peyton Manning", "Eli Manning"]));
  });

  it("ranks the best records by win percentage with the club's name that season: the 1972 Dolphins and 2007 Patriots first in the NFL", async () => {
    const dashboard = await get<{ charts: Array<{ id: string; series: Array<{ points: Array<{ x: string; y: number }> }> }> }>(
      "analytics/dashboard/?metric=performance&timeframe=all&level__slug=professional&sport__slug=football",
    );
    const points = dashboard.charts.find((chart) => chart.id === "best-records")!.series[0].points;
    expect(points).toHaveLength(10);
    // 16-0 (2007) before 14-0 (1972): equal percentages, more wins first.
    expect(points.slice(0, 2)).toEqual([
      { x: "New England Patriots 2007", y: 100 },
      { x: "Miami Dolphins 1972", y: 100 },
    ]);
    expect(points.map((point) => point.y)).toEqual([...points.map((point) => point.y)].sort((a, b) => b - a));
  });
});
