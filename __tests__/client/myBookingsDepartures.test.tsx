import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@/contract/wire/bookings';
import type { BookingLine, CancellationQuote } from '@/contract/wire/departures';
import type { Envelope, Failure, Paged } from '@/contract/wire/envelope';
import { renderRoute } from './support/render';
import { signedInAs, testAccount } from './support/session';
import { API, server } from './support/server';

const ISLAND: BookingLine = {
  departureId: 101,
  excursionId: 4,
  excursionName: 'Kunta Kinteh Island',
  date: '2026-12-12',
  time: '09:00',
  units: { adult: 2, child: 1, infant: 0 },
  price: 170,
};
const FOREST: BookingLine = {
  departureId: 202,
  excursionId: 9,
  excursionName: 'Makasutu Forest',
  date: '2026-12-13',
  time: '14:30',
  units: { adult: 1, child: 0, infant: 0 },
  price: 45,
};

const booking = (over: Partial<Booking>): Booking => ({
  id: 10,
  generatedBookingId: 'WAT-0010',
  excursionNames: ['Kunta Kinteh Island', 'Makasutu Forest'],
  totalPrice: 215,
  currency: 'USD',
  isCompleted: false,
  isCancelled: false,
  paymentStatus: 'Pending',
  status: 'confirmed',
  lines: [ISLAND, FOREST],
  ...over,
});

const CONFIRMED = booking({});
const AWAITING = booking({
  id: 11,
  generatedBookingId: 'WAT-0011',
  excursionNames: ['Makasutu Forest'],
  totalPrice: 45,
  status: 'requested',
  lines: [FOREST],
});
const CANCELLED = booking({
  id: 12,
  generatedBookingId: 'WAT-0012',
  status: 'cancelled',
  isCancelled: true,
});
/** SPEC.md's booking on request: no departures, priced later by the operator. */
const ON_REQUEST = booking({
  id: 1,
  generatedBookingId: 'WAT-0001',
  excursionNames: ['Abuko Nature Reserve'],
  totalPrice: 0,
  status: 'requested',
  lines: [],
});

const paged = (results: Booking[]) =>
  HttpResponse.json({
    success: true,
    data: { results, pageIndex: 1, pageSize: 10, totalCount: results.length, totalPages: 1 },
  } satisfies Envelope<Paged<Booking>>);

const quote = (refundPercent: number, refundAmount: number) =>
  ({ refundPercent, refundAmount, currency: 'USD' }) satisfies CancellationQuote;

/**
 * The signed-in visitor's bookings; cancelling answers as told and, once it succeeds, the list
 * shows the booking cancelled.
 */
function bookingsServer({
  quoteOf = () => HttpResponse.json({ success: true, data: quote(100, 215) }),
  cancel = () =>
    HttpResponse.json({
      success: true,
      message: 'Your booking is cancelled. We have sent the details to your e-mail address.',
      data: quote(100, 215),
    } satisfies Envelope<CancellationQuote>),
}: { quoteOf?: () => Response; cancel?: () => Response } = {}) {
  const cancelled: string[] = [];
  const quoted: string[] = [];
  let listed = [CONFIRMED, AWAITING, CANCELLED, ON_REQUEST];
  server.use(
    http.get(`${API}/account`, () => HttpResponse.json(testAccount)),
    http.get(`${API}/booking/user-booking`, () => paged(listed)),
    http.get(`${API}/booking/:id/cancellation`, ({ params }) => {
      quoted.push(String(params.id));
      return quoteOf();
    }),
    http.post(`${API}/booking/:id/cancel`, ({ params }) => {
      cancelled.push(String(params.id));
      const answer = cancel();
      if (answer.status === 200) {
        listed = listed.map((shown) =>
          String(shown.id) === params.id
            ? { ...shown, status: 'cancelled', isCancelled: true }
            : shown,
        );
      }
      return answer;
    }),
  );
  return { cancelled, quoted };
}

const signedIn = { ...signedInAs(testAccount), profileTab: 'bookings' as const };
const card = async (reference: string) =>
  within(await screen.findByRole('article', { name: `Booking ${reference}` }));

describe('My Bookings, departures', () => {
  it('shows each departure with its date, time and people, and the booking status', async () => {
    bookingsServer();
    renderRoute('/user-profile', signedIn);

    const confirmed = await card('WAT-0010');
    const [island, forest] = within(
      confirmed.getByText('Departures').nextElementSibling as HTMLElement,
    )
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(island.getByText('Kunta Kinteh Island')).toBeInTheDocument();
    expect(island.getByText('Sat, 12 Dec 2026 at 09:00')).toBeInTheDocument();
    expect(island.getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(forest.getByText('Sun, 13 Dec 2026 at 14:30')).toBeInTheDocument();
    expect(forest.getByText('1 adult')).toBeInTheDocument();
    expect(confirmed.getByText('$215.00')).toBeInTheDocument();
    expect(confirmed.getByText('Confirmed').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(confirmed.getByRole('button', { name: 'Cancel booking WAT-0010' })).toBeInTheDocument();

    const awaiting = await card('WAT-0011');
    expect(awaiting.getByText('Status').nextSibling).toHaveTextContent('Awaiting confirmation');
    expect(awaiting.getByRole('button', { name: 'Cancel booking WAT-0011' })).toBeInTheDocument();

    const cancelled = await card('WAT-0012');
    expect(cancelled.getByText('Status').nextSibling).toHaveTextContent('Cancelled');
    expect(cancelled.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    // SPEC.md's booking on request keeps its excursions, its Pending badge and no Cancel.
    const onRequest = await card('WAT-0001');
    expect(onRequest.getByText('Excursions')).toBeInTheDocument();
    expect(onRequest.getByText('Abuko Nature Reserve')).toBeInTheDocument();
    expect(onRequest.getByText('Status').nextSibling).toHaveTextContent('Pending');
    expect(onRequest.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('states the refund before cancelling, then cancels and shows the booking cancelled', async () => {
    const { cancelled, quoted } = bookingsServer();
    const { user } = renderRoute('/user-profile', signedIn);
    await user.click(
      (await card('WAT-0010')).getByRole('button', { name: 'Cancel booking WAT-0010' }),
    );

    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel booking WAT-0010?' }));
    expect(await dialog.findByText('You will be refunded 100% ($215.00).')).toBeInTheDocument();
    expect(quoted).toEqual(['10']);
    expect(cancelled).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText(
        'Booking WAT-0010 is cancelled. We have sent the details to your e-mail address.',
      ),
    ).toBeInTheDocument();
    expect(cancelled).toEqual(['10']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card10 = await card('WAT-0010');
    await waitFor(() =>
      expect(card10.getByText('Status').nextSibling).toHaveTextContent('Cancelled'),
    );
    expect(card10.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('says when a booking is no longer refundable, and keeping it cancels nothing', async () => {
    const { cancelled } = bookingsServer({
      quoteOf: () => HttpResponse.json({ success: true, data: quote(0, 0) }),
    });
    const { user } = renderRoute('/user-profile', signedIn);
    await user.click(
      (await card('WAT-0011')).getByRole('button', { name: 'Cancel booking WAT-0011' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel booking WAT-0011?' }));
    expect(await dialog.findByText('This booking is no longer refundable.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelled).toHaveLength(0);
  });

  it("shows the server's sentence when the booking can no longer be cancelled", async () => {
    const started = 'This booking can no longer be cancelled: its first excursion has started.';
    bookingsServer({
      cancel: () =>
        HttpResponse.json({ success: false, message: started } satisfies Failure, {
          status: 409,
        }),
    });
    const { user } = renderRoute('/user-profile', signedIn);
    await user.click(
      (await card('WAT-0010')).getByRole('button', { name: 'Cancel booking WAT-0010' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('You will be refunded 100% ($215.00).');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await dialog.findByText(started)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await card('WAT-0010')).getByText('Status').nextSibling).toHaveTextContent('Confirmed');
  });

  it("shows the server's sentence when the refund cannot be told, and offers no cancel", async () => {
    const gone =
      'This booking can no longer be cancelled: it is cancelled, completed or not confirmed.';
    bookingsServer({
      quoteOf: () =>
        HttpResponse.json({ success: false, message: gone } satisfies Failure, { status: 409 }),
    });
    const { user } = renderRoute('/user-profile', signedIn);
    await user.click(
      (await card('WAT-0010')).getByRole('button', { name: 'Cancel booking WAT-0010' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(gone)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  });
});
