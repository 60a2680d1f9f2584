// The CSV rules: RFC 4180 fields, the all-rows request of a paged list, the API's page_size=all and its bound.
import { describe, expect, it } from "vitest";
import { csvField, csvFilename, listPaging, toCsv } from "~/lib/csv";
import { pageOf, pageRequest } from "../../../api/pagination";
import { MAX_EXPORT_ROWS, parseParams } from "../../../api/params";

describe("csv", () => {
  it("quotes a field with a comma, quote or line break and leaves others bare", () => {
    expect(csvField("Green Bay, WI")).toBe('"Green Bay, WI"');
    expect(csvField('The "Ice Bowl"')).toBe('"The ""Ice Bowl"""');
    expect(csvField("a\nb")).toBe('"a\nb"');
    expect(csvField(135)).toBe("135");
    expect(csvField(null)).toBe("");
  });

  it("writes a header row then one line per row, CRLF-ended", () => {
    const text = toCsv({
      filename: "x.csv",
      columns: [
        { key: "a", label: "A" },
        { key: "b", label: "B" },
      ],
      rows: [{ a: 1, b: "x,y" }],
    });
    expect(text).toBe('A,B\r\n1,"x,y"\r\n');
  });

  it("names the file from its non-empty parts", () => {
    expect(csvFilename("players", "", null, "Green Bay", 1966)).toBe("players-green-bay-1966.csv");
  });

  it("asks for the page a fan sees, or every row when the URL asks for the CSV", () => {
    expect(listPaging(new URL("http://x/players?page=3"), 3, 24)).toEqual({ page: 3, page_size: 24 });
    expect(listPaging(new URL("http://x/players?page=3&format=csv"), 3, 24)).toEqual({ page_size: "all" });
  });
});

describe("page_size=all", () => {
  const parse = (query: string) => parseParams(new URL(`http://x/api/people/players/?${query}`), ["page_size"]);

  it("is every row up to the bound; any other size stays within 1 to 200", () => {
    expect(parse("page_size=all").page_size).toBe(MAX_EXPORT_ROWS);
    expect(parse("page_size=200").page_size).toBe(200);
    expect(() => parse("page_size=201")).toThrow(/page_size/);
    expect(() => parse("page_size=everything")).toThrow(/or all/);
  });

  it("refuses more rows than the bound with a 400 that says to narrow the filters", () => {
    const request = pageRequest({ page_size: MAX_EXPORT_ROWS });
    expect(pageOf(new URL("http://x/"), request, MAX_EXPORT_ROWS, []).count).toBe(MAX_EXPORT_ROWS);
    expect(() => pageOf(new URL("http://x/"), request, MAX_EXPORT_ROWS + 1, [])).toThrow(/narrow the filters/);
  });
});
