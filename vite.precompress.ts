// The client build's scripts and stylesheets, compressed once at build time (decision 0202): each
// `assets/*.js` and `*.css` gets a `.br` (brotli 11) and a `.gz` (gzip 9) beside it, which the Node
// server sends as they are (server/precompressed-assets.ts). Compressing on every request cost the
// server CPU per asset served and sent brotli 4, about 15 % larger than 11 for our scripts. The edge
// build does not need them: the platform compresses what it serves.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth compressing: text the browser downloads on every first visit. */
const PRECOMPRESSED = /\.(js|css)$/;

async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

export function precompressedAssets(): Plugin {
  let ssr = false;
  return {
    name: "precompressed-assets",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      if (ssr || !options.dir) return;
      const files = Object.keys(bundle).filter((name) => PRECOMPRESSED.test(name));
      await Promise.all(files.map((name) => precompressFile(join(options.dir!, name))));
    },
  };
}
