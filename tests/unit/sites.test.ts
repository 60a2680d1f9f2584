// Site resolution by host, the filters each site adds to API calls, the themes and the icon files.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { apiLevel, hostName, requestHost, siteById, siteFilters, siteForHost, siteForRequest } from "../../sites/resolve";
import { cbb, cbs, cfb, chk, hub, mlb, nba, nfl, nhl, SITES } from "../../sites/sites";
import { DEFAULT_THEME_COLOR, defaultTheme, footballTheme, SHADES, themeColor, themeCssVariables } from "../../sites/theme";
import type { SiteConfig } from "../../sites/site";

const PUBLIC_DIR = new URL("../../public/", import.meta.url);

describe("SITES", () => {
  it("lists the nine sites once each, hub first", () => {
    expect(SITES.map((site) => site.id)).toEqual(["hub", "nfl", "nba", "mlb", "nhl", "cfb", "cbb", "cbs", "chk"]);
    expect(new Set(SITES.flatMap((site) => site.hosts)).size).toBe(SITES.flatMap((site) => site.hosts).length);
  });

  it("gives each sister site its production host first and <id>.localhost", () => {
    for (const site of SITES.filter((s) => s.id !== "hub")) {
      expect(site.hosts).toEqual([`${site.id}.championshiphistory.com`, `${site.id}.localhost`]);
    }
  });

  it("finds sites by id", () => {
    expect(siteById("cfb")).toBe(cfb);
    expect(siteById("xfl")).toBeUndefined();
  });
});

describe("siteForHost", () => {
  for (const site of SITES) {
    for (const host of site.hosts) {
      it(`resolves ${host} to ${site.id}`, () => {
        expect(siteForHost(host).id).toBe(site.id);
        expect(siteForHost(`${host}:3000`).id).toBe(site.id);
        expect(siteForHost(`${host}:443`).id).toBe(site.id);
        expect(siteForHost(host.toUpperCase()).id).toBe(site.id);
        expect(siteForHost(`${host.toUpperCase()}:8080`).id).toBe(site.id);
        expect(siteForHost(`${host}.`).id).toBe(site.id);
        expect(siteForHost(`${host}.:3000`).id).toBe(site.id);
        expect(siteForHost(`  ${host}  `).id).toBe(site.id);
      });
    }
  }

  it("gives the hub for unknown or malformed hosts", () => {
    for (const host of [
      "example.com",
      "evil.localhost",
      "nfl.localhost.evil.com",
      "evilnfl.localhost",
      "",
      "   ",
      ":3000",
      "%%%garbage%%%",
      "nfl localhost",
      "[::1]:3000",
      "[::1]",
      "[nfl.localhost]",
    ]) {
      expect(siteForHost(host), JSON.stringify(host)).toBe(hub);
    }
    expect(siteForHost(null)).toBe(hub);
    expect(siteForHost(undefined)).toBe(hub);
  });

  it("takes the first of a comma-separated list", () => {
    expect(siteForHost("nba.localhost, nfl.localhost").id).toBe("nba");
  });
});

describe("hostName", () => {
  it("lower-cases and strips port and trailing dot", () => {
    expect(hostName("NFL.LocalHost.:3000")).toBe("nfl.localhost");
    expect(hostName("championshiphistory.com")).toBe("championshiphistory.com");
    expect(hostName("")).toBe("");
    expect(hostName(null)).toBe("");
  });

  it("keeps an IPv6 literal in brackets, without its port", () => {
    expect(hostName("[::1]:3000")).toBe("[::1]");
    expect(hostName("[2001:DB8::1]")).toBe("[2001:db8::1]");
    expect(hostName("[::1")).toBe("[::1");
  });
});

describe("requestHost", () => {
  const headers = new Headers({ host: "nba.localhost:3000", "x-forwarded-host": "nfl.championshiphistory.com" });

  it("ignores X-Forwarded-Host unless the proxy is trusted", () => {
    expect(requestHost(headers, false)).toBe("nba.localhost:3000");
    expect(requestHost(headers, true)).toBe("nfl.championshiphistory.com");
  });

  it("falls back to Host when the trusted proxy sends no X-Forwarded-Host", () => {
    expect(requestHost(new Headers({ host: "mlb.localhost" }), true)).toBe("mlb.localhost");
    expect(requestHost(new Headers(), true)).toBe("");
    expect(requestHost(new Headers(), false)).toBe("");
  });

  it("picks the site of a request accordingly", () => {
    const request = new Request("http://127.0.0.1/", { headers });
    expect(siteForRequest(request, false)).toBe(nba);
    expect(siteForRequest(request, true)).toBe(nfl);
    expect(siteForRequest(new Request("http://127.0.0.1/"), false)).toBe(hub);
  });
});

describe("siteFilters and apiLevel", () => {
  it("adds nothing on the hub", () => {
    expect(siteFilters(hub)).toEqual({});
  });

  it("filters a professional site by sport and level", () => {
    expect(siteFilters(nfl)).toEqual({ sport__slug: "football", level__slug: "professional" });
    expect(siteFilters(nba)).toEqual({ sport__slug: "basketball", level__slug: "professional" });
    expect(siteFilters(mlb)).toEqual({ sport__slug: "baseball", level__slug: "professional" });
    expect(siteFilters(nhl)).toEqual({ sport__slug: "hockey", level__slug: "professional" });
  });

  it("maps the college level to NCAA Division I", () => {
    expect(siteFilters(cfb)).toEqual({ sport__slug: "football", level__slug: "ncaa-division-i" });
    expect(siteFilters(cbb)).toEqual({ sport__slug: "basketball", level__slug: "ncaa-division-i" });
    expect(siteFilters(cbs)).toEqual({ sport__slug: "baseball", level__slug: "ncaa-division-i" });
    expect(siteFilters(chk)).toEqual({ sport__slug: "hockey", level__slug: "ncaa-division-i" });
  });

  it("passes the explicit NCAA levels and professional through", () => {
    expect(apiLevel("college")).toBe("ncaa-division-i");
    expect(apiLevel("ncaa-division-i")).toBe("ncaa-division-i");
    expect(apiLevel("ncaa-division-ii")).toBe("ncaa-division-ii");
    expect(apiLevel("ncaa-division-iii")).toBe("ncaa-division-iii");
    expect(apiLevel("professional")).toBe("professional");
    expect(siteFilters({ sport: "football", level: "ncaa-division-ii" })).toEqual({
      sport__slug: "football",
      level__slug: "ncaa-division-ii",
    });
    expect(siteFilters({ sport: null, level: "professional" })).toEqual({ level__slug: "professional" });
  });
});

describe("themes", () => {
  it("gives the two football sites red and gold, the others the default", () => {
    for (const site of SITES) {
      const expected = site.id === "nfl" || site.id === "cfb" ? footballTheme : defaultTheme;
      expect(site.theme, site.id).toBe(expected);
    }
    expect(footballTheme.primary[600]).toBe("#dc2626");
    expect(footballTheme.secondary[600]).toBe("#ca8a04");
  });

  it("uses primary 600 as the theme colour, with the default when there is no theme", () => {
    expect(themeColor(nfl.theme)).toBe("#dc2626");
    expect(themeColor(cfb.theme)).toBe("#dc2626");
    expect(themeColor(hub.theme)).toBe("#4f46e5");
    expect(themeColor(nba.theme)).toBe("#4f46e5");
    expect(themeColor(undefined)).toBe("#3B82F6");
    expect(DEFAULT_THEME_COLOR).toBe("#3B82F6");
  });

  it("writes every shade of every scale as a CSS variable", () => {
    const css = themeCssVariables(footballTheme);
    expect(css.startsWith(":root{")).toBe(true);
    expect(css.endsWith("}")).toBe(true);
    expect(css).toContain("--site-primary-600:#dc2626;");
    expect(css).toContain("--site-secondary-600:#ca8a04;");
    expect(css).toContain("--site-primary-50:#fef2f2;");
    expect(css).toContain("--site-primary-950:#450a0a;");
    // The football theme has no quinary scale: it falls back to primary.
    expect(css).toContain("--site-quinary-600:#dc2626;");
    expect(css.match(/--site-/g)?.length).toBe(5 * SHADES.length);
    expect(themeCssVariables(defaultTheme)).toContain("--site-primary-600:#4f46e5;");
    expect(themeCssVariables(defaultTheme)).toContain("--site-quinary-600:#475569;");
  });
});

describe("icons", () => {
  function publicFile(url: string): string {
    expect(url.startsWith("/")).toBe(true);
    return fileURLToPath(new URL(url.slice(1), PUBLIC_DIR));
  }

  it.each(SITES.map((site): [string, SiteConfig] => [site.id, site]))("%s has its logo, favicon and touch icon under public/", (id, site) => {
    expect(site.logoUrl).toBe(`/sites/${id}/logo.svg`);
    expect(site.faviconUrl).toBe(`/sites/${id}/favicon.svg`);
    expect(site.appleTouchIconUrl).toBe(`/sites/${id}/apple-touch-icon.png`);
    for (const url of [site.logoUrl, site.faviconUrl, site.appleTouchIconUrl]) {
      expect(existsSync(publicFile(url)), url).toBe(true);
    }
  });
});
