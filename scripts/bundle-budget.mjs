#!/usr/bin/env node
// Bundle budget (DESIGN.md section 6: a size, never a timing). Reads the stats the production
// build writes and prints the gzipped size of the JavaScript the home route loads: the entry
// chunks plus the lazy chunk group of the home page, with everything that group needs. Exits 1
// when it passes the budget (`npm run budget`, the gate); with --report, as
// `npm run build` runs it, it only prints.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const HOME_CHUNK_GROUP = 'page-home';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const statsFile = path.join(root, 'dist', 'stats.json');

if (!fs.existsSync(statsFile)) {
  console.error('No dist/stats.json: run `npm run build` first.');
  process.exit(1);
}
const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
const outputDir = stats.outputPath;

const assetNames = (group) => (group?.assets ?? []).map((asset) => asset.name ?? asset);
const isJs = (name) => name.endsWith('.js');
const gzipSize = (name) =>
  zlib.gzipSync(fs.readFileSync(path.join(outputDir, name)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryFiles = Object.values(stats.entrypoints ?? {}).flatMap(assetNames);
const homeGroup = stats.namedChunkGroups?.[HOME_CHUNK_GROUP];
if (!homeGroup) {
  console.error(`The build has no chunk group named "${HOME_CHUNK_GROUP}" (the home page).`);
  process.exit(1);
}
const homeFiles = [...new Set([...entryFiles, ...assetNames(homeGroup)])].filter(isJs);
const homeSizes = homeFiles.map((name) => ({ name, gzip: gzipSize(name) }));
const homeTotal = homeSizes.reduce((sum, file) => sum + file.gzip, 0);

const allJs = (stats.chunks ?? []).flatMap((chunk) => chunk.files ?? []).filter(isJs);
const largest = [...new Set(allJs)]
  .map((name) => ({ name, gzip: gzipSize(name) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 5);

console.log('\nBundle budget: JavaScript the home route loads (gzip)');
for (const file of homeSizes) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.name}`);
console.log(`  ${kb(homeTotal).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})`);
console.log('\nFive largest chunks (gzip)');
for (const file of largest) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.name}`);

if (homeTotal > BUDGET_BYTES) {
  console.error(`\nThe home route's JavaScript is over budget by ${kb(homeTotal - BUDGET_BYTES)}.`);
  process.exit(process.argv.includes('--report') ? 0 : 1);
}
console.log('\nWithin budget.');
