import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/config/routes';
import { cartLink } from './support/layout';
import { expect, test } from './support/fixtures';
import { firstDestinationId, firstExcursionId } from './support/seeded';

/*
 * Parts of a rendered page below the screen hydrate when they come near it, or when the visitor
 * reaches them first (decision 052). Whether a part's code has run is read from the element React
 * attaches its own fields to: nothing a visitor sees tells, but a phone pays for each part run.
 */
const hydrated = (part: Locator) =>
  part.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) =>
  main(page).getByRole('region', { name: 'Tours' }).getByRole('article');
/**
 * The `index`-th card (from the end when negative) of the excursions on request, pinned by its
 * name: a priced one's card leads to its page to choose a date instead of adding to the cart.
 */
async function cartCard(page: Page, index: number) {
  const withButton = cards(page).filter({
    has: page.getByRole('button', { name: /^Add to Cart/ }),
  });
  const name = await withButton.nth(index).getByRole('heading', { level: 2 }).textContent();
  return cards(page).filter({
    has: page.getByRole('heading', { level: 2, name: name ?? '', exact: true }),
  });
}

test('the tours list hydrates the cards on the screen, and the others as they come near it', async ({
  page,
}) => {
  await page.goto('/tours-list');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => hydrated(cards(page).first())).toBe(true);
  const last = cards(page).last();
  expect(await hydrated(last)).toBe(false);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(last)).toBe(true);
});

test('a button not yet seen works on its first press: a tap, and a click with no pointer before it', async ({
  page,
}) => {
  await page.goto('/tours-list');
  await page.waitForLoadState('networkidle');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  // A click alone, as a screen reader sends it: no pointer, no scrolling, nothing seen.
  const far = await cartCard(page, -1);
  expect(await hydrated(far)).toBe(false);
  await far.getByRole('button', { name: /^Add to Cart/ }).dispatchEvent('click');
  await expect(far.getByRole('button', { name: /^Remove from Cart/ })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // Scrolled to and pressed at once, before the screen's watch says it is there.
  const other = await cartCard(page, -2);
  expect(await hydrated(other)).toBe(false);
  await other.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(other.getByRole('button', { name: /^Remove from Cart/ })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
});

test("the home page's lower bands fetch their code when they come near the screen", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const contact = main(page).locator('section').last();
  expect(await hydrated(contact)).toBe(false);
  const atLoad = scripts.length;

  await contact.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(contact)).toBe(true);
  expect(scripts.length).toBeGreaterThan(atLoad);
  // Its links are the website's again: the contact page opens without a new document (the
  // page's own: the contact page's map is a frame with a document of its own).
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(request.url());
  });
  await contact.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/contact/);
  expect(documents).toEqual([]);
});

/** Pages whose parts under the first screen hydrate when scrolled to, and one such part. */
const PAGES_WITH_LOWER_PARTS = [
  {
    name: "a destination's parts under its cover",
    path: async () => paths.destinationDetails(await firstDestinationId()),
    part: '#destination-reviews',
  },
  {
    name: "an excursion's parts under its pictures and summary",
    path: async () => paths.tourDetails(await firstExcursionId()),
    part: '#tour-reviews',
  },
];

for (const { name, path, part } of PAGES_WITH_LOWER_PARTS) {
  test(`${name} hydrate as the visitor scrolls to them`, async ({ page }) => {
    await page.goto(await path());
    await page.waitForLoadState('networkidle');
    const reviews = main(page).locator(part);
    expect(await hydrated(reviews)).toBe(false);
    await reviews.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(reviews)).toBe(true);
  });
}

test("an excursion's description, what it includes, its summary's facts and the footer's texts are never hydrated, and are shown as served", async ({
  page,
}) => {
  await page.goto(paths.tourDetails(await firstExcursionId()));
  const description = main(page).getByRole('region', { name: 'About This Tour' });
  const included = main(page).getByRole('region', { name: "What's Included" });
  await description.scrollIntoViewIfNeeded();
  await included.scrollIntoViewIfNeeded();
  // The parts around them hydrate as they are seen; these two stay the server's (decision 070).
  const reviews = main(page).locator('#tour-reviews');
  await reviews.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(reviews)).toBe(true);
  expect(await hydrated(description)).toBe(false);
  expect(await hydrated(included)).toBe(false);
  await expect(description.getByRole('paragraph')).not.toBeEmpty();
  await expect(included.getByRole('listitem')).toHaveCount(3);
  // The summary around its facts hydrates (Book Now, on an excursion on request); they do not.
  const summary = main(page).getByRole('region', { name: 'Tour summary' });
  const facts = summary.getByRole('term').first();
  await expect.poll(() => hydrated(summary)).toBe(true);
  expect(await hydrated(facts)).toBe(false);
  await expect(summary.getByRole('term')).toHaveText(['Location', 'Duration', 'Number of people']);

  // The footer: its texts stay the server's, its currency picker hydrates, and its links lead on
  // in the browser, as the header's do (the window is still this one: nothing reloaded).
  const footer = page.getByRole('contentinfo');
  const explore = footer.getByRole('navigation');
  const picker = footer.getByRole('combobox', { name: /currency/i });
  await picker.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(picker)).toBe(true);
  expect(await hydrated(explore)).toBe(false);
  await page.evaluate(() => Object.assign(window, { sameWindow: true }));
  await explore.getByRole('link', { name: 'Contact Us' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  expect(await page.evaluate(() => 'sameWindow' in window)).toBe(true);
});

test("a page's own code is asked for by the page's loader, and no script twice, in English and in French @desktop-only", async ({
  page,
}) => {
  // Who asked for each script: the page (its loader) or a script file (webpack's, as the
  // website's code runs). Playwright's requests do not say; the browser's protocol does.
  // Each document's requests apart: the page left may still ask for a script it was fetching
  // when idle (the booking panel's picker) after the next page's address was asked for.
  const askedByDocument = new Map<string, Map<string, string[]>>();
  const browser = await page.context().newCDPSession(page);
  browser.on('Network.requestWillBeSent', ({ request, initiator, type, loaderId }) => {
    if (type !== 'Script') return;
    const caller = initiator.stack?.callFrames[0]?.url ?? initiator.url ?? initiator.type;
    const script = new URL(request.url).pathname;
    const askedBy = askedByDocument.get(loaderId) ?? new Map<string, string[]>();
    askedByDocument.set(loaderId, askedBy);
    askedBy.set(script, [...(askedBy.get(script) ?? []), new URL(caller, page.url()).pathname]);
  });
  await browser.send('Network.enable');
  await browser.send('Page.enable');
  const tourPage = `/tour-details/${await firstExcursionId()}`;
  for (const address of [tourPage, `/fr${tourPage}`]) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
    const { frameTree } = await browser.send('Page.getFrameTree');
    const askedByThisPage = askedByDocument.get(frameTree.frame.loaderId) ?? new Map();
    for (const [script, callers] of askedByThisPage)
      expect({ address, script, callers: callers.length }).toEqual({ address, script, callers: 1 });
    const pageCode = [...askedByThisPage.keys()].find((script) =>
      /^\/page-tour-details\.\w+\.js$/.test(script),
    );
    if (!pageCode) throw new Error(`scripts asked for: ${[...askedByThisPage.keys()].join(' ')}`);
    // With the website's scripts (decision 084), not once the website's code has started.
    expect(askedByThisPage.get(pageCode)).toEqual([address]);
  }
});
