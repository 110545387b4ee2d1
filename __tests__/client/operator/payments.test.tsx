import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { Envelope, Failure } from '@/contract/wire/envelope';
import type { StaffBookingDetails } from '@/contract/wire/operator';
import type { LedgerRow, RecordPaymentRequest, RefundRequest } from '@/contract/wire/payments';
import { enter } from '../support/entering';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { booking, OPERATOR, paged, storeStaffSession } from './fixtures';

beforeEach(() => {
  localStorage.clear();
  storeStaffSession();
});

const row = (over: Partial<LedgerRow> = {}): LedgerRow => ({
  id: 21,
  bookingId: 7,
  generatedBookingId: 'WAT-20261124-0007',
  customerName: 'Awa Jallow',
  customerEmail: 'awa@example.com',
  kind: 'payment',
  method: 'card',
  amount: 51,
  currency: 'USD',
  status: 'succeeded',
  reference: null,
  gatewayId: 'pi_123',
  reason: null,
  refundOf: null,
  recordedBy: 'webhook',
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  ...over,
});

/** A confirmed boat trip of $170 whose $51 deposit came by card. */
const departureBooking = (over: Partial<StaffBookingDetails> = {}) =>
  booking({
    status: 'pending',
    state: 'confirmed',
    totalPrice: 170,
    paymentStatus: 'Deposit paid',
    lines: [
      {
        departureId: 101,
        excursionId: 4,
        excursionName: 'Kunta Kinteh Island',
        date: '2026-12-12',
        time: '09:00',
        units: { adult: 2, child: 1, infant: 0 },
        price: 170,
      },
    ],
    amountPaid: 51,
    amountDue: 119,
    depositDue: 51,
    balanceDueDate: '2026-11-28',
    refundOwed: 0,
    refunded: 0,
    paymentPending: false,
    ...over,
  });

function bookingServer(shown: StaffBookingDetails, rows: LedgerRow[]) {
  const recorded: RecordPaymentRequest[] = [];
  const refunded: Array<{ id: string; body: RefundRequest }> = [];
  const askedLedger: string[] = [];
  server.use(
    http.get(`${OPERATOR}/bookings/7`, () =>
      HttpResponse.json({ success: true, data: shown } satisfies Envelope<StaffBookingDetails>),
    ),
    http.get(`${OPERATOR}/payments`, ({ request }) => {
      askedLedger.push(new URL(request.url).search);
      return HttpResponse.json(paged(rows));
    }),
    http.post(`${OPERATOR}/bookings/7/payments`, async ({ request }) => {
      recorded.push((await request.json()) as RecordPaymentRequest);
      return HttpResponse.json(
        {
          success: true,
          message: 'The payment is recorded and a receipt is on its way to the customer.',
          data: row({ id: 22, method: 'cash', amount: 119, reference: 'R-1', recordedBy: 'fatou' }),
        } satisfies Envelope<LedgerRow>,
        { status: 201 },
      );
    }),
    http.post(`${OPERATOR}/payments/:id/refund`, async ({ request, params }) => {
      const body = (await request.json()) as RefundRequest;
      refunded.push({ id: String(params.id), body });
      if (body.amount > 51) {
        return HttpResponse.json(
          {
            success: false,
            message: 'At most $51.00 can be refunded.',
            errors: { amount: ['At most $51.00 can be refunded.'] },
          } satisfies Failure,
          { status: 409 },
        );
      }
      return HttpResponse.json(
        {
          success: true,
          message: 'The refund is recorded and the customer is mailed.',
          data: row({ id: 23, kind: 'refund', amount: body.amount }),
        } satisfies Envelope<LedgerRow>,
        { status: 201 },
      );
    }),
  );
  return { recorded, refunded, askedLedger };
}

describe('the ledger', () => {
  it('filters by status, method and kind through the address, and flagged rows stand out', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${OPERATOR}/payments`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          paged([
            row({
              id: 30,
              status: 'flagged',
              amount: 5,
              reason: 'The gateway confirmed $5.00 where $51.00 was asked.',
            }),
            row(),
          ]),
        );
      }),
    );
    const { user } = renderRoute('/operator/payments?kind=payment');
    const flagged = await screen.findByRole('article', { name: 'Payment 30' });
    expect(within(flagged).getByText('Flagged').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-filled',
    );
    expect(
      within(flagged).getByText('The gateway confirmed $5.00 where $51.00 was asked.'),
    ).toBeVisible();
    const paid = within(screen.getByRole('article', { name: 'Payment 21' }));
    expect(paid.getByText('$51.00')).toBeVisible();
    expect(paid.getByText('Received')).toBeVisible();
    expect(paid.getByText('Card')).toBeVisible();
    expect(paid.getByRole('link', { name: 'Booking WAT-20261124-0007' })).toHaveAttribute(
      'href',
      '/operator/bookings/7',
    );
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');

    await user.selectOptions(screen.getByLabelText('Status'), 'flagged');
    await user.selectOptions(screen.getByLabelText('Method'), 'card');
    await waitFor(() =>
      expect(asked.at(-1)).toBe('?pageIndex=1&status=flagged&method=card&kind=payment'),
    );
    expect(asked[0]).toBe('?pageIndex=1&kind=payment');
  });
});

describe("a booking's payments", () => {
  it('records the balance paid in cash, checking the form first', async () => {
    const { recorded, askedLedger } = bookingServer(departureBooking(), [row()]);
    const { user } = renderRoute('/operator/bookings/7');
    const section = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(section.getByText('Paid').nextSibling).toHaveTextContent('$51.00');
    expect(section.getByText('Due').nextSibling).toHaveTextContent('$119.00');
    expect(await section.findByRole('article', { name: 'Payment 21' })).toBeVisible();
    expect(askedLedger).toContain('?pageIndex=1&bookingId=7');
    expect(section.queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Record payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a payment' }));
    expect(dialog.getByLabelText(/Amount \(US dollars\)/)).toHaveValue('119.00');
    await user.clear(dialog.getByLabelText(/Amount \(US dollars\)/));
    await user.type(dialog.getByLabelText(/Amount \(US dollars\)/), '12.345');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(
      await dialog.findByText('Please give an amount above 0, in dollars and cents.'),
    ).toBeVisible();
    expect(dialog.getByText('Please choose how it was paid.')).toBeVisible();
    expect(dialog.getByText('Please fill this in.')).toBeVisible();
    expect(recorded).toEqual([]);

    await user.clear(dialog.getByLabelText(/Amount \(US dollars\)/));
    await user.type(dialog.getByLabelText(/Amount \(US dollars\)/), '119');
    await user.selectOptions(dialog.getByLabelText(/Method/), 'cash');
    await enter(user, dialog.getByLabelText(/Reference/), ' R-1 ');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText(
        'The payment is recorded and a receipt is on its way to the customer.',
      ),
    ).toBeVisible();
    expect(recorded).toEqual([{ amount: 119, method: 'cash', reference: 'R-1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Mark paid asks how the money still owed came, and records it so, not as cash', async () => {
    const quoted = booking({ status: 'quoted', totalPrice: 250, amountPaid: 0, amountDue: 250 });
    const { recorded } = bookingServer(quoted, []);
    const marked: string[] = [];
    server.use(
      http.post(`${OPERATOR}/bookings/7/paid`, ({ request }) => {
        marked.push(request.url);
        return HttpResponse.json({ success: true, message: 'The booking is marked paid.' });
      }),
    );
    const { user } = renderRoute('/operator/bookings/7');
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a payment' }));
    expect(dialog.getByLabelText(/Amount \(US dollars\)/)).toHaveValue('250.00');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await dialog.findByText('Please choose how it was paid.')).toBeVisible();
    expect(recorded).toEqual([]);

    await user.selectOptions(dialog.getByLabelText(/Method/), 'bank_transfer');
    await enter(user, dialog.getByLabelText(/Reference/), 'TRF-889');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recorded).toEqual([{ amount: 250, method: 'bank_transfer', reference: 'TRF-889' }]);
    // The ledger's payment settles the booking: the server's cash "Mark paid" is never asked.
    expect(marked).toEqual([]);
  });

  it('shows what a cancelled booking is owed and records the refund, never above what was paid', async () => {
    const owed = row({
      id: 40,
      kind: 'refund',
      status: 'owed',
      gatewayId: null,
      recordedBy: 'policy',
      reason: 'Owed by the cancellation policy (100% of what was paid)',
    });
    const { refunded } = bookingServer(
      departureBooking({
        status: 'cancelled',
        state: 'cancelled',
        isCancelled: true,
        amountDue: 0,
        refundOwed: 51,
      }),
      [owed, row()],
    );
    const { user } = renderRoute('/operator/bookings/7');
    const section = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(section.getByText('Owed under the cancellation policy: $51.00')).toBeVisible();
    expect(section.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(await section.findByRole('article', { name: 'Refund 40' })).toHaveTextContent(
      'Refund owed',
    );

    await user.click(section.getByRole('button', { name: 'Record refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a refund' }));
    expect(dialog.getByText('At most $51.00: what was paid, less refunds.')).toBeVisible();
    const amount = dialog.getByLabelText(/Amount refunded/);
    expect(amount).toHaveValue('51.00');
    await user.clear(amount);
    await user.type(amount, '60');
    await user.click(dialog.getByRole('button', { name: 'Record refund' }));
    expect(await dialog.findByText('At most $51.00, please.')).toBeVisible();
    expect(dialog.getByText('Please fill this in.')).toBeVisible();
    expect(refunded).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '51');
    await enter(user, dialog.getByLabelText(/Reason/), 'Cancelled 3 days before: full refund');
    await user.click(dialog.getByRole('button', { name: 'Record refund' }));
    expect(
      await screen.findByText('The refund is recorded and the customer is mailed.'),
    ).toBeVisible();
    expect(refunded).toEqual([
      { id: '40', body: { amount: 51, reason: 'Cancelled 3 days before: full refund' } },
    ]);
  });
});
