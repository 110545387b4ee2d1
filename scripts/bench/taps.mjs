// How long a tap on the home page waits for its answer on a low-cost phone (issue 42): the
// header's menu and a card's Book Now, tapped as soon as they are on the screen (while the page's
// code loads and hydrates) and again once the page has settled. The anchor, in the same run and
// alternating with the page: the same taps on the page with its scripts refused, which is the
// browser's own cost of the answer (style, layout, paint). Phone viewport, the CPU slowed 4× and
// then to a low-cost phone's speed on this host (./phoneSlowdown.mjs). The page is driven over
// the DevTools protocol with V8's inspector left off, as on a phone (./protocolPage.mjs,
// decision 076).
//
// A tap's time is the Event Timing duration of its interaction (from the touch to the next paint
// after its handlers, as Chrome's Interaction to Next Paint counts it; 200 ms is its "good"), or,
// for a link that leaves the page, the time until its click reached the page (the navigation
// starts then). Prints medians; never fails on slowness. Needs a build
// (`npx webpack --mode production`).
//
//   node scripts/bench/taps.mjs [--port 3996] [--runs 5]
/* global window, addEventListener -- the functions evaluated in the page */
import { phoneSlowdown } from './phoneSlowdown.mjs';
import { asPhone, benchmarkOnSite, median, sleep } from './protocolPage.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const port = option('--port', 3996);
const runs = option('--runs', 5);

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

/**
 * In the page: where `selector`'s element is once the page has painted it and a tap there would
 * reach it (scrolled into view first, as Playwright's tap does), or null.
 */
const onScreen = (selector) => `(() => {
  const element = document.querySelector(${JSON.stringify(selector)});
  if (!element || !performance.getEntriesByName('first-contentful-paint').length) return null;
  element.scrollIntoView({ block: 'nearest' });
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  const hit = box.width > 0 && document.elementFromPoint(x, y);
  return hit && element.contains(hit) ? { x, y } : null;
})()`;

/** What each tap aims at, when its answer is there, and its time once answered: expressions. */
const TAPS = {
  menu: {
    target: onScreen('header button[aria-label="Open menu"]'),
    answered: `document.getElementById('site-menu')?.checkVisibility() ?? false`,
    // The interaction's entry comes after the paint; one under 16 ms makes none.
    time: `new Promise((resolve) => setTimeout(() => resolve({ ms: window.taps.painted }), 1000))`,
  },
  'Book Now': {
    target: onScreen('main a[aria-label^="Book Now: "]'),
    answered: String.raw`/\/tour-details\/\d+$/.test(location.pathname)`,
    time: `(() => {
      const ms = sessionStorage.getItem('tapReached');
      return ms === null ? null : { ms: Number(ms) };
    })()`,
  },
};

/** One tap in a fresh phone page: the time to its answer, in ms. */
async function tapOnce(browser, url, { tap, slowdown, settled, withoutScripts }) {
  const page = await browser.newPage();
  try {
    await asPhone(page, slowdown);
    await page.send('Network.enable');
    if (withoutScripts) await page.send('Network.setBlockedURLs', { urls: ['*.js'] });
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${noteTaps})()` });
    const loaded = page.nextEvent('Page.loadEventFired');
    await page.send('Page.navigate', { url });
    if (settled) {
      await loaded;
      await sleep(3000);
    }
    const { target, answered, time } = TAPS[tap];
    await page.tap(await page.waitFor(target, `${tap} on the screen`));
    await page.waitFor(answered, `${tap} answered`);
    return Math.round((await page.waitFor(time, `${tap}'s time`)).ms);
  } finally {
    await page.close();
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

await benchmarkOnSite({ port, pagePaths: ['/'] }, async (browser, siteUrl, benchmarkIndex) => {
  await measureAt(browser, siteUrl, 4);
  await measureAt(browser, siteUrl, phoneSlowdown(benchmarkIndex));
});
