import type { Page } from '@playwright/test';
import { addDays } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import { MODEMPAY_URL } from './support/ports';
import { expect, test } from './support/fixtures';
import { bookOneAdult, instantExcursion } from './support/booking';
import { waitForMail } from './support/mail';
import { signedInVisitor, waitForUserInfo } from './support/session';
import { projectOf, signedInStaff } from './support/staff';

/** Far enough ahead that a deposit is asked (the balance is due 14 days before the start). */
const DEPOSIT_AHEAD_DAYS = 20;

/** A visitor of this project, signed in, who has just booked one adult: at the payment step. */
async function atThePaymentStep(page: Page, excursionId: number) {
  const { visitor } = await signedInVisitor(page, `payments-${projectOf(test.info())}`);
  await page.goto('/');
  await waitForUserInfo(page);
  const reference = await bookOneAdult(
    page,
    excursionId,
    addDays(operatorToday(), DEPOSIT_AHEAD_DAYS),
  );
  return { visitor, reference, step: page.getByRole('region', { name: 'Pay for your booking' }) };
}

test(
  'a visitor pays the deposit at the gateway’s checkout, staff record the balance in cash, then a cancellation’s refund is recorded and mailed',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const project = projectOf(test.info());
    const excursion = await instantExcursion(project === 'desktop' ? 0 : 2);
    const adultPrice = excursion.pricing!.fromPrice!;
    const money = (amount: number) =>
      `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const deposit = Math.round(adultPrice * 30) / 100;
    // The local gateway's checkout asks for no icon of its own site.
    await page.route(`${MODEMPAY_URL}/favicon.ico`, (route) => route.fulfill({ status: 204 }));

    const { visitor, reference, step } = await atThePaymentStep(page, excursion.id);

    // The payment step: the deposit or all of it, and the gateway's methods beside the others.
    await expect(step.getByLabel(`The deposit: ${money(deposit)}`)).toBeChecked();
    for (const method of [
      'Card',
      'Wave',
      'Afrimoney',
      'QMoney',
      'Bank transfer',
      'Pay on arrival',
    ]) {
      await expect(step.getByLabel(method, { exact: true })).toBeVisible();
    }
    await step.getByLabel('Card', { exact: true }).check();
    await step.getByRole('button', { name: 'Continue' }).click();

    // The gateway's hosted checkout, then back to the site, which says paid once the server does.
    await page.waitForURL(`${MODEMPAY_URL}/checkout/**`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/payment\/return\?booking=\d+$/);
    const bookingId = Number(new URL(page.url()).searchParams.get('booking'));
    await expect(page.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
    await expect(
      page.getByText(`We have received ${money(deposit)} for booking ${reference}`),
    ).toBeVisible();
    await waitForMail(visitor.email, (mail) =>
      mail.subject.startsWith(`Receipt: ${money(deposit)}`),
    );

    // Staff record the balance, paid in cash on the day.
    await signedInStaff(page, 'payments', project);
    await page.goto(`/operator/bookings/${bookingId}`);
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments.getByRole('article')).toHaveCount(1);
    await payments.getByRole('button', { name: 'Record payment' }).click();
    const record = page.getByRole('dialog', { name: 'Record a payment' });
    await expect(record.getByLabel(/Amount/)).toHaveValue((adultPrice - deposit).toFixed(2));
    await record.getByLabel(/Method/).selectOption('cash');
    await record.getByLabel(/Reference/).fill('CASH-0042');
    await record.getByRole('button', { name: 'Record payment' }).click();
    await expect(record).toBeHidden();
    await expect(payments.getByRole('article')).toHaveCount(2);

    // The visitor's My Bookings says Paid.
    await page.goto('/user-profile');
    await page.getByRole('tab', { name: 'My Bookings' }).click();
    const card = page.getByRole('article', { name: `Booking ${reference}` });
    await expect(card.getByText('Payment').locator('xpath=following-sibling::dd[1]')).toHaveText(
      'Paid',
    );
    await expect(card.getByRole('button', { name: `Pay booking ${reference}` })).toHaveCount(0);

    // A cancellation owes the whole of it back (a full refund up to a day before): the ledger shows
    // it owed, staff record the refund, the visitor is mailed.
    await card.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`You will be refunded 100%`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();

    await page.goto('/operator/payments?status=owed');
    const owed = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: `Booking ${reference}` }) });
    await expect(owed.getByText('Refund owed')).toBeVisible();
    await expect(owed.getByText(money(adultPrice), { exact: false })).toBeVisible();
    await owed.getByRole('link', { name: `Booking ${reference}` }).click();
    await page.getByRole('button', { name: 'Record refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Record a refund' });
    await expect(refund.getByText(`At most ${money(adultPrice)}`)).toBeVisible();
    await refund.getByLabel(/Reason/).fill('Cancelled three weeks ahead: full refund');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(refund).toBeHidden();
    await expect(page.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
    await waitForMail(
      visitor.email,
      (mail) =>
        mail.subject.startsWith(`Refund of ${money(adultPrice)}`) &&
        mail.subject.includes(reference),
    );
  },
);

test('on a phone, the payment step fits the screen and gives the bank transfer details with the booking’s reference @phone-only', async ({
  page,
}) => {
  const excursion = await instantExcursion(1);
  const { reference, step } = await atThePaymentStep(page, excursion.id);
  await step.getByLabel('Bank transfer', { exact: true }).check();
  await step.getByRole('button', { name: 'Continue' }).click();
  const transfer = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(transfer.getByText(reference, { exact: true })).toBeVisible();
  const copy = transfer.getByRole('button', { name: 'Copy reference' });
  await copy.scrollIntoViewIfNeeded();
  await expect(copy).toBeInViewport({ ratio: 1 });
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
