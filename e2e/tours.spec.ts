import type { Page } from '@playwright/test';
import { createVerifiedAccount, newVisitor } from './support/account';
import { expect, test } from './support/fixtures';
import { AXE_TAGS, blockingViolations } from './support/axe';

/** This page's cards are judged by WCAG alone. */
const WCAG_TAGS = AXE_TAGS.filter((tag) => tag !== 'best-practice');
import { cartLink, expectPageInLayout, pageHeading, siteHeader } from './support/layout';
import { SITE_URL } from './support/ports';
import { holdBack, REVIEW_FORMS_SCRIPT } from './support/slowLink';
import type { Destination, Excursion } from '@/contract/wire/catalog';
import type { Envelope, Paged } from '@/contract/wire/envelope';
import type { ExcursionReviewRequest } from '@/contract/wire/reviews';

/** The seeded content, read through the public API as the website reads it. */
async function apiData<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${SITE_URL}/api/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok, `GET /api/${path}`).toBe(true);
  return (await response.json()) as T;
}

const listQuery = 'SortColumn=name&pageSize=20&pageIndex=1';
const allExcursions = async () =>
  (await apiData<Envelope<Paged<Excursion>>>(`excursions/allexcursion?${listQuery}`)).data;
/** The first page's excursions sold on request: SPEC.md's cart and Book Now are theirs. */
const onRequestExcursions = async () =>
  (await allExcursions()).results.filter((excursion) => excursion.pricing?.onRequest);

const main = (page: Page) => page.getByRole('main');
const tours = (page: Page) => main(page).getByRole('region', { name: 'Tours' });
const cards = (page: Page) => tours(page).getByRole('article');
const cardNamed = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The answer to the review the page posts next. */
const nextReviewAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/review/') && response.request().method() === 'POST',
  );

async function openToursList(page: Page) {
  await page.goto('/tours-list');
  await expect(pageHeading(page)).toHaveText('Our Tours', { timeout: 20_000 });
  await expect(cards(page).first()).toBeVisible();
  await expectPageInLayout(page, 'Our Tours');
}

/** A tour page in the layout (which brings its map into view and waits for it). */
async function expectTourPage(page: Page, name: string) {
  await expect(pageHeading(page)).toHaveText(name, { timeout: 20_000 });
  await expectPageInLayout(page, 'Tour Details');
}

test('scrolling down loads the next pages until there are no more tours', async ({ page }) => {
  test.slow(); // axe over every card takes a while on a busy machine
  const all = await allExcursions();
  expect(all.totalPages).toBeGreaterThan(2);
  await openToursList(page);
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(
    all.results[0].name,
  );

  for (let loaded = 20; loaded < all.totalCount; loaded += 20) {
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(Math.min(loaded + 20, all.totalCount));
  }
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect(tours(page).getByText('No more tours to load')).toBeVisible();
  await expect(tours(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(await blockingViolations(page, WCAG_TAGS)).toEqual([]);
});

/** An entry of a layout shift's sources (the Layout Instability API; not in TypeScript's DOM). */
interface ShiftSource {
  node: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

test('nothing on the list moves under the visitor as they scroll down it and back up', async ({
  page,
}) => {
  test.slow(); // the whole list, 300 px at a time, each step painted: 30-40 s on the phone
  // Every layout shift of the page, whatever caused it (the scrolling here is the page's own, not
  // input, so a shift it brings about is counted too), but for what lies below the list: a next
  // page arriving while the visitor is at the foot pushes the loading notice and the footer down.
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    // What moved, to say so when a shift is found: the element, its text, and where it went.
    const describe = ({ node, previousRect: from, currentRect: to }: ShiftSource) =>
      `${node instanceof Element ? node.outerHTML.slice(0, 160) : (node?.textContent ?? '(gone)').slice(0, 80)}: ` +
      `(${from.x}, ${from.y}, ${from.width}x${from.height}) -> (${to.x}, ${to.y}, ${to.width}x${to.height})`;
    const belowTheList = (node: Node | null) => {
      const list = document.querySelector('main ul');
      return Boolean(
        node &&
        list &&
        !list.contains(node) &&
        list.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources: ShiftSource[] };
        const below = shift.sources.length > 0 && shift.sources.every((s) => belowTheList(s.node));
        if (!below) shifts.push({ value: shift.value, moved: shift.sources.map(describe) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openToursList(page);
  const scrollBy = (dy: number) =>
    page.evaluate(async (by) => {
      window.scrollBy(0, by);
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
      return window.scrollY;
    }, dy);

  const step = 300;
  for (let y = 0, last = -1; y !== last;) [last, y] = [y, await scrollBy(step)];
  await expect.poll(() => cards(page).count()).toBeGreaterThan(20); // the next page comes
  for (let y = -1; y !== 0;) y = await scrollBy(-step);

  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts),
  ).toEqual([]);
});

test('choosing a destination lists its tours only', { tag: '@phone-only' }, async ({ page }) => {
  const destinations = (await apiData<Envelope<Destination[]>>('destination')).data;
  const ghana = destinations.find((destination) => destination.name === 'Ghana');
  expect(ghana).toBeDefined();
  const ghanaTours = (
    await apiData<Envelope<Paged<Excursion>>>(`excursions/destination/${ghana!.id}?${listQuery}`)
  ).data;
  expect(ghanaTours.totalCount).toBeGreaterThan(0);

  await openToursList(page);
  await main(page).getByRole('combobox', { name: 'Destination' }).selectOption('Ghana');

  await expect(cards(page)).toHaveCount(Math.min(ghanaTours.totalCount, 20));
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
    ghanaTours.results.map((excursion) => excursion.name),
  );
  if (ghanaTours.totalPages === 1) {
    await expect(tours(page).getByText('No more tours to load')).toBeVisible();
  }
});

test(
  'Add to Cart and Remove from Cart change the button and the header count',
  { tag: '@phone-only' },
  async ({ page }) => {
    const [first, second] = await onRequestExcursions();
    await openToursList(page);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

    const firstCard = cardNamed(page, first.name);
    await firstCard.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(firstCard.getByRole('button', { name: /^Remove from Cart/ })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    await cardNamed(page, second.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    await firstCard.getByRole('button', { name: 'Remove from Cart' }).click();
    await expect(firstCard.getByRole('button', { name: /^Add to Cart/ })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // The cart is kept: a reload shows the same buttons and count.
    await page.reload();
    await expect(
      cardNamed(page, second.name).getByRole('button', { name: /^Remove from Cart/ }),
    ).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  },
);

test(
  'a card opens its details, and a review is posted and the page reloads',
  { tag: '@phone-only' },
  async ({ page }) => {
    test.slow();
    const [first] = await onRequestExcursions();
    await openToursList(page);
    await cardNamed(page, first.name).getByRole('link', { name: first.name }).click();

    await expect(page).toHaveURL(new RegExp(`/tour-details/${first.id}$`));
    // Shown from the card's navigation state, in the layout under the tab title.
    await expect(pageHeading(page)).toHaveText(first.name);
    await expect(page).toHaveTitle('Tour Details | West Africa Tours');
    await expect(main(page).getByText('5.0')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expect(main(page).getByText('Not Available')).toBeVisible();
    // The map comes when it is near the screen.
    await main(page).locator('[data-map]').scrollIntoViewIfNeeded();
    await expect(main(page).locator('iframe[title^="Map of"]')).toBeAttached();

    const form = main(page).getByRole('form', { name: 'Review this tour' });
    // The form hydrates after its page, once the visitor comes near it and its code has arrived.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-running');
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await form.getByText('4 stars').click();
    await form.getByLabel('Name').fill('Fatou Ceesay');
    await form.getByLabel('Comments').fill('A wonderful day with a great guide.');

    const reviewAnswer = nextReviewAnswer(page);
    const reloaded = page.waitForEvent('load');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    const answer = await reviewAnswer;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({
      name: 'Fatou Ceesay',
      message: 'A wonderful day with a great guide.',
      rating: '4',
      reviewFor: first.id,
    } satisfies ExcursionReviewRequest);
    await reloaded;
    await expectTourPage(page, first.name);
    await expect(main(page).getByLabel('Comments')).toHaveValue('');
    expect(await blockingViolations(page, WCAG_TAGS)).toEqual([]);
  },
);

test("a review form's code is fetched when the visitor comes near the form, or at once on the next page", async ({
  page,
}) => {
  const [first, second] = await onRequestExcursions();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (REVIEW_FORMS_SCRIPT.test(request.url())) fetched.push(request.url());
  });
  await page.goto(`/tour-details/${first.id}`);
  await expect(pageHeading(page)).toHaveText(first.name);
  const form = main(page).getByRole('form', { name: 'Review this tour' });
  // The page is ready and the form, at its foot, not near the screen: its code stays away.
  await expect(form).not.toHaveAttribute('data-running');
  expect(fetched).toEqual([]);

  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-running');
  expect(fetched).toHaveLength(1);

  // Another tour reached through the site from a page whose form never came near the screen.
  await page.goto(`/tour-details/${second.id}`);
  await expect(form).not.toHaveAttribute('data-running');
  const specialOffers = await apiData<Envelope<Paged<Excursion>>>(
    'excursions/allexcursion?SortColumn=specialOffer&pageSize=6&pageIndex=1',
  );
  const [offer] = specialOffers.data.results;
  await siteHeader(page).getByRole('link', { name: 'West Africa Tours, home' }).click();
  await main(page).getByRole('link', { name: offer.name }).first().click();
  await expect(pageHeading(page)).toHaveText(offer.name);
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-running');
  await form.getByLabel('Name').fill('Isatou Bah');
  await expect(form.getByLabel('Name')).toHaveValue('Isatou Bah');
});

test(
  "a review written and sent before its form's code arrives is sent once it does",
  { tag: '@phone-only' },
  async ({ page }) => {
    const [, second] = (await allExcursions()).results;
    const letFormIn = await holdBack(page, REVIEW_FORMS_SCRIPT);
    await page.goto(`/tour-details/${second.id}`);
    const form = main(page).getByRole('form', { name: 'Review this tour' });
    await form.scrollIntoViewIfNeeded();
    await expect(form).not.toHaveAttribute('data-running');
    await form.getByText('3 stars').click();
    await form.getByLabel('Name').fill('Lamin Touray');
    await form.getByLabel('Comments').fill('Written before the form was ready.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    expect(new URL(page.url()).search).toBe('');

    const reviewAnswer = nextReviewAnswer(page);
    letFormIn();
    const answer = await reviewAnswer;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({
      name: 'Lamin Touray',
      message: 'Written before the form was ready.',
      rating: '3',
      reviewFor: second.id,
    } satisfies ExcursionReviewRequest);
  },
);

test(
  '/tour-details without an id opens the last viewed tour',
  { tag: '@phone-only' },
  async ({ page }) => {
    const [, second] = (await allExcursions()).results;
    await page.goto('/tour-details');
    await expect(main(page).getByRole('link', { name: 'See our tours' })).toBeVisible();

    await page.goto(`/tour-details/${second.id}`);
    await expect(pageHeading(page)).toHaveText(second.name);
    await page.goto('/tour-details');
    await expectTourPage(page, second.name);
  },
);

test(
  "a tour page's map loads only when the visitor comes near it",
  { tag: '@phone-only' },
  async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.frame() !== page.mainFrame()) mapRequests.push(request.url());
    });
    const [first] = await onRequestExcursions();
    await page.goto(`/tour-details/${first.id}`);
    await page.waitForLoadState('networkidle');
    // On a phone the map is screens below the pictures: nothing of it has loaded.
    const map = main(page).getByTitle(/^Map of/);
    await expect(map).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await main(page).locator('#tour-map').scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(page.frameLocator('main iframe').first().locator('title')).toBeAttached();
  },
);

test('Book Now without signing in asks to log in', { tag: '@phone-only' }, async ({ page }) => {
  const [first] = await onRequestExcursions();
  await page.goto(`/tour-details/${first.id}`);
  await expect(pageHeading(page)).toHaveText(first.name);
  await main(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Please login to book this excursion')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test(
  'Book Now books the tour for a signed-in visitor',
  { tag: '@phone-only' },
  async ({ page }) => {
    const [first] = await onRequestExcursions();
    // The password keeps to the rule's special characters (@$!%*?&).
    const token = await createVerifiedAccount({ ...newVisitor('tours'), password: 'Baobab@2026' });
    const account = await apiData<Record<string, unknown>>('account', token);
    // Signed in as the site keeps it: the token and the user info in sessionStorage.
    await page.addInitScript(
      ({ token, user }) => {
        // The map's frame may not use storage; only the page signs in.
        if (window !== window.top) return;
        sessionStorage.setItem('wat_token', token);
        sessionStorage.setItem('wat_user', user);
      },
      { token, user: JSON.stringify(account) },
    );

    await page.goto(`/tour-details/${first.id}`);
    await expect(pageHeading(page)).toHaveText(first.name);
    const booked = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/booking/add') && response.request().method() === 'POST',
    );
    await main(page).getByRole('button', { name: 'Book Now' }).click();
    expect((await booked).status()).toBe(201);
    await expect(page.getByText('Booking successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/user-profile$/);
  },
);
