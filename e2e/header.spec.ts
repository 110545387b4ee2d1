import { expect, test } from './support/fixtures';
import { expectPageInLayout, siteHeader } from './support/layout';

/** Pictures of the header at each project's width, for a person to look at (not compared). */
test('screenshot of the home page header', async ({ page }, testInfo) => {
  await page.goto('/');
  await expectPageInLayout(page, 'Home');
  const header = siteHeader(page);
  const box = await header.boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);
  const file = testInfo.outputPath(`header-${testInfo.project.name}.png`);
  await header.screenshot({ path: file, animations: 'disabled' });
  await page.screenshot({ path: testInfo.outputPath(`home-${testInfo.project.name}.png`) });
  await testInfo.attach('header', { path: file, contentType: 'image/png' });
});
