import type { Destination } from '@/contract/wire/catalog';
import type { Envelope } from '@/contract/wire/envelope';
import { expect, test, visitorPage } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { SITE_URL } from './support/ports';
import { projectOf, searchConsoleList, signedInStaff } from './support/staff';

/** A seeded destination of this project's own (the last ones by name), so no spec shares it. */
async function destinationOf(project: string): Promise<Destination> {
  const response = await fetch(`${SITE_URL}/api/destination`);
  const all = ((await response.json()) as Envelope<Destination[]>).data;
  return all[all.length - (project === 'phone' ? 2 : 1)];
}

test(
  'staff edit a destination and its public page shows the change',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    test.slow(); // the console's pages, a visitor's page and four screenshots for review
    const project = projectOf(test.info());
    const destination = await destinationOf(project);
    const visa = `Visitors need a visa on arrival (${project} ${Date.now()}).`;
    await signedInStaff(page, 'destinations', project);

    await page.goto('/operator/destinations');
    await searchConsoleList(page, 'Name or country', destination.name);
    await page.getByRole('link', { name: destination.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();
    await expect(page.getByLabel(/^Capital/)).toHaveValue(destination.capital);
    await page.screenshot({ path: test.info().outputPath('destination-page.png'), fullPage: true });
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByLabel(/^Visa requirements/).fill(visa);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes are saved', { exact: false })).toBeVisible();

    // A visitor arriving now (a new browser: one who was there before may keep the catalog's
    // answer for its minute of Cache-Control, decision 021).
    const visitor = await visitorPage(browser);
    await visitor.goto(`/destination-details/${destination.id}`);
    await expect(visitor.getByRole('table', { name: 'Good To Know' })).toContainText(visa);
    await visitor.close();

    // Unpublishing a destination with published excursions asks first; closing changes nothing.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unpublish this destination?' });
    await expect(dialog).toContainText('published excursion');
    await page.screenshot({ path: test.info().outputPath('destination-unpublish.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

    await page.goto('/operator/destinations');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('destinations-list.png'),
      fullPage: true,
    });

    await page.goto('/operator/programmes');
    await expect(page.getByRole('heading', { level: 1, name: 'Students programme' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('programmes.png'), fullPage: true });
  },
);

// The programme is saved whole, so one project edits it: two at once would undo each other.
test('staff edit a country of the Students programme and its public page shows it @desktop-only', async ({
  page,
  browser,
}) => {
  const project = projectOf(test.info());
  await signedInStaff(page, 'programmes', project);
  const added = ` Bring a notebook (${Date.now()}).`;

  await page.goto('/operator/programmes');
  const last = page.getByRole('group').last();
  const country = await last.getByLabel(/^Country/).inputValue();
  const description = last.getByLabel(/^Description/);
  const text = (await description.inputValue()) + added;
  await description.fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The programme is saved', { exact: false })).toBeVisible();

  const visitor = await visitorPage(browser);
  await visitor.goto('/special-excursions/Students');
  const countries = visitor.getByRole('region', { name: 'Countries in the Students programme' });
  await expect(countries.getByRole('article').filter({ hasText: country })).toContainText(
    added.trim(),
  );
  await visitor.close();
});
