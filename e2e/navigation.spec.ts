import type { Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { expect, test } from './support/fixtures';
import { expectPageInLayout, pageHeading, siteHeader } from './support/layout';

interface Entry {
  label: string;
  path: string;
  tabTitle: string;
}

/** The Our Services menu of docs/product.md, Pages, in its order. */
const SERVICES: Entry[] = [
  { label: 'Excursions', path: ROUTES.toursList, tabTitle: 'Our Tours' },
  { label: 'Destinations', path: ROUTES.destinationList, tabTitle: 'Destinations' },
  { label: 'Special Excursions', path: ROUTES.specialExcursions, tabTitle: 'Special Excursions' },
  { label: 'Gallery', path: ROUTES.gallery, tabTitle: 'Gallery' },
  { label: 'Info Service', path: ROUTES.businessServices, tabTitle: 'Info Service' },
  { label: 'Transfer Service', path: ROUTES.transferServices, tabTitle: 'Transfer Services' },
  { label: 'FAQ', path: ROUTES.faq, tabTitle: 'FAQ' },
];

const MAIN_AFTER_SERVICES: Entry[] = [
  { label: 'About Us', path: ROUTES.about, tabTitle: 'About Us' },
  { label: 'Contact Us', path: ROUTES.contact, tabTitle: 'Contact Us' },
];

const PHONE_WIDTH = 360;

async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    header: document.querySelector('header')?.scrollWidth ?? 0,
  }));
  expect(widths.document, 'page width').toBeLessThanOrEqual(PHONE_WIDTH);
  expect(widths.header, 'header width').toBeLessThanOrEqual(PHONE_WIDTH);
}

test.describe('phone navigation (360 px): the menu drawer', { tag: '@phone-only' }, () => {
  const drawer = (page: Page) => page.getByRole('navigation', { name: 'Site menu' });

  test('the header fits the screen and its desktop links are hidden', async ({ page }) => {
    await page.goto('/');
    await expectPageInLayout(page, 'Home');
    await expectNoHorizontalOverflow(page);
    const header = siteHeader(page);
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Cart, / })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  // One entry after the other in one tab (decision 073): the home page first, then each from the
  // page the one before opened, as a visitor goes on from page to page.
  test("each of the drawer's entries opens its page", async ({ page }) => {
    test.slow(); // nine pages, one after the other
    await page.goto('/');
    for (const entry of [...SERVICES, ...MAIN_AFTER_SERVICES]) {
      await test.step(`${entry.label} opens ${entry.path}`, async () => {
        await expect(pageHeading(page)).toBeVisible();

        const openMenu = siteHeader(page).getByRole('button', { name: 'Open menu' });
        await openMenu.click();
        await expect(drawer(page)).toBeVisible();
        // The browser's own popover, which it opens and closes with no code of the website's.
        expect(await drawer(page).evaluate((nav) => nav.matches(':popover-open'))).toBe(true);

        // "Destinations" is both a main link and a service, to the same page: take the service.
        await drawer(page).getByRole('link', { name: entry.label, exact: true }).last().click();
        await expect(drawer(page)).toBeHidden();
        await expect(page).toHaveURL(entry.path);
        await expectPageInLayout(page, entry.tabTitle);
        await expectNoHorizontalOverflow(page);
      });
    }
  });

  test('the drawer closes with Escape, its close button or a tap beside it', async ({ page }) => {
    await page.goto('/about');
    await expectPageInLayout(page, 'About Us');
    const openMenu = siteHeader(page).getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(openMenu).toBeFocused();

    await openMenu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer(page)).toBeHidden();

    await openMenu.click();
    await expect(drawer(page)).toBeVisible();
    await page.touchscreen.tap(20, 400);
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL(ROUTES.about);
  });
});

test.describe('desktop navigation (1280 px): the header links', { tag: '@desktop-only' }, () => {
  // The home page first, then each item from the page the one before opened.
  test('each item of Our Services opens its page', async ({ page }) => {
    test.slow(); // seven pages, one after the other
    await page.goto('/');
    for (const entry of SERVICES) {
      await test.step(`${entry.label} opens ${entry.path}`, async () => {
        await expect(pageHeading(page)).toBeVisible();
        const nav = siteHeader(page).getByRole('navigation', { name: 'Main' });
        await nav.getByRole('button', { name: 'Our Services' }).click();
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await menu.getByRole('menuitem', { name: entry.label, exact: true }).click();
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL(entry.path);
        await expectPageInLayout(page, entry.tabTitle);
      });
    }
  });

  test("the header's links after Our Services open their pages", async ({ page }) => {
    await page.goto('/');
    for (const entry of MAIN_AFTER_SERVICES) {
      await test.step(`${entry.label} opens ${entry.path}`, async () => {
        await expect(pageHeading(page)).toBeVisible();
        const nav = siteHeader(page).getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: entry.label, exact: true }).click();
        await expect(page).toHaveURL(entry.path);
        await expectPageInLayout(page, entry.tabTitle);
      });
    }
  });
});
