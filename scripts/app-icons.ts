// Writes the installed app's icons (apps/web/public/icons/) from the brand's mark (the favicon's
// drawing, apps/web/public/favicon.svg) and colour:
//
//   npm run icons:generate
//
// - icon-192.png, icon-512.png: the mark as the favicon draws it (rounded square), for the
//   manifest's `any` icons;
// - icon-maskable-512.png: a full square of the brand colour with the mark inside the central
//   safe circle (80 %), which Android crops into its own shape;
// - apple-touch-icon-180.png: a full square (iOS rounds the corners itself, and would show a
//   transparent corner black).
//
// The output is committed, like the fonts (scripts/subset-fonts.ts): the build needs no image
// tool, and a change of the mark is a deliberate step (run this, look at the files, commit).

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { THEME_COLOR } from '../apps/web/src/features/install/web-app-manifest';

const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');

/** The favicon's letter, on a 64-unit grid. */
const MARK =
  '<path d="M18 44V20h16a10 10 0 0 1 0 20H26v4z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>';

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${body}</svg>`;

const rounded = `<rect width="64" height="64" rx="14" fill="${THEME_COLOR}"/>${MARK}`;
const fullSquare = (scale: number) =>
  `<rect width="64" height="64" fill="${THEME_COLOR}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${MARK}</g>`;

const ICONS: { file: string; size: number; body: string }[] = [
  { file: 'icon-192.png', size: 192, body: rounded },
  { file: 'icon-512.png', size: 512, body: rounded },
  { file: 'icon-maskable-512.png', size: 512, body: fullSquare(0.8) },
  { file: 'apple-touch-icon-180.png', size: 180, body: fullSquare(0.9) },
];

mkdirSync(out, { recursive: true });
for (const icon of ICONS) {
  const png = await sharp(Buffer.from(svg(icon.size, icon.body)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(path.join(out, icon.file), png);
  console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
}
