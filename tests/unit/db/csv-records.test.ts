// The CSV record splitter (db/csv.ts parseCsvRecords): fields, quoting and the line each record starts on.
import { describe, expect, it } from "vitest";
import { parseCsvRecords } from "../../../db/csv";

const records = (text: string, separator?: string) => [...parseCsvRecords(text, separator)];

describe("parseCsvRecords", () => {
  it("splits plain fields and keeps empty ones", () => {
    expect(records("a,b,,d\n1,2,3,4")).toEqual([
      { line: 1, fields: ["a", "b", "", "d"] },
      { line: 2, fields: ["1", "2", "3", "4"] },
    ]);
    expect(records("a,\n")).toEqual([{ line: 1, fields: ["a", ""] }]);
  });

  it("reads quoted fields with separators, doubled quotes and line breaks, counting lines", () => {
    expect(records('x,"a,b","say ""hi""","two\nlines"\nnext,1\n')).toEqual([
      { line: 1, fields: ["x", "a,b", 'say "hi"', "two\nlines"] },
      { line: 3, fields: ["next", "1"] },
    ]);
    expect(records('"",b')).toEqual([{ line: 1, fields: ["", "b"] }]);
  });

  it("a quote inside a plain field is a character; text after a closing quote is kept", () => {
    expect(records('5\'11",x\n"ab"cd,y')).toEqual([
      { line: 1, fields: ["5'11\"", "x"] },
      { line: 2, fields: ["abcd", "y"] },
    ]);
  });

  it("takes CRLF and lone CR line ends, skips blank lines and a byte-order mark", () => {
    expect(records("\ufeffa,b\r\n\r\nc,d\re,f")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 3, fields: ["c", "d"] },
      { line: 4, fields: ["e", "f"] },
    ]);
  });

  it("splits on another separator when told", () => {
    expect(records("a\tb,c\n", "\t")).toEqual([{ line: 1, fields: ["a", "b,c"] }]);
  });

  it("names the line of an unterminated quoted field", () => {
    expect(() => records('a\n"open,b\nc')).toThrow("unterminated quoted field starting on line 2");
  });
});
