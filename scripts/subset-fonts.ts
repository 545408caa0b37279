// Writes the Cairo files the pages load (apps/web/src/fonts/), cut from @fontsource-variable/cairo:
//
//   npm run fonts:subset
//
// Each keeps the weight axis from 400 to 700 only (the weights the site uses) and the characters
// of one script. A page preloads its language's files (apps/api spa.ts `withFontFor`), and
// Lighthouse's mobile simulation charges every byte that arrives before the first paint to the
// Largest Contentful Paint: fontsource's Arabic file (31 KB, weights 200–1000, Arabic
// supplements and presentation forms) cost /sales 0.4 s of LCP; this one is 20 KB.
//
// The unicode ranges below must match the faces' `unicode-range` in apps/web/src/index.css.
// The output is committed: the build needs no font tool, and a change of these ranges or of
// the fontsource version is a deliberate step (run this, look at the sizes it prints, commit).

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = (file: string) =>
  readFileSync(require.resolve(`@fontsource-variable/cairo/files/cairo-${file}-wght-normal.woff2`));
const out = path.resolve(import.meta.dirname, '../apps/web/src/fonts');

/** [first, last] code points, inclusive. */
type Ranges = [number, number][];
const text = (ranges: Ranges) =>
  ranges
    .map(([a, b]) => String.fromCodePoint(...Array.from({ length: b - a + 1 }, (_, i) => a + i)))
    .join('');

const FILES: { name: string; from: string; ranges: Ranges }[] = [
  // The Arabic block (letters, harakat, Arabic-Indic digits, signs) and the joiners and marks.
  {
    name: 'cairo-arabic',
    from: 'arabic',
    ranges: [
      [0x0600, 0x06ff],
      [0x200c, 0x200f],
    ],
  },
  // On French and English pages: fontsource's Latin range (ASCII, Latin-1, punctuation, €).
  {
    name: 'cairo-latin',
    from: 'latin',
    ranges: [
      [0x0000, 0x00ff],
      [0x0131, 0x0131],
      [0x0152, 0x0153],
      [0x02bb, 0x02bc],
      [0x02c6, 0x02c6],
      [0x02da, 0x02da],
      [0x02dc, 0x02dc],
      [0x0304, 0x0304],
      [0x0308, 0x0308],
      [0x0329, 0x0329],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2191, 0x2191],
      [0x2193, 0x2193],
      [0x2212, 0x2212],
      [0x2215, 0x2215],
      [0xfeff, 0xfeff],
      [0xfffd, 0xfffd],
    ],
  },
];

for (const file of FILES) {
  const font = await subsetFont(source(file.from), text(file.ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  writeFileSync(path.join(out, `${file.name}.woff2`), font);
  console.log(`${file.name}.woff2  ${(font.length / 1024).toFixed(1)} KB`);
}
