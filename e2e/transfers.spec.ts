import { operatorToday } from '../src/contract/dates';
import { expect, test } from './support/fixtures';
import { expectPageInLayout } from './support/layout';
import { signedInVisitor } from './support/session';

/** A date some days ahead where the operator works, as the date input takes it. */
function daysAhead(days: number): string {
  return operatorToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

const field = (page: import('@playwright/test').Page, name: RegExp) =>
  page.getByRole('main').getByLabel(name);

test(
  'a transfer booked on Transfer Services appears in the Transfers tab',
  { tag: '@phone-only' },
  async ({ page }) => {
    await signedInVisitor(page, 'transfer');
    await page.goto('/transfer-services');
    await expectPageInLayout(page, 'Transfer Services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Transfer');

    const date = daysAhead(10);
    await field(page, /^Pickup location/).fill('Banjul International Airport');
    await field(page, /^Drop location/).fill('Kololi, Senegambia strip hotels');
    await field(page, /^Pickup date/).fill(date);
    await field(page, /^Pickup time/).fill('09:30');
    await field(page, /^Flight number/).fill('sn 203');
    await field(page, /^Arrival time/).fill('09:05');
    await field(page, /^Capacity/).fill('3');
    await page.getByRole('checkbox', { name: /Round trip/ }).check();
    await page.getByRole('button', { name: 'Book Transfer' }).click();

    await expect(page.getByText('Transfer booked successfully!')).toBeVisible();
    await expect(field(page, /^Pickup location/)).toHaveValue('');
    await expect(field(page, /^Pickup date/)).toHaveValue('');

    await page.goto('/user-profile');
    await expectPageInLayout(page, 'My Profile');
    await page.getByRole('tab', { name: 'Transfers' }).click();
    const card = page.getByRole('article', {
      name: 'Banjul International Airport → Kololi, Senegambia strip hotels',
    });
    await expect(card).toBeVisible();
    await expect(card.getByText('09:30')).toBeVisible();
    await expect(card.getByText('SN203')).toBeVisible();
    await expect(card.getByText('3 passengers')).toBeVisible();
    await expect(card.getByText('Pending')).toBeVisible();
    await page.waitForLoadState('networkidle');
  },
);

test(
  'the transfer form names each missing field, and asks an anonymous visitor to log in',
  { tag: '@phone-only' },
  async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/transport-api/')) posted += 1;
    });
    await page.goto('/transfer-services');
    await expectPageInLayout(page, 'Transfer Services');
    await page.getByRole('button', { name: 'Book Transfer' }).click();
    await expect(page.getByText('Please fill in all required fields correctly')).toBeVisible();
    for (const message of [
      'Pickup location is required',
      'Drop location is required',
      'Pickup date is required',
      'Pickup time is required',
    ])
      await expect(page.getByText(message)).toBeVisible();

    await field(page, /^Pickup location/).fill('Kotu beach hotels');
    await expect(page.getByText('Pickup location is required')).toBeHidden();
    await field(page, /^Drop location/).fill('Banjul International Airport');
    await field(page, /^Pickup date/).fill(daysAhead(3));
    await field(page, /^Pickup time/).fill('16:45');
    await page.getByRole('button', { name: 'Book Transfer' }).click();
    await expect(page.getByText('Please log in to book a transfer')).toBeVisible();
    expect(posted).toBe(0);
  },
);
