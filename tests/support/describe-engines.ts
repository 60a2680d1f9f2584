// describe.each over both engines: the available ones run, the others are listed as skipped with the reason in the title.
import { describe } from "vitest";
import { engineCases, type Engine } from "./databases";

export function describeEachEngine(name: string, body: (engine: Engine) => void): void {
  const cases = engineCases(`${name} on `);
  const available = cases.filter((c) => !c.skip);
  const skipped = cases.filter((c) => c.skip);
  if (available.length > 0) describe.each(available)("$title", ({ engine }) => body(engine));
  if (skipped.length > 0) describe.skip.each(skipped)("$title", ({ engine }) => body(engine));
}
