import { expect, test } from './support/fixtures';
import { expectPageInLayout, siteHeader } from './support/layout';

/** The focused element draws a visible outline (or an equivalent ring). */
async function focusIndicator(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      text: element.textContent?.trim() ?? '',
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      ring: style.boxShadow !== 'none',
      visible: element.matches(':focus-visible'),
    };
  });
}

test('Tab from the top reaches the skip link, then the header, with a visible focus', async ({
  page,
}) => {
  await page.goto('/');
  await expectPageInLayout(page, 'Home');

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const skipFocus = await focusIndicator(page);
  expect(skipFocus?.visible).toBe(true);
  expect(skipFocus?.outline || skipFocus?.ring).toBe(true);

  await page.keyboard.press('Tab');
  const home = siteHeader(page).getByRole('link', { name: 'West Africa Tours, home' });
  await expect(home).toBeFocused();
  const homeFocus = await focusIndicator(page);
  expect(homeFocus?.visible).toBe(true);
  expect(homeFocus?.outline || homeFocus?.ring, 'a focus outline on the first header link').toBe(
    true,
  );
});

test('the skip link moves the focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await expectPageInLayout(page, 'About Us');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
