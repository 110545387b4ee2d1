// How much work the main thread does as a page loads, counted in the thread's own CPU time rather
// than in wall time (issue 42). On a shared 2-core host a task's wall time includes the time the
// thread waited for a core while the server, the browser's other processes or the host's
// neighbours ran: the same build's tasks measured 2–3× longer in wall time than in thread time,
// and more on a busy day. Lighthouse's simulation and the Long Tasks API both read wall time, so a
// busy host moves their figures as much as a change of the code does. Thread time moves far less.
//
// Each of the four pages is loaded at full speed in a phone viewport, with V8's inspector left off
// (./protocolPage.mjs), under a DevTools trace; alternating with it in the same run, the anchor:
// the same page with its scripts refused, which is the browser's own work for the server's page.
// From the renderer's main thread it sums the thread time of its tasks from the navigation and
// from the first contentful paint until 3 s after the load event, and counts the tasks after the
// first paint that a CPU 4× slower (Lighthouse's mobile profile) and a low-cost phone (this
// host's ./phoneSlowdown.mjs) would make long (50 ms or more). Wall ÷ thread is how much the host
// stretched the tasks in this run. Prints the medians of five (`--runs N`) with the host's
// benchmarkIndex; never fails on slowness. About 4 minutes. Needs a build
// (`npx webpack --mode production`).
//
//   node scripts/bench/mainThreadWork.mjs [--port 3994] [--runs 5] [--pages /,/tours-list]
import { phoneSlowdown } from './phoneSlowdown.mjs';
import { asPhone, benchmarkOnSite, median, sleep } from './protocolPage.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const port = Number(option('--port', 3994));
const runs = Number(option('--runs', 5));
const pages = option('--pages', '/,/tours-list,/tour-details/2,/destination-details/1').split(',');

const TRACE_CATEGORIES = ['toplevel', 'loading', 'blink.user_timing', 'devtools.timeline'];
const TASK = 'ThreadControllerImpl::RunTask';

/** The trace of one load of `url`, until 3 s after its load event. */
async function traceLoad(browser, url, withoutScripts) {
  const page = await browser.newPage();
  try {
    await asPhone(page, 1);
    await page.send('Network.enable');
    if (withoutScripts) await page.send('Network.setBlockedURLs', { urls: ['*.js'] });
    await page.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: { includedCategories: TRACE_CATEGORIES },
    });
    await sleep(300); // until the renderer traces too: its first events would be lost
    const loaded = page.nextEvent('Page.loadEventFired');
    await page.send('Page.navigate', { url });
    await loaded;
    await sleep(3000);
    const complete = page.nextEvent('Tracing.tracingComplete');
    await page.send('Tracing.end');
    const { stream } = await complete;
    let text = '';
    for (;;) {
      const chunk = await page.send('IO.read', { handle: stream, size: 1 << 20 });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      if (chunk.eof) break;
    }
    return JSON.parse(text).traceEvents;
  } finally {
    await page.close();
  }
}

/** The figures of one load, in ms of the main thread's own time. */
function mainThreadFigures(events, url, slowdownOfPhone) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const thread = (event) => `${event.pid}:${event.tid}`;
  const mainThread = thread(paint);
  // The document's own start: a page can note others (with no address) as its code runs.
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  const tasks = events.filter(
    (event) =>
      event.name === TASK &&
      event.ph === 'X' &&
      thread(event) === mainThread &&
      event.ts >= start.ts,
  );
  const afterPaint = tasks.filter((task) => task.ts >= paint.ts);
  const threadMs = (task) => (task.tdur ?? task.dur) / 1000;
  const sum = (list, of) => list.reduce((total, task) => total + of(task), 0);
  const longAt = (slowdown) => afterPaint.filter((task) => threadMs(task) * slowdown >= 50).length;
  return {
    whole: sum(tasks, threadMs),
    afterPaint: sum(afterPaint, threadMs),
    longest: Math.max(0, ...afterPaint.map(threadMs)),
    longAt4: longAt(4),
    longOnPhone: longAt(slowdownOfPhone),
    stretch: sum(afterPaint, (task) => task.dur) / 1000 / Math.max(sum(afterPaint, threadMs), 1),
  };
}

const KEYS = ['whole', 'afterPaint', 'longest', 'longAt4', 'longOnPhone', 'stretch'];

function medians(rows) {
  return Object.fromEntries(KEYS.map((key) => [key, median(rows.map((row) => row[key]))]));
}

await benchmarkOnSite({ port, pagePaths: pages }, async (browser, siteUrl, benchmarkIndex) => {
  const phone = phoneSlowdown(benchmarkIndex);
  console.log(
    `\nMain-thread time at full speed, phone viewport, medians of ${runs} (ms of thread time; ` +
      `"long" = 50 ms or more at 4× and at a low-cost phone's ${phone}×):`,
  );
  console.log(
    '| Page | whole load | after the first paint | longest task after it | long at 4× | ' +
      `long at ${phone}× | wall ÷ thread | without scripts: whole, after the paint, longest |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const pagePath of pages) {
    const page = [];
    const anchor = [];
    for (let run = 0; run < runs; run++) {
      const url = siteUrl + pagePath;
      page.push(mainThreadFigures(await traceLoad(browser, url, false), url, phone));
      anchor.push(mainThreadFigures(await traceLoad(browser, url, true), url, phone));
    }
    const p = medians(page);
    const a = medians(anchor);
    const ms = (value) => value.toFixed(1);
    console.log(
      `| ${pagePath} | ${ms(p.whole)} | ${ms(p.afterPaint)} | ${ms(p.longest)} | ${p.longAt4} | ` +
        `${p.longOnPhone} | ${p.stretch.toFixed(2)} | ${ms(a.whole)}, ${ms(a.afterPaint)}, ` +
        `${ms(a.longest)} |`,
    );
  }
});
