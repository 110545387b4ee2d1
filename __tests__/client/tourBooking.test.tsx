import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { addDays } from '@/contract/booking';
import type { Excursion } from '@/contract/wire/catalog';
import type {
  AvailabilityStatus,
  BookingRules,
  CalendarDay,
  Departure,
  ExcursionPricing,
} from '@/contract/wire/departures';
import type { Envelope } from '@/contract/wire/envelope';
import { BookingPanel, pricedExcursion } from '@/features/departures';
import { AppProviders } from '@/app/AppProviders';
import { setupStore } from '@/app/store';
import {
  installFakeIntersectionObserver,
  showEverythingWatched,
} from './support/fakeIntersectionObserver';
import { renderRoute } from './support/render';
import { API, server } from './support/server';

const PRICING: ExcursionPricing = {
  onRequest: false,
  currency: 'USD',
  fromPrice: 45,
  units: [
    { unit: 'adult', label: 'Adult', minAge: 12, maxAge: 99, price: 45 },
    { unit: 'child', label: 'Child', minAge: 3, maxAge: 11, price: 22.5 },
    { unit: 'infant', label: 'Infant', minAge: 0, maxAge: 2, price: 0 },
  ],
};

const RULES: BookingRules = {
  instantConfirmation: true,
  cutoffHours: 12,
  minPerBooking: 1,
  maxPerBooking: 8,
  cancellationPolicy: [{ hoursBefore: 24, refundPercent: 100 }],
};

const MAKASUTU: Excursion = {
  id: 7,
  _id: '7',
  name: 'Makasutu Culture Forest',
  description: 'A dugout canoe through the mangroves, then the forest with a local guide.',
  coverImageUrl: '/home/images/excursions/makasutu-1.jpg',
  gallery: ['/home/images/excursions/makasutu-1.jpg'],
  rating: 5,
  countryName: 'The Gambia',
  location: 'Makasutu',
  latitude: 13.2,
  longitude: -16.6,
  duration: 1,
  durationHours: 8,
  numberOfPeople: 12,
  food: true,
  drinks: true,
  tourStartDate: '2026-11-01',
  max: 12,
  destinationId: 1,
  excursionTypeId: 1,
  pricing: PRICING,
  bookingRules: RULES,
};

const ON_REQUEST: Excursion = {
  ...MAKASUTU,
  id: 8,
  _id: '8',
  name: 'Roots Heritage Tour',
  pricing: { onRequest: true, currency: 'USD', fromPrice: null, units: [] },
};

/** Each month alike: the 10th sold out, the 11th not running, the 12th few seats, others open. */
function statusOfDay(day: number): { status: AvailabilityStatus; vacancies: number } {
  if (day === 10) return { status: 'SOLD_OUT', vacancies: 0 };
  if (day === 11) return { status: 'CLOSED', vacancies: 0 };
  if (day === 12) return { status: 'LIMITED', vacancies: 3 };
  return { status: 'AVAILABLE', vacancies: 20 };
}

/** The 12th's start times: few seats in the morning, more in the afternoon, the evening full. */
function departuresOf(date: string): Departure[] {
  const at = (id: number, time: string, vacancies: number, status: AvailabilityStatus) => ({
    id,
    date,
    time,
    startsAt: `${date}T${time}:00.000Z`,
    cutoffAt: `${date}T00:00:00.000Z`,
    capacity: 12,
    vacancies,
    status,
  });
  return [
    at(501, '09:00', 3, 'LIMITED'),
    at(502, '14:30', 10, 'AVAILABLE'),
    at(503, '17:00', 0, 'SOLD_OUT'),
  ];
}

let calendarCalls: { from: string | null; to: string | null }[] = [];
let departureCalls: string[] = [];

function serve(excursion: Excursion) {
  server.use(
    http.get(`${API}/excursions/:id`, ({ params }) =>
      String(params.id) === String(excursion.id)
        ? HttpResponse.json({ success: true, data: excursion })
        : HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
    ),
    http.get(`${API}/excursions/:id/calendar`, ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      calendarCalls.push({ from, to });
      const days: CalendarDay[] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        days.push({ date, ...statusOfDay(Number(date.slice(8))) });
      }
      return HttpResponse.json({ success: true, data: days } satisfies Envelope<CalendarDay[]>);
    }),
    http.get(`${API}/excursions/:id/departures`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      departureCalls.push(date);
      return HttpResponse.json({
        success: true,
        data: departuresOf(date),
      } satisfies Envelope<Departure[]>);
    }),
  );
}

const thisMonth = () => new Date().toISOString().slice(0, 7);
const dayButton = (day: number) =>
  screen.findByRole('button', { name: new RegExp(`^[A-Z][a-z]+day ${day} [A-Z][a-z]+, `) });

async function openPanel() {
  serve(MAKASUTU);
  const view = renderRoute('/tour-details/7');
  const panel = within(await screen.findByRole('region', { name: 'Book this tour' }));
  await dayButton(12);
  return { ...view, panel };
}

async function chooseTwelfthAt(user: ReturnType<typeof renderRoute>['user'], time: RegExp) {
  await user.click(await dayButton(12));
  await user.click(await screen.findByRole('button', { name: time }));
}

const total = () => screen.getByRole('status', { name: /^Total: / });

// The picker's code loads apart from the page: compiled once here, not within a test's wait.
beforeAll(() => import('@/features/departures/components/DeparturePicker'));

beforeEach(() => {
  calendarCalls = [];
  departureCalls = [];
});

describe('booking a departure on the tour page', () => {
  it('shows the price from, and fetches the shown month of days', async () => {
    const { panel } = await openPanel();
    const fromPrice = (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === 'from $45.00 per adult';
    expect(panel.getByText(fromPrice)).toBeVisible();
    expect(panel.getByText(/Free cancellation up to 24 hours before the start\./)).toBeVisible();
    const [year, month] = thisMonth().split('-').map(Number);
    const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    expect(calendarCalls).toEqual([{ from: `${thisMonth()}-01`, to: lastDay }]);
    // SPEC.md's Book Now is for excursions on request only.
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it("says each day's status: seats left, few, sold out and not running days cannot be chosen", async () => {
    await openPanel();
    const limited = await dayButton(12);
    expect(limited).toHaveAccessibleName(/, 3 seats left$/);
    expect(limited).toBeEnabled();
    expect(await dayButton(13)).toHaveAccessibleName(/, 20 seats left$/);
    expect(await dayButton(10)).toHaveAccessibleName(/, sold out$/);
    expect(await dayButton(10)).toBeDisabled();
    expect(await dayButton(11)).toHaveAccessibleName(/, not running$/);
    expect(await dayButton(11)).toBeDisabled();
  });

  it('moves to the next month and back, fetching each month once', async () => {
    const { user } = await openPanel();
    const next = new Date(`${thisMonth()}-01T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const nextMonth = next.toISOString().slice(0, 7);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(calendarCalls.map((call) => call.from)).toContain(`${nextMonth}-01`),
    );
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await dayButton(12)).toBeEnabled();
    expect(calendarCalls).toHaveLength(2);
  });

  it("shows a chosen day's start times with their seats left", async () => {
    const { user } = await openPanel();
    await user.click(await dayButton(12));
    expect(await dayButton(12)).toHaveAttribute('aria-pressed', 'true');
    const times = within(await screen.findByRole('region', { name: /^Choose a start time/ }));
    expect(await times.findByRole('button', { name: '09:00, 3 seats left' })).toBeEnabled();
    expect(times.getByText('3 seats left')).toBeVisible();
    expect(times.getByRole('button', { name: '14:30, 10 seats left' })).toBeEnabled();
    expect(times.getByRole('button', { name: '17:00, sold out' })).toBeDisabled();
    expect(departureCalls).toEqual([`${thisMonth()}-12`]);
  });

  it('prices the party: 2 adults and 1 child', async () => {
    const { user } = await openPanel();
    await chooseTwelfthAt(user, /^14:30/);
    expect(total()).toHaveTextContent('$45.00');
    await user.click(screen.getByRole('button', { name: 'Add one adult' }));
    await user.click(screen.getByRole('button', { name: 'Add one child' }));
    expect(total()).toHaveTextContent('$112.50');
    expect(screen.getByText('Age 3–11 · $22.50')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add one infant' }));
    expect(total()).toHaveTextContent('$112.50');
  });

  it('keeps the party within its bounds: one adult at least, the seats left, the maximum', async () => {
    const { user } = await openPanel();
    expect(screen.getByRole('button', { name: 'Remove one adult' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove one child' })).toBeDisabled();

    await chooseTwelfthAt(user, /^09:00/);
    const addAdult = screen.getByRole('button', { name: 'Add one adult' });
    await user.click(addAdult);
    await user.click(addAdult);
    expect(addAdult).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one child' })).toBeDisabled();
    expect(screen.getByText(/Only 3 seats left on this departure\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^14:30/ }));
    for (let i = 0; i < 5; i += 1) await user.click(addAdult);
    expect(screen.getByRole('status', { name: 'Total: $360.00' })).toBeVisible();
    expect(addAdult).toBeDisabled();
    expect(screen.getByText(/More than 8 people\?/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us for a quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('asks for a date and a time before adding to the cart', async () => {
    await openPanel();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(
      screen.getByText('Choose a date and a start time to add this tour to your cart.'),
    ).toBeVisible();
  });

  it('adds the departure and party to the cart, and the same departure again replaces it', async () => {
    const { user, store } = await openPanel();
    await chooseTwelfthAt(user, /^14:30/);
    await user.click(screen.getByRole('button', { name: 'Add one adult' }));
    await user.click(screen.getByRole('button', { name: 'Add one child' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const date = `${thisMonth()}-12`;
    const line = {
      departureId: 502,
      excursionId: 7,
      excursionName: 'Makasutu Culture Forest',
      date,
      time: '14:30',
      units: { adult: 2, child: 1, infant: 0 },
      price: 112.5,
      currency: 'USD',
    };
    expect(store.getState().cart.lines).toEqual([line]);
    expect(
      await screen.findByText(/Makasutu Culture Forest, .* at 14:30: added to your cart\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');

    await user.click(screen.getByRole('button', { name: 'Remove one child' }));
    await user.click(screen.getByRole('button', { name: 'Update cart' }));
    expect(store.getState().cart.lines).toEqual([
      { ...line, units: { adult: 2, child: 0, infant: 0 }, price: 90 },
    ]);
    expect(store.getState().cart.ids).toEqual([]);
  });
});

describe('an excursion on request', () => {
  it('shows no price and keeps Book Now, without asking for any date', async () => {
    serve(ON_REQUEST);
    renderRoute('/tour-details/8');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roots Heritage Tour' }),
    ).toBeVisible();
    const summary = within(screen.getByRole('region', { name: 'Tour summary' }));
    expect(summary.getByRole('button', { name: 'Book Now' })).toBeEnabled();
    expect(summary.getByText(/A group of more than 8 people\?/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Book this tour' })).toBeNull();
    expect(screen.queryByText(/per adult/)).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(calendarCalls).toEqual([]);
  });

  it('counts as on request when the answer carries no pricing at all', () => {
    expect(pricedExcursion({ ...MAKASUTU, pricing: undefined })).toBeUndefined();
    expect(pricedExcursion(MAKASUTU)?.bookingRules).toEqual(RULES);
  });
});

describe('the tours list', () => {
  it('sends a priced excursion to its page to choose a date, and keeps Add to Cart for one on request', async () => {
    server.use(
      http.get(`${API}/excursions/allexcursion`, () =>
        HttpResponse.json({
          success: true,
          data: {
            results: [MAKASUTU, ON_REQUEST],
            pageIndex: 1,
            pageSize: 20,
            totalCount: 2,
            totalPages: 1,
          },
        }),
      ),
    );
    renderRoute('/tours-list');
    const choose = await screen.findByRole('link', {
      name: 'Choose a date (Makasutu Culture Forest)',
    });
    expect(choose).toHaveAttribute('href', '/tour-details/7');
    expect(screen.getByRole('button', { name: 'Add to Cart (Roots Heritage Tour)' })).toBeEnabled();
  });
});

describe('the calendar on a screen that does not show it yet', () => {
  const originalObserver = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = originalObserver;
  });

  it("is drawn when its place comes onto the screen, with the month's seats asked for before", async () => {
    installFakeIntersectionObserver();
    serve(MAKASUTU);
    renderRoute('/tour-details/7');
    const panel = within(await screen.findByRole('region', { name: 'Book this tour' }));
    await waitFor(() => expect(calendarCalls).toHaveLength(1));
    expect(panel.getByRole('status')).toHaveTextContent('Loading the dates…');
    expect(panel.queryByRole('button', { name: 'Next month' })).toBeNull();

    act(() => showEverythingWatched());
    expect(await dayButton(12)).toHaveAccessibleName(/, 3 seats left$/);
    expect(calendarCalls).toHaveLength(1);
  });

  it('is drawn at once when the visitor taps its place', async () => {
    installFakeIntersectionObserver();
    serve(MAKASUTU);
    const { user } = renderRoute('/tour-details/7');
    const panel = within(await screen.findByRole('region', { name: 'Book this tour' }));
    await user.click(panel.getByRole('status'));
    expect(await dayButton(12)).toBeEnabled();
  });
});

describe("the server's render", () => {
  it('is the frame with the price and "Choose a date", without the calendar or its data', () => {
    const priced = pricedExcursion(MAKASUTU);
    if (!priced) throw new Error('priced');
    const html = renderToString(
      <AppProviders store={setupStore()}>
        <BookingPanel excursion={priced} />
      </AppProviders>,
    );
    expect(html).toContain('$45.00');
    expect(html).toContain('Choose a date');
    expect(html).not.toContain('Next month');
    expect(calendarCalls).toEqual([]);
  });
});
