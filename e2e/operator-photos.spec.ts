import sharp from 'sharp';
import { expect, test, visitorPage } from './support/fixtures';
import { projectOf, signedInStaff } from './support/staff';

/** A photo as a phone would send it: a JPEG drawn here, nothing committed. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: colour },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test(
  'staff create an excursion with two uploaded photos as a special offer; visitors see it until it is unpublished',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const project = projectOf(test.info());
    // "Aa…" sorts first by name: the first page of /tours-list shows it.
    const name = `Aardvark Lagoon Photo Walk (${project} ${Date.now()})`;
    const coverAlt = `Pirogues on the lagoon at dusk (${project})`;
    await signedInStaff(page, 'photos', project);

    await page.goto('/operator/excursions/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New excursion' })).toBeVisible();
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page
      .getByLabel(/^Description/)
      .fill('A slow walk round the lagoon with a local photographer.');
    await page.getByLabel(/^Excursion type/).selectOption({ index: 1 });
    await page.getByLabel(/^Destination/).selectOption({ label: 'The Gambia' });
    await page.getByLabel(/^Location/).fill('Tanji');
    await page.getByLabel(/^Latitude/).fill('13.35');
    await page.getByLabel(/^Longitude/).fill('-16.8');
    await page.getByLabel(/^Start date/).fill('2027-02-01');

    const photos = page.getByRole('region', { name: /^Photos/ });
    await photos
      .getByLabel('Choose photos')
      .setInputFiles([await photo('lagoon.jpg', '#2a6f97'), await photo('guide.jpg', '#e07a1f')]);
    await expect(photos.getByRole('listitem', { name: 'Photo 2 of 2' })).toBeVisible({
      timeout: 30_000,
    });
    await photos.getByLabel(/^Photo 1: what it shows/).fill(coverAlt);
    await page.getByLabel('Show as a special offer on the home page').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The excursion is saved.', { exact: false })).toBeVisible();
    await page.waitForURL(/\/operator\/excursions\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect(photos.getByRole('listitem', { name: 'Photo 2 of 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

    // A new visitor (a new browser: no catalog answer kept from before).
    const visitor = await visitorPage(browser);
    const uploadedCover = visitor.getByRole('img', { name: coverAlt }).first();
    await visitor.goto('/');
    await expect(visitor.getByRole('link', { name }).first()).toBeVisible({ timeout: 20_000 });
    await expect(uploadedCover).toHaveAttribute('src', /\/images\/uploads\/.+\.jpg$/);

    await visitor.goto('/tours-list');
    await expect(visitor.getByRole('link', { name }).first()).toBeVisible({ timeout: 20_000 });
    await expect(uploadedCover).toHaveAttribute('src', /\/images\/uploads\/.+\.jpg$/);

    await visitor.goto(`/tour-details/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    const cover = visitor.getByRole('img', { name: `${coverAlt}, picture 1 of 2` });
    await expect(cover).toHaveAttribute('src', /\/images\/uploads\/.+\.jpg$/);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await visitor.close();

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
    const later = await visitorPage(browser);
    await later.goto(`/tour-details/${id}`);
    await expect(later.getByRole('heading', { name: 'Tour not found' })).toBeVisible();
    await later.goto('/tours-list');
    await expect(later.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    await expect(later.getByRole('link', { name })).toHaveCount(0);
    await later.close();
  },
);
