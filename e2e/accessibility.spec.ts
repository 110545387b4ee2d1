import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { expectPageInLayout, pageHeading } from './support/layout';

test('the home page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expectPageInLayout(page, 'Home');
  expect(await blockingViolations(page)).toEqual([]);
});

test('the 404 page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(pageHeading(page)).toHaveText('Page not found');
  await page.waitForLoadState('networkidle');
  expect(await blockingViolations(page)).toEqual([]);
});

test(
  'the open phone menu has no serious or critical accessibility violation',
  {
    tag: '@phone-only',
  },
  async ({ page }) => {
    await page.goto('/');
    await expectPageInLayout(page, 'Home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  },
);
