#!/usr/bin/env node
// Bundle budget (docs/architecture.md: a size, never a timing). Reads the stats the production
// build writes and prints the gzipped size of the JavaScript the home route loads: the entry
// chunks plus the lazy chunk group of the home page, with everything that group needs, against
// the client's 150 KB budget. The fixed stack alone weighs about that much, so until the client
// settles the budget CI holds the figure under a ceiling instead (decision 006): it may go down,
// never creep up. `npm run budget` (the gate) exits 1 above the ceiling; with --report, as
// `npm run build` runs it, it only prints.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assetNames, BUDGET_BYTES, entryFiles, gzipSize, isJs, kb } from './bundle-sizes.mjs';

/**
 * The figure after the last trim, rounded up: lower it with every trim. 172.6 KB on 2026-11-29:
 * the touch ripple's code left out (decision 069), with the phone menu's and the hydration
 * turns' code that came in the same days (decisions 067, 068). Raised once, on 2026-11-30, by
 * 0.1 KB to issue 42's own limit, for the browser's emotion cache that leaves the served rules
 * in place (decision 075): 176,937 B. 172.6 KB again on 2026-11-30: the tours list's paged query
 * loaded with that page's code, not with every page's (decision 078), 176,699 B. 171.7 KB on
 * 2026-12-01: emotion's own prefixer left out of the build for the site's (decision 082),
 * 175,787 B. Raised by 0.1 KB on 2026-12-02 for the bar that answers a link while the next page
 * is drawn (decision 087), within issue 42's limit.
 */
const CEILING_BYTES = Math.round(171.8 * 1024);
const HOME_CHUNK_GROUP = 'page-home';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const statsFile = path.join(root, 'dist', 'stats.json');

if (!fs.existsSync(statsFile)) {
  console.error('No dist/stats.json: run `npm run build` first.');
  process.exit(1);
}
const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
const homeGroup = stats.namedChunkGroups?.[HOME_CHUNK_GROUP];
if (!homeGroup) {
  console.error(`The build has no chunk group named "${HOME_CHUNK_GROUP}" (the home page).`);
  process.exit(1);
}
const homeFiles = [...new Set([...entryFiles(stats), ...assetNames(homeGroup)])].filter(isJs);
const homeSizes = homeFiles.map((name) => ({ name, gzip: gzipSize(stats, name) }));
const homeTotal = homeSizes.reduce((sum, file) => sum + file.gzip, 0);

const allJs = (stats.chunks ?? []).flatMap((chunk) => chunk.files ?? []).filter(isJs);
const largest = [...new Set(allJs)]
  .map((name) => ({ name, gzip: gzipSize(stats, name) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 5);

console.log('\nBundle budget: JavaScript the home route loads (gzip)');
for (const file of homeSizes) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.name}`);
console.log(
  `  ${kb(homeTotal).padStart(9)}  total (budget ${kb(BUDGET_BYTES)}, CI ceiling ${kb(CEILING_BYTES)})`,
);
console.log('\nFive largest chunks (gzip)');
for (const file of largest) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.name}`);

if (homeTotal > CEILING_BYTES) {
  console.error(
    `\nThe home route's JavaScript grew past CI's ceiling by ${kb(homeTotal - CEILING_BYTES)}.`,
  );
  process.exit(process.argv.includes('--report') ? 0 : 1);
}
if (homeTotal > BUDGET_BYTES) {
  console.log(
    `\nUnder CI's ceiling; over the client's budget by ${kb(homeTotal - BUDGET_BYTES)} (decision 006).`,
  );
} else {
  console.log('\nWithin budget.');
}
