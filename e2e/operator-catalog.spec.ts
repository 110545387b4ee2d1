import type { Excursion } from '@/contract/wire/catalog';
import type { Envelope } from '@/contract/wire/envelope';
import { expect, test, visitorPage } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { SITE_URL } from './support/ports';
import { firstExcursionId } from './support/seeded';
import { projectOf, signedInStaff } from './support/staff';

async function seededExcursion(): Promise<Excursion> {
  const response = await fetch(`${SITE_URL}/api/excursions/${await firstExcursionId()}`);
  return ((await response.json()) as Envelope<Excursion>).data;
}

test(
  'staff write a new excursion, publish it for visitors and take it off again',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    const project = projectOf(test.info());
    const name = `Kachikally Crocodile Pool (${project} ${Date.now()})`;
    const photo = (await seededExcursion()).coverImageUrl;
    await signedInStaff(page, 'catalog', project);

    await page.goto('/operator/excursions');
    await page.getByRole('link', { name: 'New excursion' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New excursion' })).toBeVisible();
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page
      .getByLabel(/^Description/)
      .fill('The sacred crocodile pool of Bakau, with its museum.');
    await page.getByLabel(/^Excursion type/).selectOption({ index: 1 });
    await page.getByLabel(/^Destination/).selectOption({ label: 'The Gambia' });
    await page.getByLabel(/^Location/).fill('Bakau');
    await page.getByLabel(/^Latitude/).fill('13.478');
    await page.getByLabel(/^Longitude/).fill('-16.681');
    await page.getByLabel(/^Start date/).fill('2027-01-15');
    await page.getByLabel(/^Or add a stored photo/).fill(photo);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('The excursion is saved.', { exact: false })).toBeVisible();
    await page.waitForURL(/\/operator\/excursions\/\d+$/);
    const id = Number(page.url().split('/').pop());
    expect(await blockingViolations(page)).toEqual([]);

    // What a visitor arriving now sees (a new browser: one who was there before may keep the
    // catalog's answer for its minute of Cache-Control, decision 021).
    const visitorSees = async (heading: { name: string; level?: number }) => {
      const visitor = await visitorPage(browser);
      await visitor.goto(`/tour-details/${id}`);
      await expect(visitor.getByRole('heading', heading)).toBeVisible();
      await visitor.close();
    };

    await visitorSees({ name: 'Tour not found' }); // a draft is not on the site yet
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await visitorSees({ level: 1, name });

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
    await visitorSees({ name: 'Tour not found' });
  },
);
