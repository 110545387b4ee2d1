import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Issue 42: on a low-cost phone a tap on the menu, a card or Book Now is answered, whether the
 * page's code has run or not. Each tap's time to its answer is recorded (the test's annotations,
 * and the log), never judged: scripts/bench/taps.mjs measures it on a quiet machine.
 */

/**
 * A low-cost phone's speed on a machine of CI's kind (benchmarkIndex about 2,600; see
 * scripts/bench/phoneSlowdown.mjs); slower on a slower machine. Fixed, not measured here: the
 * index measured beside the suite's other worker and server reads a third of a quiet machine's.
 */
const SLOWDOWN = 10;

/** Notes, in the page, how long each tap waited for its answer: see `tapTime`. */
function noteTapTimes() {
  const times: Record<string, number> = {};
  (window as unknown as { tapTimes: typeof times }).tapTimes = times;
  // Until the next paint after its handlers (Event Timing; only those of 16 ms and more).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) times.painted = Math.max(times.painted ?? 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  // Until the click reached the page: a link's navigation starts then, and a page that goes
  // paints no more, so it is kept for the next page.
  addEventListener(
    'click',
    (event) => sessionStorage.setItem('tapReached', String(performance.now() - event.timeStamp)),
    true,
  );
}

/** The longest a tap waited, in ms: the menu's to its painted answer, a link's to navigating. */
async function tapTime(page: Page): Promise<number> {
  return page.evaluate(() => {
    const painted = (window as unknown as { tapTimes: { painted?: number } }).tapTimes.painted;
    return Math.round(painted ?? Number(sessionStorage.getItem('tapReached') ?? 0));
  });
}

/** Forgets the last tap's times: the next tap's alone are read. */
async function forgetTapTimes(page: Page) {
  await page.evaluate(() => {
    delete (window as unknown as { tapTimes: { painted?: number } }).tapTimes.painted;
    sessionStorage.removeItem('tapReached');
  });
}

/** The page's scripts, held until `release`: a tap on the server's page before any code runs. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function slowToAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
}

function record(testInfo: TestInfo, what: string, ms: number) {
  const description = `${what}: answered after ${ms} ms, the CPU slowed ${SLOWDOWN}×`;
  testInfo.annotations.push({ type: 'tap', description });
  console.log(description);
}

const openMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Open menu' });
const siteMenu = (page: Page) => page.getByRole('navigation', { name: 'Site menu' });
const firstCard = (page: Page) => page.getByRole('main').getByRole('article').first();
const tourHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

/**
 * How long the tour page may take to show once a tap has reached it. Drawn in the browser at 10×,
 * it takes 4–6 s on a quiet 2-core machine and 6–13 s beside a busy one; the tap's answer is what
 * is recorded here, not how long the page takes (the Lighthouse benchmark measures that).
 */
const PAGE_SHOWN = { timeout: 60_000 };

async function tapLink(page: Page, link: Locator, testInfo: TestInfo, what: string) {
  const name = (await firstCard(page).getByRole('heading').textContent()) ?? '';
  await forgetTapTimes(page);
  await link.tap();
  await expect(page).toHaveURL(/\/tour-details\/\d+$/);
  await expect(tourHeading(page, name)).toBeVisible(PAGE_SHOWN);
  record(testInfo, what, await tapTime(page));
}

test.describe('a tap at a low-cost phone’s speed', { tag: '@phone-only' }, () => {
  // Everything in the page runs ten times slower: so may the test.
  test.slow();
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(noteTapTimes);
    await slowToAPhone(page);
  });

  test('before the code runs, the menu opens and its links lead on', async ({ page }, info) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await openMenu(page).tap();
    await expect(siteMenu(page)).toBeVisible();
    record(info, 'the menu, before the code', await tapTime(page));

    await siteMenu(page).getByRole('link', { name: 'About Us' }).tap();
    await expect(page).toHaveURL('/about');
    release();
  });

  test('before the code runs, a card and its Book Now lead to the tour', async ({ page }, info) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await tapLink(page, firstCard(page).getByRole('heading').getByRole('link'), info, 'a card');
    await page.goBack({ waitUntil: 'commit' });
    const bookNow = firstCard(page).getByRole('link', { name: /^Book Now: / });
    await tapLink(page, bookNow, info, 'Book Now, before the code');
    release();
  });

  test('once the page runs, the menu, a card and Book Now answer', async ({ page }, info) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await forgetTapTimes(page);
    await openMenu(page).tap();
    await expect(siteMenu(page)).toBeVisible();
    record(info, 'the menu, once running', await tapTime(page));
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(siteMenu(page)).toBeHidden();

    await tapLink(
      page,
      firstCard(page).getByRole('link', { name: /^Book Now: / }),
      info,
      'Book Now',
    );
    // The bar that answered the tap while the page was drawn (decision 087) has gone with it.
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeHidden();
  });
});

/**
 * What keeps the main thread short while the page's code starts (decision 074): the files every
 * page runs at start are marked for Chrome to compile while they stream in, off the main thread;
 * webpack's small runtime, compiled on the main thread anyway, is not.
 */
test(
  'the files every page runs at start carry Chrome’s compile hint',
  { tag: '@phone-only' },
  async ({ request }) => {
    const page = await (await request.get('/')).text();
    const sources = /data-scripts="([^"]+)"/.exec(page)?.[1].split(' ') ?? [];
    const hinted: Record<string, boolean> = {};
    for (const source of sources.filter((name) => /\/(runtime|framework|main)\./.test(name))) {
      const file = await (await request.get(source)).text();
      hinted[source.replace(/\.[0-9a-f]{8}\.js$/, '')] = file.startsWith(
        '//# allFunctionsCalledOnLoad\n',
      );
    }
    expect(hinted).toEqual({ '/runtime': false, '/framework': true, '/main': true });
  },
);
