/**
 * `npm run fault`: every fault script, one after the other, on the embedded database and, when
 * DATABASE_URL names a PostgreSQL server, on a fresh database there too. Exits 1 when any fails.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SCRIPTS: { file: string; postgresToo: boolean }[] = [
  { file: 'kill-nine.ts', postgresToo: true },
  { file: 'mail-outage.ts', postgresToo: false },
  // The embedded folder's lock (decision 028): PostgreSQL takes any number of processes.
  { file: 'two-servers.ts', postgresToo: false },
];

const runs = SCRIPTS.flatMap(({ file, postgresToo }) => [
  { file, args: [] as string[] },
  ...(postgresToo && process.env.DATABASE_URL ? [{ file, args: ['--postgres'] }] : []),
]);

const failed: string[] = [];
for (const { file, args } of runs) {
  const name = [file, ...args].join(' ');
  console.log(`\n--- ${name}`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, file), ...args],
    {
      stdio: 'inherit',
      timeout: 180_000,
    },
  );
  console.log(
    `--- ${name}: ${result.status === 0 ? 'held' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (result.status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nFault scripts that failed: ${failed.join(', ')}`);
  process.exit(1);
}
