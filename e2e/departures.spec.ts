import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { cartLink } from './support/layout';
import { pickDay } from './support/booking';
import { pricedExcursion } from './support/seeded';
import { signedInVisitor, waitForUserInfo } from './support/session';
import { projectOf, signedInStaff } from './support/staff';

/** Staff give the excursion an adult and a child price, as in the console. */
async function priceExcursion(page: Page, id: number) {
  await page.goto(`/operator/excursions/${id}/pricing`);
  const adults = page.getByRole('group', { name: 'Adults' });
  await adults.getByLabel('Price per person (US dollars)').fill('40');
  const children = page.getByRole('group', { name: 'Children' });
  await children.getByLabel('Sell children places').check();
  await children.getByLabel('Price per person (US dollars)').fill('20');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('The prices are saved and show on the public site.')).toBeVisible();
}

/** Staff add a departure every day at 10:30 with 12 seats, for the next two months. */
async function scheduleExcursion(page: Page, id: number, from: string) {
  await page.goto(`/operator/excursions/${id}/schedule`);
  await page.getByRole('button', { name: 'Add a weekly rule' }).click();
  const rule = page.getByRole('group', { name: /^Rule \d+$/ }).last();
  await rule.getByLabel('From').fill(from);
  await rule.getByLabel('To').fill(addDays(from, 60));
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await rule.getByLabel(day, { exact: true }).check();
  }
  await rule.getByLabel('Sunday', { exact: true }).check();
  await rule.getByLabel('Start time 1').fill('10:30');
  await rule.getByLabel('Seats per departure').fill('12');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(
    page.getByText('The schedule is saved and its departures are laid out.'),
  ).toBeVisible();
}

test(
  'staff price and schedule an excursion; a visitor books 2 adults and 1 child, is confirmed, finds it in My Bookings, downloads its voucher and calendar file and cancels it for a full refund',
  { tag: '@phone-only' },
  async ({ page }) => {
    const project = projectOf(test.info());
    const excursion = await pricedExcursion(project === 'desktop' ? 0 : 1);
    const today = operatorToday();

    await signedInStaff(page, 'departures', project);
    await priceExcursion(page, excursion.id);
    await scheduleExcursion(page, excursion.id, today);

    const { visitor } = await signedInVisitor(page, `departures-${project}`);
    await page.goto(`/tour-details/${excursion.id}`);
    await waitForUserInfo(page);
    await expect(page.getByText('$40.00 per adult').first()).toBeVisible();

    // Two days ahead at least, so that the policy's 24 hours hold whatever the hour of the run.
    const date = await pickDay(page, addDays(today, 2));
    await page.getByRole('button', { name: /^10:30, \d+ seats? left$/ }).click();
    await page.getByRole('button', { name: /^Add one adult/i }).click();
    await page.getByRole('button', { name: /^Add one child/i }).click();
    await expect(page.getByText('$100.00', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart, [1-9]/);

    await cartLink(page).click();
    // Not expectPageInLayout: the tour page's stubbed map frame keeps the network from idling.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Departures in your cart' });
    await expect(lines.getByText(excursion.name)).toBeVisible();
    await expect(lines.getByText('2 adults, 1 child')).toBeVisible();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByText('Your seats are held')).toBeVisible();
    await expect(page.getByText('Time left')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const confirmed = page
      .getByRole('status')
      .filter({ hasText: /Booking WAT-\w{8} is confirmed\./ });
    await expect(
      confirmed.getByRole('heading', { name: 'Your booking is confirmed' }),
    ).toBeVisible();
    const reference = /WAT-[A-Z0-9]{8}/.exec((await confirmed.textContent()) ?? '')![0];
    await waitForMail(visitor.email, (mail) => mail.subject.includes(reference));

    await page.getByRole('button', { name: 'See My Bookings' }).click();
    const card = page.getByRole('article', { name: `Booking ${reference}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('2 adults, 1 child')).toBeVisible();
    await expect(card.getByText(/10:30/)).toBeVisible();
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
    expect(date >= addDays(today, 2)).toBe(true);

    // The travel documents, saved as the browser saves any download.
    const [voucher] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Voucher (PDF) of booking ${reference}` }).click(),
    ]);
    expect(voucher.suggestedFilename()).toBe(`${reference}-voucher.pdf`);
    expect((await fs.readFile(await voucher.path())).subarray(0, 5).toString()).toBe('%PDF-');
    const [calendar] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Add to calendar: booking ${reference}` }).click(),
    ]);
    expect(calendar.suggestedFilename()).toBe(`${reference}.ics`);
    const ics = await fs.readFile(await calendar.path(), 'utf8');
    expect(ics).toContain(`DTSTART:${date.replace(/-/g, '')}T103000Z\r\n`);
    // Unfolded (RFC 5545 folds lines at 75 octets), the event names the excursion and the booking.
    expect(ics.replace(/\r\n /g, '')).toContain(
      `SUMMARY:${excursion.name.replace(/,/g, '\\,')} (${reference})`,
    );

    await card.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    const dialog = page.getByRole('dialog');
    // Nothing was paid yet: the refund is the policy's share of what was paid (decision 061).
    await expect(dialog.getByText('You will be refunded 100% ($0.00).')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await waitForMail(
      visitor.email,
      (mail) => mail.subject.includes(reference) && /cancel/i.test(mail.subject),
    );
  },
);
