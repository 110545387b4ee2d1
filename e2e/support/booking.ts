import { expect, type Page } from '@playwright/test';
import type { Excursion } from '@/contract/wire/catalog';
import type { Envelope, Paged } from '@/contract/wire/envelope';
import { cartLink } from './layout';
import { SITE_URL } from './ports';

/**
 * A priced day trip of the demo content that confirms bookings at once, the `index`-th by name
 * from the start of the list (the specs that change an excursion take theirs from the end).
 */
export async function instantExcursion(index: number): Promise<Excursion> {
  const response = await fetch(
    `${SITE_URL}/api/excursions/allexcursion?SortColumn=name&pageSize=100&pageIndex=1`,
  );
  const page = ((await response.json()) as Envelope<Paged<Excursion>>).data;
  const instant = page.results.filter(
    (excursion) =>
      excursion.pricing?.onRequest === false &&
      excursion.duration === 1 &&
      excursion.bookingRules?.instantConfirmation,
  );
  const excursion = instant[index];
  if (!excursion) throw new Error('the demo content has too few excursions confirmed at once');
  return excursion;
}

/** The booking panel's words the day picker reads: English unless a French page passes its own. */
interface PanelWords {
  panelTitle: string;
  nextMonth: string;
}
const ENGLISH_PANEL: PanelWords = { panelTitle: 'Book this tour', nextMonth: 'Next month' };

/** Picks the first day on or after `earliest` the calendar offers, going on a month if need be. */
export async function pickDay(page: Page, earliest: string, words = ENGLISH_PANEL) {
  // The calendar is drawn once its place, under the panel's title, is on the screen: below the
  // fold on a phone. The title stays; the place is replaced as the calendar is drawn.
  await page.getByRole('heading', { name: words.panelTitle }).scrollIntoViewIfNeeded();
  for (let month = 0; month < 3; month += 1) {
    // The month's days are named with their seats once its calendar has answered.
    await expect(page.locator('button[data-date][aria-label*=", "]').first()).toBeVisible();
    const days = page.locator('button[data-date]:not([disabled])');
    for (const day of await days.all()) {
      const date = (await day.getAttribute('data-date')) ?? '';
      if (date >= earliest) {
        await day.click();
        return date;
      }
    }
    await page.getByRole('button', { name: words.nextMonth }).click();
  }
  throw new Error(`no day on or after ${earliest} can be booked`);
}

/**
 * A signed-in visitor books one adult on the excursion's first departure on or after `earliest`
 * through the cart, as on the site, and confirms it: the cart then shows the booking confirmed.
 * Returns the booking's reference.
 */
export async function bookOneAdult(page: Page, excursionId: number, earliest: string) {
  await page.goto(`/tour-details/${excursionId}`);
  await pickDay(page, earliest);
  await page
    .getByRole('button', { name: /^\d\d:\d\d, \d+ seats? left$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName(/^Cart, [1-9]/);
  // The header's cart button at once, as a visitor taps it: the "added to your cart" toast must
  // not lie over it (on a phone toasts sit at the bottom; at the top they covered it).
  await cartLink(page).click();
  // Not expectPageInLayout: the tour page's stubbed map frame keeps the network from idling.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const confirmed = page
    .getByRole('status')
    .filter({ hasText: /Booking WAT-\w{8} is confirmed\./ });
  await expect(confirmed.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  return /WAT-[A-Z0-9]{8}/.exec((await confirmed.textContent()) ?? '')![0];
}
