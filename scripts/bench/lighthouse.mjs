// Lighthouse's mobile scores (performance, accessibility, best practices, SEO) of the home page,
// the excursion list and one excursion's page, on the production build served by the real server
// on a fresh embedded database, in Debian's chromium. Prints figures; never fails on a score.
// Needs a build (`npm run build`).
//
//   node scripts/bench/lighthouse.mjs [--port 3998]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 3998;
const site = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-lighthouse-'));
/** Debian's chromium and its flags, as the browser suite launches it. */
const DEBIAN_CHROMIUM = JSON.parse(
  fs.readFileSync(new URL('../../e2e/support/chromium.json', import.meta.url), 'utf8'),
);

async function waitForServer(server) {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server stopped before answering');
    try {
      if ((await fetch(`${site}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 180_000) throw new Error('no answer within 180 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function firstExcursionId() {
  const answer = await fetch(
    `${site}/api/excursions/allexcursion?SortColumn=name&pageSize=1&pageIndex=1`,
  );
  return (await answer.json()).data.results[0].id;
}

/** What the largest paint was, and where its time went (Lighthouse's LCP phases). */
function lcpDetails(audits) {
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node?.nodeLabel ?? 'unknown';
  const phases = (tables[1]?.items ?? [])
    .map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`)
    .join(', ');
  return `LCP element "${element.slice(0, 60)}" (${phases})`;
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
try {
  await waitForServer(server);
  // The first start draws the demo pictures after it listens: let it finish.
  await new Promise((r) => setTimeout(r, 20_000));
  const pages = ['/', '/tours-list', `/tour-details/${await firstExcursionId()}`];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.path,
    chromeFlags: ['--headless=new', ...DEBIAN_CHROMIUM.flags],
  });
  console.log('Lighthouse, mobile (simulated slow 4G, 4x CPU slow-down), scores out of 100:');
  for (const page of pages) {
    // A first visit warms the server's picture copies; the second is measured.
    await lighthouse(`${site}${page}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const result = await lighthouse(`${site}${page}`, {
      port: chrome.port,
      logLevel: 'error',
      formFactor: 'mobile',
    });
    const { categories, audits } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key) => audits[key]?.displayValue ?? '-';
    console.log(
      `${page.padEnd(20)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
        `best practices ${score('best-practices')}  SEO ${score('seo')}  ` +
        `(FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
    );
    console.log(`${''.padEnd(20)} ${lcpDetails(audits)}; script ${metric('bootup-time')}`);
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
