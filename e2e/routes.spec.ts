import { test } from './support/fixtures';
import { expectPageInLayout } from './support/layout';
import { ALL_CASES } from './support/routeCases';

test.describe('every route renders inside the layout with no error', () => {
  for (const [name, route] of ALL_CASES) {
    test(name, async ({ page }) => {
      await page.goto(await route.path());
      await expectPageInLayout(page, route.tabTitle);
    });
  }
});
