// The URL-state kit: each field falls back on its own, canonical URLs drop defaults, one link builder.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { canonicalSearch, hrefWith, isIsoDate, normalisedQuery, pageCount } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";

const schema = z.object({
  q: fields.text(),
  sport: fields.oneOf(["", "football", "hockey"], ""),
  status: fields.oneOf(["all", "live", "final"], "all"),
  page: fields.page(),
  year: fields.year(),
  start: fields.date(),
  open: fields.token(),
});

describe("parseSearch", () => {
  it("reads every field and applies defaults for absent ones", () => {
    const values = parseSearch(schema, new URLSearchParams("q=%20Packers%20&sport=football&page=3&year=1966&start=2024-02-29"));
    expect(values).toEqual({ q: "Packers", sport: "football", status: "all", page: 3, year: 1966, start: "2024-02-29", open: undefined });
  });

  it("lets a bad value fall back on its own without costing the others", () => {
    const values = parseSearch(schema, new URLSearchParams("q=Bears&sport=cricket&status=nope&page=-2&year=19x6&start=2023-02-30&open=a%20b"));
    expect(values).toEqual({ q: "Bears", sport: "", status: "all", page: 1, year: undefined, start: undefined, open: undefined });
  });

  it("takes the last value of a repeated parameter and treats empty as absent", () => {
    expect(parseSearch(schema, new URLSearchParams("status=live&status=final&page=")).status).toBe("final");
    expect(parseSearch(schema, new URLSearchParams("page=")).page).toBe(1);
  });

  it("cuts a search text to 100 characters", () => {
    expect(parseSearch(schema, new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });
});

describe("canonicalSearch", () => {
  it("drops defaults and empty values, keeps the rest in order", () => {
    expect(canonicalSearch({ q: "", sport: "hockey", status: "all", page: 1 }, { status: "all", page: 1 })).toBe("?sport=hockey");
    expect(canonicalSearch({ status: "all", page: 1 }, { status: "all", page: 1 })).toBe("");
    expect(canonicalSearch({ page: 2, q: "a b" }, { page: 1 })).toBe("?page=2&q=a+b");
  });
});

describe("hrefWith", () => {
  it("sets and removes parameters", () => {
    expect(hrefWith("?q=a&sport=football", { sport: null, status: "live" })).toBe("?q=a&status=live");
    expect(hrefWith("", { q: "x" }, { pathname: "/scores" })).toBe("/scores?q=x");
    expect(hrefWith("?q=x", { q: null }, { pathname: "/scores" })).toBe("/scores");
  });

  it("drops the page when a filter changes, keeps it when asked or when the page itself changes", () => {
    expect(hrefWith("?q=a&page=4", { q: "b" })).toBe("?q=b");
    expect(hrefWith("?q=a&page=4", { page: 5 })).toBe("?q=a&page=5");
    expect(hrefWith("?q=a&page=4", { open: "7" }, { keepPage: true })).toBe("?q=a&page=4&open=7");
  });
});

describe("normalisedQuery and helpers", () => {
  it("sorts names, drops empty values and repeated names", () => {
    expect(normalisedQuery("?z=1&a=&b=2&b=3")).toBe("?b=3&z=1");
    expect(normalisedQuery("")).toBe("");
    expect(normalisedQuery("?admin=true&year=2020")).toBe("?year=2020");
  });

  it("knows real dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2023-2-1")).toBe(false);
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
