import type { Booking } from '@/contract/wire/bookings';
import type { Envelope, Paged } from '@/contract/wire/envelope';
import { createVerifiedAccount, signInThroughForm } from './support/account';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { cartLink, expectPageInLayout } from './support/layout';
import { SITE_URL } from './support/ports';
import { ruleAbidingVisitor, waitForUserInfo } from './support/session';

async function bookingsOf(token: string): Promise<Booking[]> {
  const response = await fetch(`${SITE_URL}/api/booking/user-booking?pageIndex=1&pageSize=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as Envelope<Paged<Booking>>;
  return body.data.results;
}

test(
  'a visitor books two excursions from the cart and finds the booking Pending in My Bookings',
  { tag: '@phone-only' },
  async ({ page }) => {
    const visitor = ruleAbidingVisitor('booking');
    const token = await createVerifiedAccount(visitor);
    await signInThroughForm(page, visitor);
    await waitForUserInfo(page);

    await page.goto('/tours-list');
    await expectPageInLayout(page, 'Our Tours');
    const addButtons = page.getByRole('button', { name: /^Add to Cart \(/ });
    const names: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const button = addButtons.first();
      const label = (await button.textContent()) ?? '';
      names.push(/\((.+)\)$/.exec(label.trim())?.[1] ?? '');
      await button.click();
      await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${i + 1} item${i ? 's' : ''}`);
    }

    await cartLink(page).click();
    await expectPageInLayout(page, 'Cart');
    const lines = page.getByRole('list', { name: 'Excursions in your cart' });
    for (const name of names) await expect(lines.getByRole('link', { name })).toBeVisible();

    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Booking successful!')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/user-profile');
    await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const [booked] = await bookingsOf(token);
    expect(booked.excursionNames.sort()).toEqual([...names].sort());
    const card = page.getByRole('article', { name: `Booking ${booked.generatedBookingId}` });
    await expect(card).toBeVisible();
    for (const name of names) await expect(card.getByText(name)).toBeVisible();
    await expect(card.getByText('$0.00')).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: 'Pending' })).toHaveCount(2);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

    // The confirmation names the same reference.
    await waitForMail(visitor.email, (mail) => mail.subject.includes(booked.generatedBookingId));

    // The cart stays empty after a reload: the cleared cart was stored.
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    await page.waitForLoadState('networkidle');
  },
);

test(
  'an anonymous visitor is asked to log in before booking the cart',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/tours-list');
    await expectPageInLayout(page, 'Our Tours');
    await page
      .getByRole('button', { name: /^Add to Cart \(/ })
      .first()
      .click();
    await cartLink(page).click();
    await expectPageInLayout(page, 'Cart');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Please login to book excursions')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.waitForLoadState('networkidle');
  },
);
