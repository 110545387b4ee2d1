// The main thread's long tasks after the first paint as a phone has them (issue 42, decision
// 076): the four pages of the Lighthouse benchmark loaded in a phone viewport with the CPU slowed,
// driven over the DevTools protocol with V8's inspector left off (./protocolPage.mjs), and,
// alternating with each load in the same run, the same page with the protocol's Runtime domain
// enabled as Playwright and Lighthouse enable it: the anchor, which shows what the inspector adds.
// The Long Tasks API gives each task of 50 ms or more; blocking time is the sum of their excess
// over 50 ms, counted from the first contentful paint to 2.5 s after the load event at 4× (that
// wait longer in proportion when slower).
// Prints the medians of five (`--runs N`) at 4× and at a low-cost phone's speed on this host
// (./phoneSlowdown.mjs), with the host's benchmarkIndex; never fails on slowness. About 8
// minutes on a host of benchmarkIndex 2,500. Needs a build (`npx webpack --mode production`).
//
//   node scripts/bench/longTasks.mjs [--port 3995] [--runs 5] [--pages /,/tours-list]
import { phoneSlowdown } from './phoneSlowdown.mjs';
import { asPhone, benchmarkOnSite, median, sleep } from './protocolPage.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const port = Number(option('--port', 3995));
const runs = Number(option('--runs', 5));
const pages = option('--pages', '/,/tours-list,/tour-details/2,/destination-details/1').split(',');

/** In the page, from its start: every long task, as [start, duration]. */
const NOTE_LONG_TASKS = `window.longTasks = [];
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.longTasks.push([task.startTime, task.duration]);
}).observe({ type: 'longtask', buffered: true });`;

/** One load of `url`: blocking time, longest task and count of long tasks after the first paint. */
async function loadOnce(browser, url, { slowdown, inspector }) {
  const page = await browser.newPage();
  try {
    await asPhone(page, slowdown);
    if (inspector) await page.send('Runtime.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: NOTE_LONG_TASKS });
    const loaded = page.nextEvent('Page.loadEventFired');
    await page.send('Page.navigate', { url });
    await loaded;
    await sleep((2500 * slowdown) / 4);
    const { paint, tasks } = await page.evaluate(`({
      paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      tasks: window.longTasks,
    })`);
    const after = tasks.filter(([start]) => start >= paint).map(([, duration]) => duration);
    return {
      blocking: Math.round(after.reduce((sum, duration) => sum + duration - 50, 0)),
      longest: Math.round(Math.max(0, ...after)),
      count: after.length,
    };
  } finally {
    await page.close();
  }
}

async function measureAt(browser, siteUrl, slowdown) {
  console.log(`\nCPU slowed ${slowdown}×, phone viewport, medians of ${runs}:`);
  console.log(
    '| Page | blocking ms | longest ms | long tasks | with the inspector: blocking, longest, count |',
  );
  console.log('|---|---|---|---|---|');
  for (const pagePath of pages) {
    const phone = [];
    const inspected = [];
    for (let run = 0; run < runs; run++) {
      phone.push(await loadOnce(browser, siteUrl + pagePath, { slowdown, inspector: false }));
      inspected.push(await loadOnce(browser, siteUrl + pagePath, { slowdown, inspector: true }));
    }
    const medians = (rows) =>
      ['blocking', 'longest', 'count'].map((k) => median(rows.map((r) => r[k])));
    console.log(
      `| ${pagePath} | ${medians(phone).join(' | ')} | ${medians(inspected).join(', ')} |`,
    );
  }
}

await benchmarkOnSite({ port, pagePaths: pages }, async (browser, siteUrl, benchmarkIndex) => {
  await measureAt(browser, siteUrl, 4);
  await measureAt(browser, siteUrl, phoneSlowdown(benchmarkIndex));
});
