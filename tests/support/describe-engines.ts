// describe.each over both engines: the available ones run, the others are listed as skipped with the reason in the title.
import { describe } from "vitest";
import { engineCases, type Engine } from "./databases";

export function describeEachEngine(name: string, body: (engine: Engine) => void): void {
  const cases = engineCases(`${name} on `);
  const available = cases.filter((c) => !c.skip).map((c): [string, Engine] => [c.title, c.engine]);
  const skipped = cases.filter((c) => c.skip).map((c): [string, Engine] => [c.title, c.engine]);
  if (available.length > 0) describe.each(available)("%s", (_title, engine) => body(engine));
  if (skipped.length > 0) describe.skip.each(skipped)("%s", (_title, engine) => body(engine));
}
