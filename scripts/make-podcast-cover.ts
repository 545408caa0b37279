/**
 * Writes the podcast's square cover (apps/web/public/podcast-cover.png): the brand mark on the
 * brand colour with sound waves, 1400 × 1400 px as podcast directories require (1400–3000 px,
 * RGB, square). No words, so one image serves the three languages. Run it after changing the
 * brand mark: `npx tsx scripts/make-podcast-cover.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SIZE = 1400;
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/podcast-cover.png');

const waves = [0, 1, 2]
  .map((i) => {
    const r = 170 + i * 110;
    return `<path d="M ${760 + r * 0.7} ${700 - r * 0.7} A ${r} ${r} 0 0 1 ${760 + r * 0.7} ${700 + r * 0.7}" fill="none" stroke="#ccfbf1" stroke-opacity="${0.9 - i * 0.25}" stroke-width="44" stroke-linecap="round"/>`;
  })
  .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<rect width="${SIZE}" height="${SIZE}" fill="#0f766e"/>
<g transform="translate(40 190) scale(16)"><path d="M18 44V20h16a10 10 0 0 1 0 20H26v4z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/></g>
${waves}
</svg>`;

await sharp(Buffer.from(svg))
  .flatten({ background: '#0f766e' })
  .png({ compressionLevel: 9, palette: true })
  .toFile(out);
console.log(`wrote ${out}`);
