// The Content-Security-Policy built from inline script hashes, and the base security headers.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Base64 } from "~/.server/render-html.server";
import { applySecurityHeaders, contentSecurityPolicy, inlineScriptHashes, webCryptoSha256 } from "~/.server/security-headers";

function sha256(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

const CONTEXT = 'window.__remixContext = {"url":"/"};';
const MODULE = 'import * as route0 from "/assets/root.js";\nwindow.__remixRouteModules = {"root":route0};';

const HTML = `<!DOCTYPE html><html><head>
<script src="/assets/entry.client.js" type="module"></script>
<script type="module" src="/assets/manifest.js"></script>
<script>${CONTEXT}</script>
</head><body>
<SCRIPT type="module" async>${MODULE}</SCRIPT>
<script></script>
<script>${CONTEXT}</script>
</body></html>`;

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script body, ignoring external and empty scripts", async () => {
    expect(await inlineScriptHashes(HTML)).toEqual([sha256(CONTEXT), sha256(MODULE)]);
  });

  it("gives the same hashes with the Node build's synchronous digest as with Web Crypto", async () => {
    for (const text of [CONTEXT, MODULE, "é", "", "x".repeat(100_000)]) expect(sha256Base64(text)).toBe(await webCryptoSha256(text));
    const page = HTML.replace(CONTEXT, 'window.__remixContext = {"url":"/node"};');
    expect(await inlineScriptHashes(page, sha256Base64)).toEqual([sha256('window.__remixContext = {"url":"/node"};'), sha256(MODULE), sha256(CONTEXT)]);
  });

  it("lists only scripts the browser runs: a JSON-LD data block is never run, so it needs no hash", async () => {
    const jsonLd = '{"@context":"https://schema.org","@type":"SportsTeam","name":"Montreal Canadiens"}';
    const page = `<script type="application/ld+json">${jsonLd}</script><script type='text/javascript'>let a = 1;</script><script type=module>let b = 2;</script>`;
    expect(await inlineScriptHashes(page)).toEqual([sha256("let a = 1;"), sha256("let b = 2;")]);
    expect(await inlineScriptHashes(`<script type="text/plain">let c = 3;</script>`)).toEqual([]);
  });

  it("hashes the exact body, whitespace included", async () => {
    expect(await inlineScriptHashes("<script>\n  let a = 1;\n</script>")).toEqual([sha256("\n  let a = 1;\n")]);
    expect(await inlineScriptHashes("<script>\n  let a = 1;\n</script>")).not.toEqual([sha256("let a = 1;")]);
    // The example hash of MDN's Content-Security-Policy script-src page.
    expect(await inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
    expect(await inlineScriptHashes("<script>é</script>")).toEqual([sha256("é")]);
  });

  it("gives each render its own hashes while the repeated scripts' hashes are kept", async () => {
    const data = (n: number) => `window.__remixContext.streamController.enqueue(${JSON.stringify("x".repeat(5000) + n)});`;
    for (let n = 0; n < 3; n++) {
      const html = `<script>${CONTEXT}</script><script>${data(n)}</script><script type="module">${MODULE}</script>`;
      expect(await inlineScriptHashes(html)).toEqual([sha256(CONTEXT), sha256(data(n)), sha256(MODULE)]);
    }
    for (let n = 0; n < 600; n++) expect(await inlineScriptHashes(`<script>let n = ${n};</script>`)).toEqual([sha256(`let n = ${n};`)]);
    expect(await inlineScriptHashes(HTML)).toEqual([sha256(CONTEXT), sha256(MODULE)]);
  });

  it("finds nothing in a page without inline scripts", async () => {
    expect(await inlineScriptHashes("<html><body><p>No scripts</p></body></html>")).toEqual([]);
    expect(await inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const hashes = [sha256(CONTEXT), sha256(MODULE)];
  const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d] as const));

  it("lists the hashes in script-src and forbids framing", () => {
    const policy = contentSecurityPolicy(hashes);
    const byName = directives(policy);
    expect(byName.get("script-src")).toBe(`script-src 'self' ${sha256(CONTEXT)} ${sha256(MODULE)}`);
    expect(byName.get("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(byName.get("default-src")).toBe("default-src 'self'");
    expect(byName.get("object-src")).toBe("object-src 'none'");
    expect(byName.get("connect-src")).toBe("connect-src 'self'");
    expect(policy).not.toContain("unsafe-eval");
    expect(byName.get("script-src")).not.toContain("unsafe-inline");
  });

  it("allows inline scripts, eval and websockets only in development", () => {
    const byName = directives(contentSecurityPolicy(hashes, true));
    expect(byName.get("script-src")).toBe(`script-src 'self' ${sha256(CONTEXT)} ${sha256(MODULE)} 'unsafe-inline' 'unsafe-eval'`);
    expect(byName.get("connect-src")).toBe("connect-src 'self' ws:");
    expect(byName.get("frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it("is script-src 'self' alone without hashes", () => {
    expect(directives(contentSecurityPolicy([])).get("script-src")).toBe("script-src 'self'");
  });
});

describe("applySecurityHeaders", () => {
  it("adds the base headers without replacing ones already set", () => {
    const headers = new Headers({ "Referrer-Policy": "no-referrer" });
    applySecurityHeaders(headers);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(headers.get("Referrer-Policy")).toBe("no-referrer");
  });
});
