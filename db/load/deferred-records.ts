// A dataset's records that no step reads until late, kept as the JSON text the reading thread sent and
// parsed on first use (decision 0209). The NFL box-score lines are 60 MB of JSON: parsed as they arrive,
// the main thread took 0.5-0.7 s from the reading threads, which need both cores; parsed by the box-score
// step's preparation, the main thread does it while the database works on the people-directory facts.
import type { Collected } from "../import/collect";

/** The fields of Collected that may arrive deferred. */
export const DEFERRED_FIELDS = ["playerGames"] as const satisfies ReadonlyArray<keyof Collected>;

export type DeferredField = (typeof DEFERRED_FIELDS)[number];

/** The JSON texts of a dataset's deferred fields, with their record counts (null: not deferred, none). */
export type DeferredTexts = Partial<Record<DeferredField, { json: string; count: number }>>;

const counts = new WeakMap<Collected, Partial<Record<DeferredField, number>>>();

/** Splits the deferred fields off a dataset read: the rest as one JSON text, each deferred field as its own. */
export function splitDeferred(data: Collected): { json: string; deferred: DeferredTexts } {
  const deferred: DeferredTexts = {};
  const rest: Record<string, unknown> = { ...data };
  for (const field of DEFERRED_FIELDS) {
    if (data[field].length === 0) continue;
    deferred[field] = { json: JSON.stringify(data[field]), count: data[field].length };
    rest[field] = [];
  }
  return { json: JSON.stringify(rest), deferred };
}

/** The dataset with each deferred field parsed from its text on first read, and counted without it. */
export function joinDeferred(data: Collected, deferred: DeferredTexts): Collected {
  const known: Partial<Record<DeferredField, number>> = {};
  for (const field of DEFERRED_FIELDS) {
    const text = deferred[field];
    if (!text) continue;
    known[field] = text.count;
    let records: Collected[DeferredField] | null = null;
    Object.defineProperty(data, field, {
      enumerable: true,
      configurable: true,
      get: () => (records ??= JSON.parse(text.json) as Collected[DeferredField]),
      set: (value: Collected[DeferredField]) => (records = value),
    });
  }
  counts.set(data, known);
  return data;
}

/** How many records a field holds, without parsing a deferred one. */
export function recordCount(data: Collected, field: DeferredField): number {
  return counts.get(data)?.[field] ?? data[field].length;
}
