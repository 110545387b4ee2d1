import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { expectPageInLayout, pageHeading } from './support/layout';
import { SITE_URL } from './support/ports';
import type { Destination, Excursion } from '@/contract/wire/catalog';
import type { Envelope, Paged } from '@/contract/wire/envelope';

/** The picture has arrived and decoded. */
async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The seeded content, read through the public API as the website reads it. */
async function apiData<T>(path: string): Promise<T> {
  const response = await fetch(`${SITE_URL}/api/${path}`);
  expect(response.ok, `GET /api/${path}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

async function firstExcursionsOf(destinationName: string): Promise<Excursion[]> {
  const destinations = await apiData<Destination[]>('destination');
  const destination = destinations.find((item) => item.name === destinationName);
  expect(destination, `the seeded destination ${destinationName}`).toBeDefined();
  const page = await apiData<Paged<Excursion>>(
    `excursions/destination/${destination!.id}?SortColumn=name&pageSize=20&pageIndex=1`,
  );
  return page.results.slice(0, 6);
}

const main = (page: Page) => page.getByRole('main');
const banner = (page: Page) => main(page).getByRole('region', { name: 'Hot places' });
const offers = (page: Page) => main(page).getByRole('region', { name: 'Special offers' });
const offerNames = (page: Page) => offers(page).getByRole('heading', { level: 3 });

async function openHome(page: Page) {
  await page.goto('/');
  // The page's chunk may take a while on a busy machine.
  await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
  await expectPageInLayout(page, 'Home');
}

test.describe('home page', () => {
  test('the banner shows the three hot places on their pictures, under the one h1', async ({
    page,
  }) => {
    await openHome(page);
    await expect(pageHeading(page)).toHaveText('Discover West Africa');
    const hotPlaces = banner(page);
    await hotPlaces.getByRole('button', { name: 'Pause the slideshow' }).click();
    await expect(hotPlaces.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();

    for (const [position, place] of ['Senegal', 'Ghana', 'The Gambia'].entries()) {
      await hotPlaces.getByRole('button', { name: `Show ${place}` }).click();
      const slide = hotPlaces.getByRole('group', { name: `${position + 1} of 3: ${place}` });
      await expect(slide).toBeVisible();
      await expect(hotPlaces.getByRole('group')).toHaveCount(1);
      await expectImageLoaded(slide.getByRole('img', { name: `A view of ${place}` }));
      await expect(slide.getByRole('link', { name: `Explore ${place}` })).toBeVisible();
    }
  });

  test(
    "choosing a destination shows that destination's special offers",
    { tag: '@phone-only' },
    async ({ page }) => {
      const senegal = await firstExcursionsOf('Senegal');
      await openHome(page);
      await expect(offerNames(page).first()).toBeVisible();

      await page.getByRole('combobox', { name: 'Destination' }).selectOption('Senegal');
      await expect(offerNames(page)).toHaveText(senegal.map((excursion) => excursion.name));
      await expect(offers(page).getByText('Special Offer', { exact: true })).toHaveCount(
        senegal.length,
      );
    },
  );

  test(
    'Book Now on a special offer opens its tour page',
    { tag: '@phone-only' },
    async ({ page }) => {
      const [first] = await firstExcursionsOf('Ghana');
      await openHome(page);
      await page.getByRole('combobox', { name: 'Destination' }).selectOption('Ghana');
      await expect(offerNames(page).first()).toHaveText(first.name);

      await offers(page)
        .getByRole('link', { name: `Book Now: ${first.name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/tour-details/${first.id}$`));
      await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveTitle(/^Tour Details \| /);
    },
  );

  test(
    'three special-interest packages, the reviews and the way to the contact form',
    { tag: '@phone-only' },
    async ({ page }) => {
      await openHome(page);
      const packages = main(page).getByRole('region', { name: 'Special interest tours' });
      await expect(packages.getByRole('article')).toHaveCount(3);
      await expect(
        main(page).getByRole('region', { name: 'What our travellers say' }).getByRole('blockquote'),
      ).toHaveCount(3);
      const contact = main(page).getByRole('region', { name: 'A trip made to measure' });
      await contact.getByRole('link', { name: 'contact form' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveTitle(/^Contact Us \| /);
    },
  );

  test('is accessible and no wider than the screen', async ({ page }) => {
    await openHome(page);
    // Lazy pictures and cards all in place before measuring.
    await offerNames(page).first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
