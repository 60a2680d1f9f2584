// Writes public/sites/<id>/apple-touch-icon.png (180x180) for every site, with nothing but node:zlib:
// a solid primary square and a lighter ring and star. Run once; the PNGs are kept in the repository.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const SIZE = 180;
const FOOTBALL = { primary: [0xdc, 0x26, 0x26], light: [0xfe, 0xf0, 0x8a], ring: [0xca, 0x8a, 0x04] };
const DEFAULT = { primary: [0x4f, 0x46, 0xe5], light: [0xcf, 0xfa, 0xfe], ring: [0xf5, 0x9e, 0x0b] };
const SITES = {
  hub: DEFAULT,
  nfl: FOOTBALL,
  nba: DEFAULT,
  mlb: DEFAULT,
  nhl: DEFAULT,
  cfb: FOOTBALL,
  cbb: DEFAULT,
  cbs: DEFAULT,
  chk: DEFAULT,
};

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Whether (x, y) lies inside a five-pointed star centred on (cx, cy). */
function inStar(x, y, cx, cy, outer, inner) {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function pixels({ primary, light, ring }) {
  const rowLength = 1 + SIZE * 3;
  const raw = Buffer.alloc(rowLength * SIZE);
  const centre = SIZE / 2;
  for (let y = 0; y < SIZE; y++) {
    raw[y * rowLength] = 0; // filter type: none
    for (let x = 0; x < SIZE; x++) {
      const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      let colour = primary;
      if (distance <= 64 && distance >= 56) colour = ring;
      if (inStar(x + 0.5, y + 0.5, centre, centre + 3, 44, 18)) colour = light;
      raw.set(colour, y * rowLength + 1 + x * 3);
    }
  }
  return raw;
}

function png(colours) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels(colours), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "sites");
for (const [id, colours] of Object.entries(SITES)) {
  const file = join(root, id, "apple-touch-icon.png");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png(colours));
  console.log(`wrote ${file}`);
}
