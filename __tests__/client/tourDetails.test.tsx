import { screen, waitFor, within } from '@testing-library/react';
import type { BookingCreated } from '@/contract/wire/bookings';
import type { Envelope } from '@/contract/wire/envelope';
import type { PublicReview } from '@/contract/wire/operator';
import { delay, http, HttpResponse } from 'msw';
import type { Excursion } from '@/contract/wire/catalog';
import type { Account } from '@/contract/wire/account';
import { renderRoute } from './support/render';
import { API, server, TRANSPORT_API } from './support/server';

const ABUKO: Excursion = {
  id: 7,
  _id: '7',
  name: 'Abuko Nature Reserve Walk',
  description: 'A guided walk through the gallery forest, with over 300 bird species.',
  coverImageUrl: '/home/images/excursions/abuko-1.jpg',
  gallery: [
    '/home/images/excursions/abuko-1.jpg',
    '/home/images/excursions/abuko-2.jpg',
    '/home/images/excursions/abuko-3.jpg',
  ],
  rating: 4,
  countryName: 'The Gambia',
  location: 'Abuko',
  latitude: 13.4,
  longitude: -16.65,
  duration: 2,
  durationHours: 48,
  numberOfPeople: 8,
  food: true,
  drinks: false,
  tourStartDate: '2026-11-01',
  max: 8,
  destinationId: 1,
  excursionTypeId: 1,
};

const USER: Account = {
  name: 'Awa Jallow',
  email: 'awa@example.org',
  userId: 42,
  mobileNumber: '7701234',
  countryCode: '+220',
  country: 'The Gambia',
  isWhatsAppUser: false,
  newsLetterSubscription: false,
};

/** Every GET excursions/{id}, by id. */
let excursionCalls: string[] = [];

function serveExcursion(excursion: Excursion | null) {
  server.use(
    http.get(`${API}/excursions/:id`, ({ params }) => {
      excursionCalls.push(String(params.id));
      if (excursion && String(excursion.id) === params.id) {
        return HttpResponse.json({ success: true, data: excursion });
      }
      return HttpResponse.json(
        { success: false, message: 'We could not find that excursion.' },
        { status: 404 },
      );
    }),
  );
}

/** What the profile page may ask for once a booking has taken the visitor there. */
function serveProfile() {
  server.use(
    http.get(`${API}/account`, () => HttpResponse.json(USER)),
    http.get(`${API}/booking/user-booking`, () =>
      HttpResponse.json({
        success: true,
        data: { results: [], pageIndex: 1, pageSize: 10, totalCount: 0, totalPages: 0 },
      }),
    ),
    http.get(`${TRANSPORT_API}/user/transfer`, () =>
      HttpResponse.json({
        success: true,
        data: { results: [], pageIndex: 1, pageSize: 10, totalCount: 0, totalPages: 0 },
      }),
    ),
  );
}

const heading1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const path = () => screen.getByTestId('current-path');

beforeEach(() => {
  excursionCalls = [];
});

describe('tour details', () => {
  it('shows everything of an excursion loaded from the server, and remembers it', async () => {
    serveExcursion(ABUKO);
    const { store } = renderRoute('/tour-details/7');
    expect(await heading1('Abuko Nature Reserve Walk')).toBeVisible();
    expect(excursionCalls).toEqual(['7']);

    expect(screen.getAllByText('Abuko, The Gambia').length).toBeGreaterThan(0);
    const summary = within(screen.getByRole('region', { name: 'Tour summary' }));
    expect(summary.getByText('2 Days')).toBeVisible();
    expect(summary.getByText('8 people')).toBeVisible();
    expect(summary.getByText('5.0')).toBeVisible();
    expect(summary.getByRole('button', { name: 'Book Now' })).toBeEnabled();

    expect(screen.getByText(/over 300 bird species/)).toBeVisible();
    const included = within(screen.getByRole('region', { name: "What's Included" }));
    expect(included.getByText('Included')).toBeVisible();
    expect(included.getByText('Not included')).toBeVisible();
    expect(included.getByText('Not Available')).toBeVisible();
    expect(included.getByText('Food:')).toBeVisible();

    const map = await screen.findByTitle('Map of Abuko');
    expect(map.getAttribute('src')).toContain('marker=13.4%2C-16.65');
    expect(
      await within(screen.getByRole('region', { name: 'Reviews' })).findByText('No reviews yet.'),
    ).toBeVisible();
    // The form's code loads apart from the page's.
    expect(await screen.findByRole('form', { name: 'Review this tour' })).toBeVisible();

    expect(store.getState().lastViewed.excursionId).toBe(7);
  });

  it('lists the approved reviews the server gives, newest first, with the fixed rating kept', async () => {
    serveExcursion(ABUKO);
    server.use(
      http.get(`${API}/review/excursion/7`, () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              name: 'Binta',
              createAt: '2026-11-20T10:00:00.000Z',
              message: 'Saw a hornbill!',
              rating: 4,
            },
            {
              name: 'Ousman',
              createAt: '2026-10-02T10:00:00.000Z',
              message: 'Quiet and green.',
              rating: 5,
            },
          ],
        } satisfies Envelope<PublicReview[]>),
      ),
    );
    renderRoute('/tour-details/7');
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }));
    const items = await reviews.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Binta20 November 2026Saw a hornbill!',
      'Ousman2 October 2026Quiet and green.',
    ]);
    expect(reviews.queryByText('No reviews yet.')).toBeNull();
  });

  it('shows an excursion carried by its card at once, without asking the server', async () => {
    serveExcursion(ABUKO);
    server.use(
      http.get(`${API}/excursions/allexcursion`, () =>
        HttpResponse.json({
          success: true,
          data: { results: [ABUKO], pageIndex: 1, pageSize: 20, totalCount: 1, totalPages: 1 },
        }),
      ),
    );
    const { user, store } = renderRoute('/tours-list');
    await user.click(await screen.findByRole('link', { name: 'Abuko Nature Reserve Walk' }));
    expect(await heading1('Abuko Nature Reserve Walk')).toBeVisible();
    expect(path()).toHaveTextContent('/tour-details/7');
    expect(excursionCalls).toEqual([]);
    expect(store.getState().lastViewed.excursionId).toBe(7);
  });

  it('opens the last viewed excursion at /tour-details', async () => {
    serveExcursion(ABUKO);
    renderRoute('/tour-details', { lastViewed: { excursionId: 7 } });
    expect(await heading1('Abuko Nature Reserve Walk')).toBeVisible();
  });

  it('without an id or a last viewed excursion, points to the tours', async () => {
    renderRoute('/tour-details');
    expect(await screen.findByText(/You have not opened a tour yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See our tours' })).toHaveAttribute(
      'href',
      '/tours-list',
    );
    expect(excursionCalls).toEqual([]);
  });

  it('says so for an unknown excursion, without breaking the page', async () => {
    serveExcursion(null);
    renderRoute('/tour-details/999');
    expect(await heading1('Tour not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See our tours' })).toHaveAttribute(
      'href',
      '/tours-list',
    );
  });

  it('never asks for an id that is not a number', async () => {
    renderRoute('/tour-details/not-a-tour');
    expect(await heading1('Tour not found')).toBeVisible();
    expect(excursionCalls).toEqual([]);
  });

  it('says the tour could not load when the server fails', async () => {
    server.use(http.get(`${API}/excursions/:id`, () => HttpResponse.error()));
    renderRoute('/tour-details/7');
    expect(await screen.findByText(/could not load this tour/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See our tours' })).toBeVisible();
  });

  it('switches pictures with the thumbnails and the arrows', async () => {
    serveExcursion(ABUKO);
    const { user } = renderRoute('/tour-details/7');
    const pictures = within(await screen.findByRole('region', { name: 'Pictures' }));
    expect(pictures.getByAltText('Abuko Nature Reserve Walk, picture 1 of 3')).toHaveAttribute(
      'src',
      '/images/excursions/abuko-1.jpg',
    );
    await user.click(pictures.getByRole('button', { name: 'Show picture 3 of 3' }));
    expect(pictures.getByAltText('Abuko Nature Reserve Walk, picture 3 of 3')).toHaveAttribute(
      'src',
      '/images/excursions/abuko-3.jpg',
    );
    expect(pictures.getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(pictures.getByRole('button', { name: 'Next picture' }));
    expect(pictures.getByAltText('Abuko Nature Reserve Walk, picture 1 of 3')).toBeVisible();
    // From the keyboard: back from Next to Previous, then Enter.
    await user.tab({ shift: true });
    expect(pictures.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(pictures.getByAltText('Abuko Nature Reserve Walk, picture 3 of 3')).toBeVisible();
  });

  it("describes a picture with the operator's alt text, the others by the excursion's name", async () => {
    serveExcursion({
      ...ABUKO,
      imageAlts: { '/home/images/excursions/abuko-2.jpg': 'A red colobus monkey in the canopy' },
    });
    const { user } = renderRoute('/tour-details/7');
    const pictures = within(await screen.findByRole('region', { name: 'Pictures' }));
    expect(pictures.getByAltText('Abuko Nature Reserve Walk, picture 1 of 3')).toBeVisible();
    await user.click(pictures.getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(
      pictures.getByAltText('A red colobus monkey in the canopy, picture 2 of 3'),
    ).toHaveAttribute('src', '/images/excursions/abuko-2.jpg');
  });

  it('sends an anonymous visitor from Book Now to /login with the message', async () => {
    serveExcursion(ABUKO);
    const { user } = renderRoute('/tour-details/7');
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Please login to book this excursion')).toBeVisible();
    await waitFor(() => expect(path()).toHaveTextContent('/login'));
  });

  it('books once for a signed-in visitor, even on a double click, then opens the profile', async () => {
    serveExcursion(ABUKO);
    serveProfile();
    const bookings: unknown[] = [];
    server.use(
      http.post(`${API}/booking/add`, async ({ request }) => {
        bookings.push(await request.json());
        await delay(100);
        return HttpResponse.json(
          {
            success: true,
            data: { id: 1, generatedBookingId: 'WAT-0001' },
          } satisfies Envelope<BookingCreated>,
          { status: 201 },
        );
      }),
    );
    const { user } = renderRoute('/tour-details/7', { session: { token: 'token-1', user: USER } });
    await user.dblClick(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Booking successful!')).toBeVisible();
    await waitFor(() => expect(path()).toHaveTextContent('/user-profile'));
    expect(bookings).toEqual([
      {
        userId: 42,
        totalPrice: 0,
        isCompleted: false,
        paymentStatus: 'Pending',
        excursionIds: [7],
        isCancelled: false,
        userEmail: 'awa@example.org',
        userName: 'Awa Jallow',
      },
    ]);
  });
});
