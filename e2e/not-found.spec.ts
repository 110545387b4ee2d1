import { expect, test } from './support/fixtures';
import { SITE_NAME } from '../src/contract/pages';
import { expectPageInLayout, pageHeading } from './support/layout';

const UNKNOWN_PATHS = ['/no-such-page', '/tours-list/extra/segments', '/api-docs'];

test.describe('unknown paths', () => {
  for (const path of UNKNOWN_PATHS) {
    test(`${path} shows the 404 page inside the layout`, async ({ page }) => {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText('Page not found');
      await expect(page).toHaveTitle(`Page not found | ${SITE_NAME}`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('Back To Home leads to the home page', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/somewhere/that/does-not-exist');
    await page.getByRole('main').getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL('/');
    await expectPageInLayout(page, 'Home');
  });
});
