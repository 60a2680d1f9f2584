import { describe, expect, it } from "vitest";
import { CopyTextWriter } from "../../../db/load/copy-text";

const decoded = (writer: CopyTextWriter) => new TextDecoder().decode(writer.take());

describe("CopyTextWriter", () => {
  it("writes numbers as String() does, integers digit by digit", () => {
    const writer = new CopyTextWriter(4);
    for (const value of [0, -0, 7, -42, 1999, 9007199254740991, -9007199254740991, 2.5, -0.125, 1e21, 1234567.891]) {
      writer.number(value);
      writer.tab();
    }
    expect(decoded(writer)).toBe("0\t0\t7\t-42\t1999\t9007199254740991\t-9007199254740991\t2.5\t-0.125\t1e+21\t1234567.891\t");
  });

  it("escapes backslash, tab and line breaks, in ASCII text and beyond it", () => {
    const writer = new CopyTextWriter(2);
    writer.text("a\\b\tc\nd\re");
    writer.tab();
    writer.text("Zdeno Chára\t\\ Ľubomír\n");
    writer.tab();
    writer.text("");
    writer.null();
    writer.endOfRow();
    expect(decoded(writer)).toBe("a\\\\b\\tc\\nd\\re\tZdeno Chára\\t\\\\ Ľubomír\\n\t\\N\n");
  });

  it("encodes characters beyond ASCII as UTF-8, growing as it goes", () => {
    const writer = new CopyTextWriter(1);
    const names = ["José Calderón", "Dražen Petrović", "佐々木朗希", "Teemu Selänne 🏒"];
    for (const name of names) {
      writer.text(name);
      writer.endOfRow();
    }
    const bytes = writer.take();
    expect(bytes.length).toBe(new TextEncoder().encode(`${names.join("\n")}\n`).length);
    expect(new TextDecoder().decode(bytes)).toBe(`${names.join("\n")}\n`);
  });

  it("starts empty again after take()", () => {
    const writer = new CopyTextWriter();
    writer.text("first");
    expect(decoded(writer)).toBe("first");
    expect(writer.byteLength).toBe(0);
    writer.number(2);
    expect(decoded(writer)).toBe("2");
  });
});
