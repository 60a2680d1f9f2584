// A page's CSV is a named export of its route module (app/lib/csv.ts): every route that shows a
// "Download CSV" link (CsvLink, itself or through a table component) exports `csvTable`, typed
// `CsvExport<...>`, and no route exports one without showing the link.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/project-imports";

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** Components under app/components that render the CsvLink themselves. */
function componentsWithCsvLink(): Array<string> {
  const files = readdirSync(join(ROOT, "app/components"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".tsx"));
  return files
    .filter((file) => !file.endsWith("CsvLink.tsx") && read(`app/components/${file}`).includes("<CsvLink"))
    .map((file) =>
      file
        .split("/")
        .at(-1)!
        .replace(/\.tsx$/, ""),
    );
}

describe("CSV routes", () => {
  const routes = readdirSync(join(ROOT, "app/routes")).filter((file) => file.endsWith(".tsx"));
  const csvComponents = componentsWithCsvLink();

  it("finds the table components that render the link", () => {
    expect(csvComponents).toEqual(expect.arrayContaining(["PeopleDirectory", "RosterTable", "ScheduleTable"]));
  });

  it("a route shows the Download CSV link exactly when it exports csvTable as a CsvExport", () => {
    const showsLink = (source: string) => source.includes("<CsvLink") || csvComponents.some((name) => new RegExp(`<${name}[\\s>]`).test(source));
    const mismatched = routes.flatMap((file) => {
      const source = read(`app/routes/${file}`);
      const exportsTable = /export const csvTable: CsvExport</.test(source);
      const untyped = /export (async )?function csvTable/.test(source);
      if (untyped) return [`${file}: csvTable is a function declaration, not a typed CsvExport`];
      return showsLink(source) === exportsTable ? [] : [`${file}: ${exportsTable ? "exports csvTable without the link" : "shows the link without csvTable"}`];
    });
    expect(routes.filter((file) => /export const csvTable/.test(read(`app/routes/${file}`))).length).toBeGreaterThanOrEqual(16);
    expect(mismatched).toEqual([]);
  });
});
