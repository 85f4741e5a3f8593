// Regenerates app/assets/fonts/inter-naira-wght.woff2: the naira sign (₦) cut from Fontsource's Inter
// latin-ext variable file, so prices do not make every page download that 84 KB file for one glyph.
// Run after upgrading @fontsource-variable/inter:
//   npm install --no-save subset-font && node scripts/subset-naira-font.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const source = readFileSync(
  'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
);
const subset = await subsetFont(source, '\u20a6', { targetFormat: 'woff2' });
writeFileSync('app/assets/fonts/inter-naira-wght.woff2', subset);
console.log(`app/assets/fonts/inter-naira-wght.woff2: ${subset.length} bytes`);
