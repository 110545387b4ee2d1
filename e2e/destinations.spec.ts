import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { newVisitor } from './support/account';
import { expectPageInLayout, pageHeading } from './support/layout';
import { SITE_URL } from './support/ports';
import type { Destination } from '@/contract/wire/catalog';
import type { Envelope } from '@/contract/wire/envelope';

/** The seeded destinations, in the order the list shows them. */
async function seededDestinations(): Promise<Destination[]> {
  const response = await fetch(`${SITE_URL}/api/destination`);
  const body = (await response.json()) as Envelope<Destination[]>;
  return body.data;
}

const main = (page: Page) => page.getByRole('main');

async function expectNoHorizontalScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

async function expectDetailsOf(page: Page, destination: Destination) {
  await expect(pageHeading(page)).toHaveText(destination.name);
  await expectPageInLayout(page, 'Destination Details');
  const excursions = main(page).getByRole('region', { name: `Excursions in ${destination.name}` });
  await expect(excursions.getByRole('link', { name: /.+/ }).first()).toHaveAttribute(
    'href',
    /^\/tour-details\/\d+$/,
  );
  const table = main(page).getByRole('table', { name: 'Good To Know' });
  const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(row('Country')).toContainText(destination.countryName);
  await expect(row('Visa Requirements')).toContainText('ECOWAS');
  await expect(row('Languages')).toContainText(destination.language);
  await expect(row('Currency')).toContainText(destination.currency);
  await expect(main(page).locator(`iframe[title="Map of ${destination.name}"]`)).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Pdf Download' })).toHaveAttribute(
    'href',
    `/api/destination/${destination.id}/factsheet.pdf`,
  );
}

test.describe('destinations', () => {
  test(
    'the list leads with Explore to a destination, its excursions, map and Good To Know',
    { tag: '@phone-only' },
    async ({ page }) => {
      const [first] = await seededDestinations();
      await page.goto('/destination-list');
      await expectPageInLayout(page, 'Destinations');
      await expect(main(page).getByRole('article')).not.toHaveCount(0);
      await expectNoHorizontalScroll(page);

      await main(page)
        .getByRole('link', { name: `Explore ${first.name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/destination-details/${first.id}$`));
      await expectDetailsOf(page, first);
      const cover = main(page).getByRole('img', { name: `A view of ${first.name}` });
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoHorizontalScroll(page);
    },
  );

  test(
    'Load More opens the mosaic of eight, and a tile opens its destination',
    { tag: '@phone-only' },
    async ({ page }) => {
      const destinations = await seededDestinations();
      await page.goto('/destination-list');
      await main(page).getByRole('link', { name: 'Load More' }).click();
      await expect(page).toHaveURL(/\/destination-list-full$/);
      await expectPageInLayout(page, 'All Destinations');
      const tiles = main(page).getByRole('article');
      await expect(tiles).toHaveCount(Math.min(8, destinations.length));
      await expect(tiles.nth(3).getByTestId('mosaic-about')).toHaveText(/^.{1,255}$/s);
      await expectNoHorizontalScroll(page);

      const fourth = destinations[3];
      // The tile carries its destination: the details page does not ask the server for it again.
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/api/destination/${fourth.id}`) {
          fetched.push(request.url());
        }
      });
      await tiles.nth(3).getByRole('link', { name: fourth.name }).click();
      await expect(page).toHaveURL(new RegExp(`/destination-details/${fourth.id}$`));
      await expectDetailsOf(page, fourth);
      expect(fetched).toEqual([]);
    },
  );

  test(
    'a review is posted, thanked and the form cleared',
    { tag: '@phone-only' },
    async ({ page }) => {
      const [first] = await seededDestinations();
      const visitor = newVisitor('reviewer');
      await page.goto(`/destination-details/${first.id}`);
      await expectPageInLayout(page, 'Destination Details');
      const form = page.getByRole('form', { name: 'Review this destination' });
      // The form hydrates after its page, once the visitor comes near it and its code has arrived.
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute('data-running');
      await form.getByRole('textbox', { name: 'Name' }).fill('Awa Jallow');
      await form.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
      await form.getByRole('textbox', { name: 'Comments' }).fill('The river creeks at dawn.');
      // A visitor clicks the fourth star (the radio button itself is visually hidden).
      const fourStars = form.getByRole('radio', { name: '4 Stars' });
      await form.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
      await expect(fourStars).toBeChecked();
      await form.getByRole('button', { name: 'Submit Review' }).click();

      await expect(page.getByText('Review created successfully!')).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
      await expect(form.getByRole('textbox', { name: 'Comments' })).toHaveValue('');
    },
  );

  test(
    'an empty review is held back by the browser, each field saying what it needs',
    { tag: '@phone-only' },
    async ({ page }) => {
      const [first] = await seededDestinations();
      await page.goto(`/destination-details/${first.id}`);
      await expectPageInLayout(page, 'Destination Details');
      const form = page.getByRole('form', { name: 'Review this destination' });
      // The form hydrates after its page, once the visitor comes near it and its code has arrived.
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute('data-running');
      let posted = false;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/review/create')) posted = true;
      });
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await expect(form.getByText('Please enter your name.')).toBeVisible();
      await expect(form.getByText('Please enter your e-mail address.')).toBeVisible();
      await expect(form.getByText('Please write your review.')).toBeVisible();
      expect(
        await form
          .getByRole('textbox', { name: 'Name' })
          .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);
      expect(posted).toBe(false);
    },
  );

  test('the details page has no serious or critical accessibility violation', async ({ page }) => {
    const [first] = await seededDestinations();
    await page.goto(`/destination-details/${first.id}`);
    await expectPageInLayout(page, 'Destination Details');
    await expectNoHorizontalScroll(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
