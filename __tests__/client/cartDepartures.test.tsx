import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@/contract/wire/bookings';
import type { DepartureBooking, ReserveRequest } from '@/contract/wire/departures';
import type { Envelope, Failure, Paged } from '@/contract/wire/envelope';
import type { BookingPaymentDetails, PaymentMethods } from '@/contract/wire/payments';
import type { CartDepartureLine } from '@/features/cart/cartSlice';
import { renderRoute } from './support/render';
import { signedInAs, testAccount } from './support/session';
import { API, server } from './support/server';

/** Two departures in the cart: a family on a boat trip, one adult in the forest. */
const ISLAND: CartDepartureLine = {
  departureId: 101,
  excursionId: 4,
  excursionName: 'Kunta Kinteh Island',
  date: '2026-12-12',
  time: '09:00',
  units: { adult: 2, child: 1, infant: 0 },
  price: 170,
  currency: 'USD',
};
const FOREST: CartDepartureLine = {
  departureId: 202,
  excursionId: 9,
  excursionName: 'Makasutu Forest',
  date: '2026-12-13',
  time: '14:30',
  units: { adult: 1, child: 0, infant: 1 },
  price: 45,
  currency: 'USD',
};

const cartOf = (lines: CartDepartureLine[], ids: number[] = []) => ({ cart: { ids, lines } });
const signedIn = signedInAs(testAccount);
const departures = () => within(screen.getByRole('list', { name: 'Departures in your cart' }));
const summary = () => within(screen.getByRole('region', { name: 'Your departures' }));

const bookingLine = ({ currency: _currency, ...line }: CartDepartureLine) => line;

/** The server's hold of the given lines, ending in 30 minutes. */
const hold = (lines: CartDepartureLine[]): DepartureBooking => ({
  id: 7,
  generatedBookingId: 'WAT-0007',
  status: 'on_hold',
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  totalPrice: lines.reduce((sum, line) => sum + line.price, 0),
  currency: 'USD',
  lines: lines.map(bookingLine),
});

const failure = (status: number, message: string, errors?: Failure['errors']) =>
  HttpResponse.json({ success: false, message, errors } satisfies Failure, { status });

interface Received {
  body: ReserveRequest;
  authorization: string | null;
  idempotencyKey: string | null;
}

/** Answers `booking/reserve` and `booking/7/confirm` as told, recording what the page sent. */
function bookingServer({
  reserve = (body: ReserveRequest) =>
    HttpResponse.json(
      {
        success: true,
        data: hold(
          [ISLAND, FOREST].filter((line) =>
            body.lines.some((sent) => sent.departureId === line.departureId),
          ),
        ),
      } satisfies Envelope<DepartureBooking>,
      { status: 201 },
    ),
  confirm = (): Response =>
    HttpResponse.json({
      success: true,
      message: 'Your booking is confirmed. We have sent the details to your e-mail address.',
      data: { ...hold([ISLAND, FOREST]), status: 'confirmed', expiresAt: null },
    } satisfies Envelope<DepartureBooking>),
}: {
  reserve?: (body: ReserveRequest) => Response;
  confirm?: () => Response;
} = {}) {
  const reserved: Received[] = [];
  const confirmed: string[] = [];
  server.use(
    http.post(`${API}/booking/reserve`, async ({ request }) => {
      const body = (await request.json()) as ReserveRequest;
      reserved.push({
        body,
        authorization: request.headers.get('authorization'),
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      return reserve(body);
    }),
    http.post(`${API}/booking/:id/confirm`, ({ params }) => {
      confirmed.push(String(params.id));
      return confirm();
    }),
    http.get(`${API}/account`, () => HttpResponse.json(testAccount)),
    http.get(`${API}/payment-methods`, () =>
      HttpResponse.json({
        success: true,
        data: [{ method: 'bank_transfer', label: 'Bank transfer' }],
      } satisfies Envelope<PaymentMethods>),
    ),
    http.get(`${API}/booking/7/payment`, () =>
      HttpResponse.json({
        success: true,
        data: {
          bookingId: 7,
          generatedBookingId: 'WAT-0007',
          amountPaid: 0,
          amountDue: 215,
          depositDue: 64.5,
          balanceDueDate: '2026-11-28',
          refundOwed: 0,
          refunded: 0,
          paymentPending: false,
          paymentStatus: 'Pending',
          currency: 'USD',
          payments: [],
        },
      } satisfies Envelope<BookingPaymentDetails>),
    ),
    http.get(`${API}/booking/user-booking`, () =>
      HttpResponse.json({
        success: true,
        data: { results: [], pageIndex: 1, pageSize: 10, totalCount: 0, totalPages: 0 },
      } satisfies Envelope<Paged<Booking>>),
    ),
  );
  return { reserved, confirmed };
}

describe('cart page, departures', () => {
  it('shows each departure with its date, time, people and price, the total, and removes one', async () => {
    const { store, user } = renderRoute('/cart', cartOf([ISLAND, FOREST]));
    await screen.findByRole('list', { name: 'Departures in your cart' });

    const island = within(departures().getAllByRole('listitem')[0]);
    expect(island.getByRole('link', { name: 'Kunta Kinteh Island' })).toHaveAttribute(
      'href',
      '/tour-details/4',
    );
    expect(island.getByText('Sat, 12 Dec 2026 at 09:00')).toBeInTheDocument();
    expect(island.getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(island.getByText('$170.00')).toBeInTheDocument();
    const forest = within(departures().getAllByRole('listitem')[1]);
    expect(forest.getByText('Sun, 13 Dec 2026 at 14:30')).toBeInTheDocument();
    expect(forest.getByText('1 adult, 1 infant')).toBeInTheDocument();
    expect(summary().getByText('2 departures')).toBeInTheDocument();
    expect(summary().getByText('$215.00')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', {
        name: 'Remove Kunta Kinteh Island on Sat, 12 Dec 2026 from the cart',
      }),
    );
    expect(departures().queryByText('Kunta Kinteh Island')).not.toBeInTheDocument();
    expect(summary().getByText('$45.00')).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([FOREST]);
  });

  it('keeps the excursions on request beside the departures, with their own Book Now', async () => {
    server.use(
      http.get(`${API}/excursions/:id`, () =>
        HttpResponse.json({ success: false, message: 'Not here.' }, { status: 404 }),
      ),
    );
    renderRoute('/cart', cartOf([ISLAND], [77]));
    await screen.findByRole('list', { name: 'Departures in your cart' });
    expect(departures().getByText('Kunta Kinteh Island')).toBeInTheDocument();
    const onRequest = within(screen.getByRole('list', { name: 'Excursions in your cart' }));
    expect(await onRequest.findByText('Excursion no longer available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in, holding nothing', async () => {
    const { reserved } = bookingServer();
    const { store, user } = renderRoute('/cart', cartOf([ISLAND]));
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Please login to book excursions')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/login'));
    expect(reserved).toHaveLength(0);
    expect(store.getState().cart.lines).toEqual([ISLAND]);
  });

  it('holds every line at once, counts down, confirms and clears the booked lines', async () => {
    const { reserved, confirmed } = bookingServer();
    const { store, user } = renderRoute('/cart', { ...cartOf([ISLAND, FOREST]), ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Book' }));

    const held = within(await screen.findByRole('region', { name: 'Your seats are held' }));
    expect(reserved).toEqual([
      {
        authorization: 'Bearer token-1',
        idempotencyKey: expect.stringMatching(/^.{8,255}$/),
        body: {
          lines: [
            { departureId: 101, units: { adult: 2, child: 1, infant: 0 } },
            { departureId: 202, units: { adult: 1, child: 0, infant: 1 } },
          ],
        },
      },
    ]);
    expect(held.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^(30:00|29:\d\d)$/);
    expect(held.getByText('30 minutes left to confirm your booking.')).toBeInTheDocument();
    expect(held.getByText('$215.00')).toBeInTheDocument();
    const heldLines = within(screen.getByRole('list', { name: 'Departures held for you' }));
    expect(heldLines.getByText('Sat, 12 Dec 2026 at 09:00')).toBeInTheDocument();
    expect(heldLines.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(store.getState().cart.lines).toHaveLength(2);

    await user.click(held.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Your booking is confirmed')).toBeInTheDocument();
    expect(
      screen.getByText('Booking WAT-0007 is confirmed. We have sent you the details by e-mail.'),
    ).toBeInTheDocument();
    expect(confirmed).toEqual(['7']);
    expect(store.getState().cart.lines).toEqual([]);
    // The payment step follows at once, with what is due now (its code loads only then).
    const step = within(await screen.findByRole('region', { name: 'Pay for your booking' }));
    expect(await step.findByLabelText('The deposit: $64.50')).toBeChecked();
    expect(step.getByLabelText('Bank transfer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See My Bookings' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/user-profile'),
    );
    expect(await screen.findByRole('tab', { name: 'My Bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("says a booking the operator confirms awaits the operator's confirmation", async () => {
    bookingServer({
      confirm: () =>
        HttpResponse.json({
          success: true,
          data: { ...hold([ISLAND]), status: 'requested', expiresAt: null },
        } satisfies Envelope<DepartureBooking>),
    });
    const { store, user } = renderRoute('/cart', { ...cartOf([ISLAND]), ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Your booking awaits the operator')).toBeInTheDocument();
    expect(
      screen.getByText(/Booking WAT-0007 is received and awaits the operator's confirmation/),
    ).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('names the line that cannot be held beside it and keeps the whole cart', async () => {
    const { reserved, confirmed } = bookingServer({
      reserve: () =>
        failure(
          409,
          'Some departures could not be held, so nothing was held. Please change them and try again.',
          { 'lines.1': ['Only 1 seat is left on this departure.'] },
        ),
    });
    const { store, user } = renderRoute('/cart', { ...cartOf([ISLAND, FOREST]), ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Book' }));

    expect(
      await summary().findByText(/Some departures could not be held, so nothing was held/),
    ).toBeInTheDocument();
    const [island, forest] = departures().getAllByRole('listitem');
    expect(forest).toHaveAccessibleDescription('Only 1 seat is left on this departure.');
    expect(within(island).queryByText(/seat/)).not.toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([ISLAND, FOREST]);
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
    expect(reserved).toHaveLength(1);
    expect(confirmed).toHaveLength(0);

    // The visitor takes the full departure out and books the rest.
    await user.click(
      screen.getByRole('button', {
        name: 'Remove Makasutu Forest on Sun, 13 Dec 2026 from the cart',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(reserved).toHaveLength(2);
    expect(reserved[1].idempotencyKey).not.toBe(reserved[0].idempotencyKey);
  });

  it('says a hold that ran out before the confirmation ended, and lets the visitor book again', async () => {
    const { reserved } = bookingServer({
      confirm: () =>
        failure(
          409,
          'Your hold has ended and its seats have been released. Please choose your departures again.',
        ),
    });
    const { store, user } = renderRoute('/cart', { ...cartOf([ISLAND]), ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));

    expect(
      await screen.findByText(
        'Your hold has ended and its seats have been released. Please choose your departures again.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([ISLAND]);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
    expect(reserved).toHaveLength(2);
  });

  it('points a party too large for booking online to the enquiry form', async () => {
    bookingServer({
      reserve: () =>
        failure(
          400,
          'Online bookings are for up to 8 people. For a larger group, please send us an enquiry from the contact page and we will arrange it.',
        ),
    });
    const { store, user } = renderRoute('/cart', { ...cartOf([ISLAND]), ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    expect(
      await summary().findByText(/Online bookings are for up to 8 people/),
    ).toBeInTheDocument();
    expect(summary().getByRole('link', { name: 'Send us an enquiry' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(store.getState().cart.lines).toEqual([ISLAND]);
  });

  it('goes back to the cart when the time to confirm is up', async () => {
    const { confirmed } = bookingServer({
      reserve: () =>
        HttpResponse.json(
          {
            success: true,
            data: { ...hold([ISLAND]), expiresAt: new Date(Date.now() - 1000).toISOString() },
          } satisfies Envelope<DepartureBooking>,
          { status: 201 },
        ),
    });
    const { store, user } = renderRoute('/cart', { ...cartOf([ISLAND]), ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    // The held departures show until the hold's end is seen, then the cart comes back.
    const cartSummary = within(await screen.findByRole('region', { name: 'Your departures' }));
    expect(await cartSummary.findByText(/Your hold has run out/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
    expect(store.getState().cart.lines).toEqual([ISLAND]);
    expect(confirmed).toHaveLength(0);
  });

  it('holds once on a double click', async () => {
    const { reserved } = bookingServer();
    const { user } = renderRoute('/cart', { ...cartOf([ISLAND]), ...signedIn });
    await user.dblClick(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
    expect(reserved).toHaveLength(1);
  });
});
