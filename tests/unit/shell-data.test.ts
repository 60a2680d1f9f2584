import { describe, expect, it } from "vitest";
import { pickerSeasonOptions, shellSiteData } from "~/.server/shell-data";
import { hub, nfl, SITES } from "@sites";

describe("shellSiteData", () => {
  it("gives the site's public fields, theme and sister sites seen from the request's origin", () => {
    const data = shellSiteData(nfl, new URL("http://nfl.localhost:3201/teams"));
    expect(data.site.name).toBe(nfl.name);
    expect(data.site).not.toHaveProperty("theme");
    expect(data.themeCss).toContain("--site-primary-600:#dc2626");
    expect(data.sisterSites).toHaveLength(SITES.length);
    expect(data.sisterSites.find((sister) => sister.id === "hub")?.url).toBe("http://localhost:3201/");
    expect(data.sisterSites.find((sister) => sister.id === "nba")?.url).toBe("http://nba.localhost:3201/");
  });

  it("is made once per site and origin, and differs between them", () => {
    const first = shellSiteData(nfl, new URL("http://nfl.localhost:3201/teams"));
    expect(shellSiteData(nfl, new URL("http://nfl.localhost:3201/scores?x=1"))).toBe(first);
    const otherPort = shellSiteData(nfl, new URL("http://nfl.localhost:4000/teams"));
    expect(otherPort).not.toBe(first);
    expect(otherPort.sisterSites.find((sister) => sister.id === "hub")?.url).toBe("http://localhost:4000/");
    expect(shellSiteData(hub, new URL("http://nfl.localhost:3201/")).site.name).toBe(hub.name);
  });

  it("stays bounded whatever Host headers clients send", () => {
    for (let n = 0; n < 500; n++) shellSiteData(hub, new URL(`http://client-${n}.localhost/`));
    const data = shellSiteData(hub, new URL("http://client-0.localhost/"));
    expect(data.sisterSites.find((sister) => sister.id === "nfl")?.url).toBe("http://nfl.localhost/");
  });
});

describe("pickerSeasonOptions", () => {
  it("labels the picker's seasons in the sport's words, newest first", () => {
    const now = new Date(2026, 10, 29);
    const nba = pickerSeasonOptions("basketball", now);
    expect(nba[0]).toEqual({ year: 2027, label: "2027-28" });
    expect(nba[1]).toEqual({ year: 2026, label: "2026-27" });
    expect(pickerSeasonOptions("baseball", now)[1]).toEqual({ year: 2026, label: "2026" });
    expect(pickerSeasonOptions("basketball", now)).toBe(nba);
  });

  it("follows the default season when it rolls over", () => {
    expect(pickerSeasonOptions("football", new Date(2026, 6, 31))[1].year).toBe(2025);
    expect(pickerSeasonOptions("football", new Date(2026, 7, 1))[1].year).toBe(2026);
  });
});
