// What the bundle budget (scripts/bundle-budget.mjs) and the stack-floor benchmark
// (scripts/bench/stack-floor.mjs) both weigh with: the client's budget, the gzip of a built
// file, and the JavaScript of a build's entry points as the build's stats list them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The client's budget for the JavaScript the home route loads (issue 3, decision 006). */
export const BUDGET_BYTES = 150 * 1024;

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export const isJs = (name) => name.endsWith('.js');

/** A chunk group's files: stats list them as names or as `{ name }`. */
export const assetNames = (group) => (group?.assets ?? []).map((asset) => asset.name ?? asset);

/** The JavaScript every page of a build loads first. */
export const entryFiles = (stats) => Object.values(stats.entrypoints ?? {}).flatMap(assetNames);

/** A built file's size as gzip at level 9, as the build's own .gz copies are made. */
export const gzipSize = (stats, name) =>
  zlib.gzipSync(fs.readFileSync(path.join(stats.outputPath, name)), { level: 9 }).length;
