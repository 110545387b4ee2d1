// The floor under the home route's bundle budget (decision 006): builds scripts/bench/stack-floor/
// app.tsx, the least a page on the client's stack can load, with the site's own webpack
// configuration into a temporary folder, and prints the gzipped JavaScript it loads next to the
// 150 KB budget. Prints figures; never fails on a size.
//
//   node scripts/bench/stack-floor.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGET_BYTES, entryFiles, gzipSize, isJs, kb } from '../bundle-sizes.mjs';
import { buildStackFloor } from './stack-floor/build.mjs';

const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-stack-floor-'));

try {
  buildStackFloor(path.join(buildDir, 'website'));
  const stats = JSON.parse(fs.readFileSync(path.join(buildDir, 'stats.json'), 'utf8'));
  const sizes = entryFiles(stats)
    .filter(isJs)
    .map((name) => ({ name, gzip: gzipSize(stats, name) }));
  const total = sizes.reduce((sum, file) => sum + file.gzip, 0);
  console.log('The stack alone: React, Redux Toolkit with RTK Query, redux-persist, the router,');
  console.log("MUI's theme, baseline and one button (gzip):");
  for (const file of sizes) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.name}`);
  console.log(`  ${kb(total).padStart(9)}  total`);
  console.log(
    `\nLeft of the 150 KB budget for the site's own first page: ${kb(BUDGET_BYTES - total)}`,
  );
} finally {
  fs.rmSync(buildDir, { recursive: true, force: true });
}
