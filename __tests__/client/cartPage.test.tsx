import { http, HttpResponse } from 'msw';
import type { BookingCreated } from '@/contract/wire/bookings';
import type { Envelope } from '@/contract/wire/envelope';
import { screen, waitFor, within } from '@testing-library/react';
import type { Excursion } from '@/contract/wire/catalog';
import type { Account } from '@/contract/wire/account';
import type { BookingRequest } from '@/contract/wire/bookings';
import { renderRoute } from './support/render';
import { signedInAs, testAccount } from './support/session';
import { API, server } from './support/server';

const account: Account = testAccount;

const excursion = (id: number, name: string): Excursion => ({
  id,
  _id: String(id),
  name,
  description: `${name}, a day out with our guides.`,
  coverImageUrl: `/home/images/excursions/${id}/cover.jpg`,
  gallery: [],
  rating: 5,
  countryName: 'The Gambia',
  location: 'Banjul, The Gambia',
  latitude: 13.45,
  longitude: -16.58,
  duration: 1,
  durationHours: 6,
  numberOfPeople: 10,
  food: true,
  drinks: true,
  tourStartDate: '2030-01-01',
  max: 10,
  destinationId: 1,
  excursionTypeId: 1,
});

const EXCURSIONS: Record<string, Excursion> = {
  '4': excursion(4, 'Kunta Kinteh Island'),
  '9': excursion(9, 'Makasutu Forest'),
};

const cartOf = (...ids: number[]) => ({ cart: { ids } });
const signedIn = signedInAs(account);
const cartLines = () => within(screen.getByRole('list', { name: 'Excursions in your cart' }));
const header = () => within(screen.getByRole('banner'));

/** The profile the visitor lands on after booking. */
const profileHandlers = [
  http.get(`${API}/account`, () => HttpResponse.json(account)),
  http.get(`${API}/booking/user-booking`, () =>
    HttpResponse.json({
      success: true,
      data: { results: [], pageIndex: 1, pageSize: 10, totalCount: 0, totalPages: 0 },
    }),
  ),
];

function recordBookings(
  answer: () => Response = () =>
    HttpResponse.json(
      {
        success: true,
        data: { id: 1, generatedBookingId: 'WAT-0001' },
      } satisfies Envelope<BookingCreated>,
      { status: 201 },
    ),
) {
  const received: Array<{
    body: BookingRequest;
    authorization: string | null;
    idempotencyKey: string | null;
  }> = [];
  server.use(
    http.post(`${API}/booking/add`, async ({ request }) => {
      received.push({
        body: (await request.json()) as BookingRequest,
        authorization: request.headers.get('authorization'),
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      return answer();
    }),
  );
  return received;
}

describe('cart page', () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/excursions/:id`, ({ params }) => {
        const found = EXCURSIONS[String(params.id)];
        return found
          ? HttpResponse.json({ success: true, data: found })
          : HttpResponse.json(
              { success: false, message: 'We could not find that excursion.' },
              { status: 404 },
            );
      }),
      ...profileHandlers,
    );
  });

  it('says the cart is empty', async () => {
    renderRoute('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    expect(screen.getByText('Your cart is empty')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('lists the excursions of the cart, each removable', async () => {
    const { store, user } = renderRoute('/cart', cartOf(4, 9));
    expect(await cartLines().findByRole('link', { name: 'Kunta Kinteh Island' })).toHaveAttribute(
      'href',
      '/tour-details/4',
    );
    expect(await cartLines().findByRole('link', { name: 'Makasutu Forest' })).toBeInTheDocument();
    expect(cartLines().getAllByText('6 hours')).toHaveLength(2);
    expect(screen.getByText('2 excursions')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Remove Kunta Kinteh Island from the cart' }),
    );
    expect(cartLines().queryByText('Kunta Kinteh Island')).not.toBeInTheDocument();
    expect(store.getState().cart.ids).toEqual([9]);
    expect(header().getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Makasutu Forest from the cart' }));
    expect(screen.getByText('Your cart is empty')).toBeVisible();
  });

  it('shows an excursion the server no longer knows as unavailable, and removable', async () => {
    const { store, user } = renderRoute('/cart', cartOf(4, 77));
    expect(await screen.findByText('Excursion no longer available')).toBeInTheDocument();
    expect(await cartLines().findByText('Kunta Kinteh Island')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove excursion 77 from the cart' }));
    expect(screen.queryByText('Excursion no longer available')).not.toBeInTheDocument();
    expect(store.getState().cart.ids).toEqual([4]);
  });

  it('asks an anonymous visitor to log in and goes to /login, booking nothing', async () => {
    const received = recordBookings();
    const { store, user } = renderRoute('/cart', cartOf(4));
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Please login to book excursions')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/login'));
    expect(received).toHaveLength(0);
    expect(store.getState().cart.ids).toEqual([4]);
  });

  it('books the cart for the user, clears it and opens My Bookings', async () => {
    const received = recordBookings();
    const { store, user } = renderRoute('/cart', { ...cartOf(4, 9), ...signedIn });
    await cartLines().findByText('Makasutu Forest');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText('Booking successful!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/user-profile'),
    );
    expect(received).toEqual([
      {
        authorization: 'Bearer token-1',
        // The submit's own key: a retry of this booking books nothing more.
        idempotencyKey: expect.stringMatching(/^.{8,255}$/),
        body: {
          userId: 1,
          totalPrice: 0,
          isCompleted: false,
          paymentStatus: 'Pending',
          excursionIds: [4, 9],
          isCancelled: false,
          userEmail: 'awa@example.com',
          userName: 'Awa Jallow',
        },
      },
    ]);
    expect(store.getState().cart.ids).toEqual([]);
    expect(await screen.findByRole('tab', { name: 'My Bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No bookings found')).toBeInTheDocument();
  });

  it("shows the server's message when the booking is refused, and keeps the cart", async () => {
    recordBookings(() =>
      HttpResponse.json(
        { success: false, message: 'Excursion 9 does not exist.' },
        { status: 400 },
      ),
    );
    const { store, user } = renderRoute('/cart', { ...cartOf(4, 9), ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Excursion 9 does not exist.')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/cart');
    expect(store.getState().cart.ids).toEqual([4, 9]);
  });

  it('says Booking failed when a refusal carries no message', async () => {
    recordBookings(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderRoute('/cart', { ...cartOf(4), ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Booking failed')).toBeInTheDocument();
  });

  it('says Failed to process booking when the network fails', async () => {
    recordBookings(() => HttpResponse.error());
    const { store, user } = renderRoute('/cart', { ...cartOf(4), ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Failed to process booking')).toBeInTheDocument();
    expect(store.getState().cart.ids).toEqual([4]);
  });

  it('books once on a double click', async () => {
    const received = recordBookings();
    const { user } = renderRoute('/cart', { ...cartOf(4), ...signedIn });
    await user.dblClick(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Booking successful!')).toBeInTheDocument();
    expect(received).toHaveLength(1);
  });
});
