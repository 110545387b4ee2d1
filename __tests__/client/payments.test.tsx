import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@/contract/wire/bookings';
import type { Envelope, Failure, Paged } from '@/contract/wire/envelope';
import type {
  BookingPaymentDetails,
  PayAnswer,
  PaymentMethods,
  PayRequest,
  VisitorPaymentRow,
} from '@/contract/wire/payments';
import { renderRoute } from './support/render';
import { signedInAs, testAccount } from './support/session';
import { API, server } from './support/server';

/** A confirmed boat trip for 2 adults and a child: $170, a 30% deposit of $51 not paid yet. */
const BOOKING: Booking = {
  id: 10,
  generatedBookingId: 'WAT-0010',
  excursionNames: ['Kunta Kinteh Island'],
  totalPrice: 170,
  currency: 'USD',
  isCompleted: false,
  isCancelled: false,
  paymentStatus: 'Pending',
  status: 'confirmed',
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
  amountPaid: 0,
  amountDue: 170,
  depositDue: 51,
  balanceDueDate: '2026-11-28',
  refundOwed: 0,
  refunded: 0,
  paymentPending: false,
};

const details = (over: Partial<BookingPaymentDetails> = {}): BookingPaymentDetails => ({
  bookingId: 10,
  generatedBookingId: 'WAT-0010',
  amountPaid: 0,
  amountDue: 170,
  depositDue: 51,
  balanceDueDate: '2026-11-28',
  refundOwed: 0,
  refunded: 0,
  paymentPending: false,
  paymentStatus: 'Pending',
  currency: 'USD',
  payments: [],
  ...over,
});

const cardPayment = (status: VisitorPaymentRow['status']): VisitorPaymentRow => ({
  id: 3,
  kind: 'payment',
  method: 'card',
  amount: 51,
  currency: 'USD',
  status,
  createdAt: '2026-11-29T10:00:00.000Z',
});

const METHODS: PaymentMethods = [
  { method: 'card', label: 'Card' },
  { method: 'wave', label: 'Wave' },
  { method: 'bank_transfer', label: 'Bank transfer' },
  { method: 'on_arrival', label: 'Pay on arrival' },
];

const ANSWERS: Record<string, PayAnswer> = {
  card: {
    redirectUrl: 'https://checkout.modempay.test/pay/pi_123',
    paymentId: 3,
    amount: 51,
    currency: 'USD',
  },
  bank_transfer: {
    instructions: {
      bankName: 'Trust Bank Gambia',
      accountName: 'West Africa Tours Ltd',
      accountNumber: '0012345678',
      reference: 'WAT-0010',
      amount: 51,
      currency: 'USD',
    },
  },
  on_arrival: { dueOnArrival: 170, currency: 'USD' },
};

/** The visitor's payment calls: what `booking/10/payment` says, in turn, and what was paid. */
function paymentServer(answers: BookingPaymentDetails[] = [details()]) {
  const paid: Array<{ body: PayRequest; key: string | null; authorization: string | null }> = [];
  let asked = 0;
  server.use(
    http.get(`${API}/account`, () => HttpResponse.json(testAccount)),
    http.get(`${API}/booking/user-booking`, () =>
      HttpResponse.json({
        success: true,
        data: { results: [BOOKING], pageIndex: 1, pageSize: 10, totalCount: 1, totalPages: 1 },
      } satisfies Envelope<Paged<Booking>>),
    ),
    http.get(`${API}/payment-methods`, ({ request }) => {
      // Anyone may ask what is on offer: the call carries no token.
      if (request.headers.get('authorization')) return HttpResponse.json({}, { status: 400 });
      return HttpResponse.json({ success: true, data: METHODS } satisfies Envelope<PaymentMethods>);
    }),
    http.get(`${API}/booking/:id/payment`, ({ params }) => {
      if (params.id !== '10') {
        return HttpResponse.json(
          { success: false, message: 'This booking cannot be found.' } satisfies Failure,
          { status: 404 },
        );
      }
      const answer = answers[Math.min(asked, answers.length - 1)];
      asked += 1;
      return HttpResponse.json({
        success: true,
        data: answer,
      } satisfies Envelope<BookingPaymentDetails>);
    }),
    http.post(`${API}/booking/10/pay`, async ({ request }) => {
      const body = (await request.json()) as PayRequest;
      paid.push({
        body,
        key: request.headers.get('idempotency-key'),
        authorization: request.headers.get('authorization'),
      });
      return HttpResponse.json({
        success: true,
        data: ANSWERS[body.method],
      } satisfies Envelope<PayAnswer>);
    }),
  );
  return { paid, asked: () => asked };
}

const signedIn = { ...signedInAs(testAccount), profileTab: 'bookings' as const };

async function openPayDialog() {
  const rendered = renderRoute('/user-profile', signedIn);
  const card = within(await screen.findByRole('article', { name: 'Booking WAT-0010' }));
  expect(card.getByText('Amount paid').nextSibling).toHaveTextContent('$0.00');
  expect(card.getByText('Amount due').nextSibling).toHaveTextContent('$170.00');
  expect(card.getByText('Payment').nextSibling).toHaveTextContent('Pending');
  await rendered.user.click(card.getByRole('button', { name: 'Pay booking WAT-0010' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Pay booking WAT-0010' }));
  await dialog.findByRole('radiogroup', { name: 'How you pay' });
  return { ...rendered, dialog };
}

describe('the payment step', () => {
  it('offers the deposit or all of it and the methods on offer, then the bank transfer details to copy', async () => {
    const { paid } = paymentServer();
    const { user, dialog } = await openPayDialog();

    const part = within(dialog.getByRole('radiogroup', { name: 'What you pay now' }));
    expect(part.getByLabelText('The deposit: $51.00')).toBeChecked();
    expect(part.getByLabelText('All of it: $170.00')).not.toBeChecked();
    expect(dialog.getByText('The balance of $119.00 is due by Sat, 28 Nov 2026.')).toBeVisible();
    const methods = within(dialog.getByRole('radiogroup', { name: 'How you pay' }));
    expect(methods.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'card',
      'wave',
      'bank_transfer',
      'on_arrival',
    ]);

    await user.click(methods.getByLabelText('Bank transfer'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    const transfer = within(await dialog.findByRole('region', { name: 'Pay by bank transfer' }));
    expect(paid).toEqual([
      {
        body: { method: 'bank_transfer', part: 'deposit' },
        key: expect.stringMatching(/^.{8,255}$/),
        authorization: 'Bearer token-1',
      },
    ]);
    expect(transfer.getByText('Trust Bank Gambia')).toBeVisible();
    expect(transfer.getByText('0012345678')).toBeVisible();
    expect(transfer.getByText('WAT-0010')).toBeVisible();
    expect(transfer.getByText('$51.00')).toBeVisible();

    await user.click(transfer.getByRole('button', { name: 'Copy reference' }));
    expect(await screen.findByText('Reference copied.')).toBeVisible();
    const [copied] = await navigator.clipboard.read();
    expect(await (await copied.getType('text/plain')).text()).toBe('WAT-0010');
  });

  it('sends a card payment of all of it to the gateway’s checkout', async () => {
    const { paid } = paymentServer();
    const { user, dialog } = await openPayDialog();
    await user.click(dialog.getByLabelText('All of it: $170.00'));
    expect(dialog.queryByText(/The balance of/)).not.toBeInTheDocument();
    await user.click(dialog.getByLabelText('Card'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(await dialog.findByText('Taking you to the secure checkout...')).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Open the secure checkout' })).toHaveAttribute(
      'href',
      'https://checkout.modempay.test/pay/pi_123',
    );
    expect(paid.map((call) => call.body)).toEqual([{ method: 'card', part: 'full' }]);
  });

  it('says what will be due on arrival, and asks for the balance once the deposit is paid', async () => {
    const { paid } = paymentServer([
      details({ amountPaid: 51, amountDue: 119, paymentStatus: 'Deposit paid' }),
    ]);
    const { user, dialog } = await openPayDialog();
    expect(dialog.queryByRole('radiogroup', { name: 'What you pay now' })).not.toBeInTheDocument();
    expect(dialog.getByText('Paid so far: $51.00')).toBeVisible();
    expect(dialog.getByText('Due now: $119.00')).toBeVisible();
    await user.click(dialog.getByLabelText('Pay on arrival'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(
      await dialog.findByText(
        'You pay $170.00 on the day, to your guide at the meeting point, in cash or by mobile money.',
      ),
    ).toBeVisible();
    expect(paid.map((call) => call.body)).toEqual([{ method: 'on_arrival', part: 'balance' }]);
  });

  it("shows the server's sentence when the gateway does not answer", async () => {
    paymentServer();
    server.use(
      http.post(`${API}/booking/10/pay`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The payment provider is not answering. Please try again in a few minutes.',
          } satisfies Failure,
          { status: 502 },
        ),
      ),
    );
    const { user, dialog } = await openPayDialog();
    await user.click(dialog.getByLabelText('Wave'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(
      await dialog.findByText(
        'The payment provider is not answering. Please try again in a few minutes.',
      ),
    ).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});

describe('the page the gateway brings the visitor back to', () => {
  it('says "Deposit paid" only once the server counts the payment, after it was pending', async () => {
    const server = paymentServer([
      details({ paymentPending: true, payments: [cardPayment('pending')] }),
      details({
        amountPaid: 51,
        amountDue: 119,
        paymentStatus: 'Deposit paid',
        payments: [cardPayment('succeeded')],
      }),
    ]);
    renderRoute('/payment/return?booking=10', signedInAs(testAccount));
    expect(await screen.findByText('Your payment is being confirmed')).toBeVisible();
    expect(screen.queryByText('Deposit paid')).not.toBeInTheDocument();

    const heading = await screen.findByRole('heading', { name: 'Deposit paid' });
    expect(heading).toBeVisible();
    expect(
      screen.getByText(
        /We have received \$51\.00 for booking WAT-0010\. A receipt is on its way by e-mail\. Still due: \$119\.00\./,
      ),
    ).toBeVisible();
    expect(server.asked()).toBe(2);
    expect(screen.getByRole('link', { name: 'See My Bookings' })).toHaveAttribute(
      'href',
      '/user-profile',
    );
  });

  it('says "Paid" when the whole booking is paid', async () => {
    paymentServer([
      details({
        amountPaid: 170,
        amountDue: 0,
        paymentStatus: 'Paid',
        payments: [{ ...cardPayment('succeeded'), amount: 170 }],
      }),
    ]);
    renderRoute('/payment/return?booking=10', signedInAs(testAccount));
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeVisible();
    expect(screen.queryByText(/Still due/)).not.toBeInTheDocument();
  });

  it('says a failed payment failed and offers to try again with the payment step', async () => {
    paymentServer([details({ payments: [cardPayment('failed')] })]);
    const { user } = renderRoute('/payment/return?booking=10', signedInAs(testAccount));
    expect(
      await screen.findByRole('heading', { name: 'Your payment did not go through' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: 'How you pay' })).toBeVisible();
    expect(screen.getByLabelText('The deposit: $51.00')).toBeChecked();
  });

  it('says the checkout was left when the visitor came back by its cancel link', async () => {
    paymentServer([details({ paymentPending: true, payments: [cardPayment('pending')] })]);
    renderRoute('/payment/return?booking=10&cancelled=1', signedInAs(testAccount));
    expect(await screen.findByRole('heading', { name: 'You left the checkout' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('asks again a few times, then says the payment will show in My Bookings and by e-mail', async () => {
    const server = paymentServer([
      details({ paymentPending: true, payments: [cardPayment('pending')] }),
    ]);
    renderRoute('/payment/return?booking=10', signedInAs(testAccount));
    expect(await screen.findByText('Your payment is being confirmed')).toBeVisible();
    expect(
      // Three more questions, a couple of seconds apart: a busy machine may take longer.
      await screen.findByRole(
        'heading',
        { name: 'Your payment is not confirmed yet' },
        { timeout: 30_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/My Bookings will show it as soon as it is, and we will e-mail you/),
    ).toBeVisible();
    expect(server.asked()).toBe(4);
    await waitFor(() => expect(server.asked()).toBe(4));
    expect(screen.queryByRole('heading', { name: /paid/i })).not.toBeInTheDocument();
  });

  it('asks a visitor without a session to log in, and says so for a booking not theirs', async () => {
    paymentServer();
    renderRoute('/payment/return?booking=10');
    expect(await screen.findByText('Please log in to see your payment.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says a booking not in the account cannot be found', async () => {
    paymentServer();
    renderRoute('/payment/return?booking=99', signedInAs(testAccount));
    expect(await screen.findByText('We cannot find this booking in your account.')).toBeVisible();
  });
});
