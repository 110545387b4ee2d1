import { expect, type Page } from '@playwright/test';
import { SITE_NAME } from '../../src/contract/pages';

/** The site's header (the MUI app bar is the page's banner landmark). */
export const siteHeader = (page: Page) => page.getByRole('banner');
export const siteFooter = (page: Page) => page.getByRole('contentinfo');
export const pageHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 });

/** The header's cart link, whose name carries the count ('Cart, 2 items'). */
export const cartLink = (page: Page) => siteHeader(page).getByRole('link', { name: /^Cart, / });

/**
 * The page has rendered inside the layout: header, one h1 in the main area, footer, and the
 * route's tab title. Then waits until the page has stopped loading, so that any failed request
 * is seen before the test ends.
 */
export async function expectPageInLayout(page: Page, tabTitle: string) {
  await expect(pageHeading(page)).toBeVisible();
  await expect(pageHeading(page)).toHaveCount(1);
  await expect(pageHeading(page)).not.toHaveText(/^(Something went wrong|Page not found)$/);
  await expect(siteHeader(page)).toBeVisible();
  await expect(siteFooter(page)).toBeVisible();
  await expect(page).toHaveTitle(`${tabTitle} | ${SITE_NAME}`);
  await waitUntilLoaded(page);
}

/** Waits until the page has stopped loading: its data, its pictures and its map if it has one. */
export async function waitUntilLoaded(page: Page) {
  const maps = page.getByRole('main').locator('[data-map]');
  if ((await maps.count()) === 0) {
    await page.waitForLoadState('networkidle');
    return;
  }
  // A map's frame comes when the map is near the screen. With the map service stubbed, Chromium
  // sometimes never reports the network idle while a map frame is on the page: wait for the
  // map's own page instead, then for the page's load. The parts above the map can still change
  // height after the scroll (they hydrate and lay out when seen, decisions 049 and 052) and move
  // it off the screen again: scroll to it until its frame is in.
  await expect(async () => {
    await maps.first().scrollIntoViewIfNeeded();
    await expect(page.frameLocator('main iframe').first().locator('title')).toBeAttached({
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  await page.waitForLoadState('load');
}
