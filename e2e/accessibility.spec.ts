import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { expectPageInLayout, pageHeading } from './support/layout';

const BLOCKING = new Set(['serious', 'critical']);

async function blockingViolations(page: import('@playwright/test').Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

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
