import type { Page } from '@playwright/test';
import { paths } from '../src/config/routes';
import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { expectPageInLayout, pageHeading, siteFooter, siteHeader } from './support/layout';

/** Nothing wider than the screen, down to the 360 px phone. */
async function expectNoHorizontalScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

const main = (page: Page) => page.getByRole('main');

/**
 * A details page in its layout, its map loaded. Not `networkidle`: with the map service's answer
 * stubbed in a cross-origin frame, Chromium sometimes never reports the page idle.
 */
async function expectDetailsInLayout(page: Page, country: string) {
  await expectHeading(page, country);
  await expect(pageHeading(page)).toHaveCount(1);
  await expect(siteHeader(page)).toBeVisible();
  await expect(siteFooter(page)).toBeVisible();
  await expect(page).toHaveTitle('Special Excursion Details | West Africa Tours');
  const map = main(page).locator('[data-map]');
  const mapPage = page.frameLocator('iframe[title^="Map of"]').locator('title');
  // The map loads when it is near the screen; the excursion list arriving above it can push it
  // away again, so scroll to it until it has loaded, as a visitor would.
  await expect(async () => {
    await map.scrollIntoViewIfNeeded();
    await expect(mapPage).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A page of the lazily loaded site is up: its h1 reads `title` (a busy machine may be slow). */
async function expectHeading(page: Page, title: string) {
  await expect(pageHeading(page)).toHaveText(title, { timeout: 20_000 });
}

test.describe('special excursions', () => {
  // Each test walks several pages, each loading its own chunk, data and pictures.
  test.describe.configure({ timeout: 120_000 });

  test(
    'tiles → Students → Learn more → a country’s excursions → an excursion',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto('/special-excursions/');
      await expectHeading(page, 'Special Excursions');
      await expectPageInLayout(page, 'Special Excursions');
      await expect(main(page).getByRole('article')).toHaveCount(8);
      await expectNoHorizontalScroll(page);

      await main(page).getByRole('link', { name: 'Students', exact: true }).click();
      await expectHeading(page, 'Students');
      const countries = page.getByRole('region', { name: 'Countries in the Students programme' });
      const learnMore = countries.getByRole('link', { name: /^Learn more about / }).first();
      await expect(learnMore).toBeVisible();
      const country = (await learnMore.textContent())?.replace('Learn more about ', '') ?? '';
      await learnMore.click();

      await expect(page).toHaveURL(/\/special-excursion-details\//);
      await expectDetailsInLayout(page, country);
      await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
      await expect(page.getByRole('table', { name: 'Good To Know' })).toContainText(country);
      await expect(page.getByRole('table', { name: 'Good To Know' })).toContainText(/\d+ people/);
      await expectNoHorizontalScroll(page);
      expect(await blockingViolations(page)).toEqual([]);

      const available = page.getByRole('region', { name: 'Available Excursions' });
      const firstCard = available.getByRole('article').first().getByRole('link');
      const href = await firstCard.getAttribute('href');
      expect(href).toMatch(/^\/tour-details\/\d+$/);
      await firstCard.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(pageHeading(page)).toBeVisible();
    },
  );

  test(
    'a static entry’s details list that country’s excursions of the category',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto(paths.specialExcursionCategory('Fishing'));
      await expectHeading(page, 'Fishing');
      await expectPageInLayout(page, 'Special Excursions');
      await main(page).getByRole('link', { name: 'Learn more about Senegal' }).click();
      await expectDetailsInLayout(page, 'Senegal');
      const available = page.getByRole('region', { name: 'Available Excursions' });
      await expect(
        available.getByRole('link', { name: 'Saloum Delta Sport Fishing Day' }),
      ).toBeVisible();
      await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
      await expect(page.getByRole('table', { name: 'Good To Know' })).toContainText('Toubacouta');
    },
  );

  test('Nature Groups shows both birding itineraries, and passes axe', async ({ page }) => {
    await page.goto(paths.specialExcursionCategory('Nature Groups'));
    await expectHeading(page, 'Nature Groups');
    await expectPageInLayout(page, 'Special Excursions');
    const week = page.getByRole('region', { name: '7-day Gambia birding itinerary' });
    const fortnight = page.getByRole('region', { name: '14-day Gambia birding itinerary' });
    await expect(week.getByRole('heading', { level: 4 })).toHaveCount(7);
    await expect(fortnight.getByRole('heading', { level: 4 })).toHaveCount(14);
    await expect(week.getByRole('heading', { name: /^Day 7: / })).toBeVisible();
    await expect(fortnight.getByRole('heading', { name: /^Day 14: / })).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('every category page fits the screen and passes axe', async ({ page }) => {
    for (const title of ['Students', 'Cruises', 'Religious Groups', 'Culture Music & Arts']) {
      await page.goto(paths.specialExcursionCategory(title));
      await expectHeading(page, title);
      await expectPageInLayout(page, 'Special Excursions');
      await expect(
        main(page)
          .getByRole('link', { name: /^Learn more about / })
          .first(),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
      expect(await blockingViolations(page), title).toEqual([]);
    }
  });

  test(
    'a damaged details link shows a friendly error',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto('/special-excursion-details/%7B%22countryName%22%3A%22Gha');
      await expectHeading(page, 'We could not open this excursion');
      await main(page).getByRole('link', { name: 'See all special excursions' }).click();
      await expectHeading(page, 'Special Excursions');
    },
  );
});
