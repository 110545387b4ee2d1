// How long a tap on the home page waits for its answer on a low-cost phone (issue 42): the
// header's menu and a card's Book Now, tapped as soon as they are on the screen (while the page's
// code loads and hydrates) and again once the page has settled. The anchor, in the same run and
// alternating with the page: the same taps on the page with its scripts refused, which is the
// browser's own cost of the answer (style, layout, paint). Phone viewport, the CPU slowed 4× and
// then to a low-cost phone's speed on this host (./phoneSlowdown.mjs).
//
// A tap's time is the Event Timing duration of its interaction (from the touch to the next paint
// after its handlers, as Chrome's Interaction to Next Paint counts it; 200 ms is its "good"), or,
// for a link that leaves the page, the time until its click reached the page (the navigation
// starts then). Prints medians; never fails on slowness. Needs a build
// (`npx webpack --mode production`).
//
//   node scripts/bench/taps.mjs [--port 3996] [--runs 5]
/* global window, addEventListener -- the functions evaluated in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { phoneSlowdown } from './phoneSlowdown.mjs';
import { startSite } from './site.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const port = option('--port', 3996);
const runs = option('--runs', 5);
const chromiumSettings = JSON.parse(
  fs.readFileSync(new URL('../../e2e/support/chromium.json', import.meta.url), 'utf8'),
);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** In the page: the longest interaction's duration, and when the last click reached the page. */
function noteTaps() {
  window.taps = { painted: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.taps.painted = Math.max(window.taps.painted, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
  addEventListener(
    'click',
    (event) => sessionStorage.setItem('tapReached', String(performance.now() - event.timeStamp)),
    true,
  );
}

const TAPS = {
  menu: {
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
    answered: (page) => page.getByRole('navigation', { name: 'Site menu' }).waitFor(),
    time: (page) => page.evaluate(() => window.taps.painted),
  },
  'Book Now': {
    target: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /^Book Now: / })
        .first(),
    answered: (page) => page.waitForURL(/\/tour-details\/\d+$/, { waitUntil: 'commit' }),
    time: async (page) => {
      await page.waitForFunction(() => sessionStorage.getItem('tapReached') !== null);
      return page.evaluate(() => Number(sessionStorage.getItem('tapReached')));
    },
  },
};

/** One tap in a fresh phone context: the time to its answer, in ms. */
async function tapOnce(browser, url, { tap, slowdown, settled, withoutScripts }) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(noteTaps);
    if (withoutScripts) await page.route(/\.js$/, (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(url, { waitUntil: settled ? 'networkidle' : 'commit' });
    if (settled) await page.waitForTimeout(3000);
    const { target, answered, time } = TAPS[tap];
    await target(page).tap();
    await answered(page);
    return Math.round(await time(page));
  } finally {
    await context.close();
  }
}

async function measureAt(browser, url, slowdown) {
  const rows = [];
  for (const tap of Object.keys(TAPS)) {
    for (const settled of [false, true]) {
      const page = [];
      const anchor = [];
      for (let run = 0; run < runs; run++) {
        page.push(await tapOnce(browser, url, { tap, slowdown, settled }));
        anchor.push(await tapOnce(browser, url, { tap, slowdown, settled, withoutScripts: true }));
      }
      rows.push({ tap, when: settled ? 'settled' : 'on sight', page, anchor });
    }
  }
  console.log(`\nCPU slowed ${slowdown}×, phone viewport, medians of ${runs} (ms):`);
  console.log('| Tap | When | page | without scripts | page, each run |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.tap} | ${row.when} | ${median(row.page)} | ${median(row.anchor)} | ${row.page.join(', ')} |`,
    );
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-taps-'));
const site = startSite(port, dataDir);
let browser;
try {
  await site.ready();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
    args: chromiumSettings.flags,
  });
  // One unmeasured visit first: a first start draws the demo pictures' copies on demand. Then
  // the host's benchmarkIndex, measured as Lighthouse measures it, in a page.
  const probe = await browser.newPage();
  await probe.goto(site.url, { waitUntil: 'networkidle' });
  await probe
    .getByRole('main')
    .getByRole('link', { name: /^Book Now: / })
    .first()
    .click();
  await probe.waitForLoadState('networkidle');
  const indexes = [];
  for (let i = 0; i < 3; i++)
    indexes.push(await probe.evaluate(pageFunctions.computeBenchmarkIndex));
  await probe.close();
  const benchmarkIndex = Math.round(median(indexes));
  console.log(`benchmarkIndex ${benchmarkIndex}, load ${os.loadavg()[0].toFixed(2)}`);
  await measureAt(browser, site.url, 4);
  await measureAt(browser, site.url, phoneSlowdown(benchmarkIndex));
} finally {
  await browser?.close();
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
