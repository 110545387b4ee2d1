import type { Page } from '@playwright/test';
import { ACTION_LOG_FORMAT, ACTION_LOG_VERSION } from '../src/app/actionLog/actionLog';
import { CLIENT_STATE_VERSION } from '../src/app/actionLog/clientState';
import { cartItemAdded, cartItemRemoved } from '../src/features/cart/cartSlice';
import { expect, test } from './support/fixtures';
import { cartLink, expectPageInLayout, siteHeader } from './support/layout';

/**
 * The tours list with Add to Cart arrives in a later issue, so the cart is set the way it is kept
 * in the browser, the `cartData` entry of localStorage (docs/product.md, The rules, a JSON list of ids),
 * and through the QA panel's Load log, which replays a log's cart actions in the page.
 */
const CART_KEY = 'cartData';

test.beforeEach(async ({ page }) => {
  // Once per tab: a reload must find what the site wrote, not this seed again.
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    sessionStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem(key, JSON.stringify([3, 8]));
  }, CART_KEY);
});

/** The count drawn over the cart's icon: the link's only text. */
const cartCountShown = (page: Page) => cartLink(page);

test(
  'the header counts the stored cart and keeps counting across pages',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(cartCountShown(page)).toHaveText('2');

    // Every page mounts its own header: the count comes from the store, not from the first header.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expectPageInLayout(page, 'FAQ');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    await cartLink(page).click();
    await expectPageInLayout(page, 'Cart');
    await expect(cartCountShown(page)).toHaveText('2');
  },
);

test(
  'the cart survives a reload and the count follows a changed cart',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/about');
    await expect(cartCountShown(page)).toHaveText('2');
    // The site kept the cart it read under the same key, unchanged.
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe('[3,8]');

    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify([3, 8, 11])), CART_KEY);
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify([8])), CART_KEY);
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(cartCountShown(page)).toHaveText('1');

    await page.evaluate((key) => localStorage.removeItem(key), CART_KEY);
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    await expect(cartCountShown(page)).toHaveText('0');
    await expect(siteHeader(page)).toBeVisible();
  },
);

/** A small action log as the QA panel downloads it: four excursions added, one removed. */
const CART_LOG = {
  format: ACTION_LOG_FORMAT,
  version: ACTION_LOG_VERSION,
  storeVersion: CLIENT_STATE_VERSION,
  exportedAt: '2026-01-01T00:00:00.000Z',
  actions: [
    { ...cartItemAdded(5), at: 1 },
    { ...cartItemAdded(9), at: 2 },
    { ...cartItemAdded(12), at: 3 },
    { ...cartItemAdded(14), at: 4 },
    { ...cartItemRemoved(9), at: 5 },
  ],
};

test(
  'a log loaded in the QA panel replaces the cart, and the count follows',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/?qa=1');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    await page
      .getByRole('complementary', { name: 'QA tools' })
      .getByRole('button', { name: 'QA' })
      .click();
    await expect(page.getByRole('button', { name: 'Load log', exact: true })).toBeVisible();
    await page.getByLabel('Action log file').setInputFiles({
      name: 'cart.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(CART_LOG)),
    });
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    await expect(cartCountShown(page)).toHaveText('3');
    // The replayed cart is [5, 12, 14]: the seeded [3, 8] is gone, and the browser storage follows.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), CART_KEY))
      .toBe('[5,12,14]');

    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe('[5,12,14]');
  },
);
