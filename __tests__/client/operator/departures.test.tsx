import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import type { DepartureChange, ManifestRow, OperatorDeparture } from '@/contract/wire/departures';
import type { Envelope, MessageAnswer } from '@/contract/wire/envelope';
import type { OperatorSummary, StaffBookingDetails } from '@/contract/wire/operator';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { departure, manifestRow, staffExcursion } from './departureFixtures';
import { booking, OPERATOR, paged, storeStaffSession, summary } from './fixtures';

beforeEach(() => {
  localStorage.clear();
  storeStaffSession();
});

describe('the departures page', () => {
  /** Two departures of a December Friday: one with bookings, one without. */
  function serveDepartures() {
    const asked: string[] = [];
    const changes: Array<[string, DepartureChange]> = [];
    let departures = [
      departure(),
      departure({ id: 502, time: '14:00', booked: 0, held: 0, status: 'AVAILABLE' }),
    ];
    server.use(
      http.get(`${OPERATOR}/excursions`, () => HttpResponse.json(paged([staffExcursion()]))),
      http.get(`${OPERATOR}/departures`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          success: true,
          data: departures,
        } satisfies Envelope<OperatorDeparture[]>);
      }),
      http.put(`${OPERATOR}/departures/:id`, async ({ request, params }) => {
        const change = (await request.json()) as DepartureChange;
        changes.push([String(params.id), change]);
        departures = departures.map((one) =>
          String(one.id) === params.id
            ? {
                ...one,
                capacity: change.capacity ?? one.capacity,
                closed: change.closed ?? one.closed,
                booked: change.cancelBookings ? 0 : one.booked,
                held: change.cancelBookings ? 0 : one.held,
              }
            : one,
        );
        return HttpResponse.json({
          success: true,
          message: 'The departure is changed.',
        } satisfies MessageAnswer);
      }),
    );
    return { asked, changes };
  }

  it('lists a month of departures by day, for the excursion chosen', async () => {
    const { asked } = serveDepartures();
    const { user } = renderRoute('/operator/departures?month=2026-12');
    const day = await screen.findByRole('region', { name: 'Friday, 4 December 2026' });
    const first = within(day).getByRole('article', { name: '09:00 Kunta Kinteh Island' });
    expect(within(first).getByText('5 booked · 2 held · 12 seats')).toBeVisible();
    expect(within(first).getByText('Few seats left')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Manifest' })).toHaveAttribute(
      'href',
      '/operator/departures/501/manifest',
    );
    expect(asked[0]).toBe('?from=2026-12-01&to=2026-12-31');

    await user.selectOptions(screen.getByLabelText('Excursion'), 'Kunta Kinteh Island');
    await waitFor(() => expect(asked.at(-1)).toBe('?excursionId=41&from=2026-12-01&to=2026-12-31'));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/operator/departures');
  });

  it('changes a departure’s seats', async () => {
    const { changes } = serveDepartures();
    const { user } = renderRoute('/operator/departures?month=2026-12');
    const first = await screen.findByRole('article', { name: '09:00 Kunta Kinteh Island' });
    await user.click(within(first).getByRole('button', { name: 'Change seats' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Seats on this departure'), 'ten');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Please give a whole number of seats.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Seats on this departure'));
    await user.type(within(dialog).getByLabelText('Seats on this departure'), '16');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The departure is changed.')).toBeVisible();
    expect(changes).toEqual([['501', { capacity: 16 }]]);
    expect(await within(first).findByText('5 booked · 2 held · 16 seats')).toBeVisible();
  });

  it('closes a departure with bookings only once told they are cancelled', async () => {
    const { changes } = serveDepartures();
    const { user } = renderRoute('/operator/departures?month=2026-12');
    const first = await screen.findByRole('article', { name: '09:00 Kunta Kinteh Island' });
    await user.click(within(first).getByRole('button', { name: 'Close this departure' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Close this departure and cancel its bookings?',
    });
    expect(within(dialog).getByText(/It has 7 people booked or held/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);

    await user.click(within(first).getByRole('button', { name: 'Close this departure' }));
    await user.click(await screen.findByRole('button', { name: 'Close and cancel the bookings' }));
    expect(await screen.findByText('The departure is changed.')).toBeVisible();
    expect(changes).toEqual([['501', { closed: true, cancelBookings: true }]]);
    expect(await within(first).findByRole('button', { name: 'Open this departure' })).toBeVisible();
    expect(within(first).getByText('Closed')).toBeVisible();
  });

  it('closes a departure without bookings at once', async () => {
    const { changes } = serveDepartures();
    const { user } = renderRoute('/operator/departures?month=2026-12');
    const second = await screen.findByRole('article', { name: '14:00 Kunta Kinteh Island' });
    await user.click(within(second).getByRole('button', { name: 'Close this departure' }));
    expect(await screen.findByText('The departure is changed.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([['502', { closed: true }]]);
  });
});

describe('a departure’s manifest', () => {
  it('lists who travels, with a WhatsApp link for those who use it, and prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    server.use(
      http.get(`${OPERATOR}/excursions`, () => HttpResponse.json(paged([staffExcursion()]))),
      http.get(`${OPERATOR}/departures`, () =>
        HttpResponse.json({ success: true, data: [departure()] }),
      ),
      http.get(`${OPERATOR}/departures/501/manifest`, () =>
        HttpResponse.json({
          success: true,
          data: [
            manifestRow({ checkedInAt: '2026-12-04T08:47:00.000Z' }),
            manifestRow({
              bookingId: 8,
              generatedBookingId: 'WAT-20261125-0008',
              name: 'Lamin Touray',
              email: 'lamin@example.com',
              phone: '+220 301 2345',
              isWhatsAppUser: false,
              units: { adult: 1, child: 0, infant: 1 },
              status: 'requested',
            }),
          ],
        } satisfies Envelope<ManifestRow[]>),
      ),
    );
    const { user } = renderRoute('/operator/departures?month=2026-12');
    await user.click(await screen.findByRole('link', { name: 'Manifest' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Manifest: Kunta Kinteh Island, Friday, 4 December 2026 at 09:00',
      }),
    ).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Manifest' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Awa Jallow')).toBeVisible();
    expect(within(rows[1]).getByText('2 adults, 1 child')).toBeVisible();
    expect(within(rows[1]).getByText('Confirmed')).toBeVisible();
    expect(within(rows[1]).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/2207012345',
    );
    expect(within(rows[1]).getByText('Checked in 08:47')).toBeVisible();
    expect(within(rows[2]).getByText('Not yet')).toBeVisible();
    expect(screen.getByText('3 of 5 people checked in')).toBeVisible();
    expect(within(rows[2]).getByText('1 adult, 1 infant')).toBeVisible();
    expect(within(rows[2]).getByText('To confirm')).toBeVisible();
    expect(within(rows[2]).queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    expect(within(rows[2]).getByRole('link', { name: '+220 301 2345' })).toHaveAttribute(
      'href',
      'tel:+2203012345',
    );
    expect(screen.getByText('5 people in all (cancelled bookings not counted)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Print manifest' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

describe('the summary', () => {
  it('lists today’s and tomorrow’s departures, each leading to its manifest', async () => {
    const today = operatorToday();
    server.use(
      http.get(`${OPERATOR}/summary`, () =>
        HttpResponse.json({
          success: true,
          data: {
            ...summary,
            departuresSoon: [
              {
                departureId: 501,
                excursionId: 41,
                excursionName: 'Kunta Kinteh Island',
                date: today,
                time: '09:00',
                booked: 7,
                capacity: 12,
              },
              {
                departureId: 610,
                excursionId: 42,
                excursionName: 'Makasutu Forest',
                date: addDays(today, 1),
                time: '08:30',
                booked: 3,
                capacity: 20,
              },
            ],
          },
        } satisfies Envelope<OperatorSummary>),
      ),
    );
    renderRoute('/operator');
    const todays = await screen.findByRole('region', { name: 'Departures today' });
    expect(
      within(todays).getByRole('link', { name: 'Manifest of Kunta Kinteh Island at 09:00' }),
    ).toHaveAttribute('href', '/operator/departures/501/manifest');
    expect(within(todays).getByText(/7\/12 booked/)).toBeVisible();
    expect(within(todays).queryByText(/Makasutu/)).toBeNull();
    const tomorrows = screen.getByRole('region', { name: 'Departures tomorrow' });
    expect(
      within(tomorrows).getByRole('link', { name: 'Manifest of Makasutu Forest at 08:30' }),
    ).toHaveAttribute('href', '/operator/departures/610/manifest');
  });
});

describe('a booking of departures', () => {
  it('shows its dates, times, people and prices, and is confirmed by staff', async () => {
    let state: StaffBookingDetails['state'] = 'requested';
    let confirmed = 0;
    const current = () =>
      booking({
        status: 'quoted',
        totalPrice: 162.5,
        state,
        lines: [
          {
            departureId: 501,
            excursionId: 41,
            excursionName: 'Kunta Kinteh Island',
            date: '2026-12-04',
            time: '09:00',
            units: { adult: 2, child: 1, infant: 0 },
            price: 162.5,
          },
        ],
      });
    server.use(
      http.get(`${OPERATOR}/bookings/7`, () =>
        HttpResponse.json({
          success: true,
          data: current(),
        } satisfies Envelope<StaffBookingDetails>),
      ),
      http.post(`${OPERATOR}/bookings/7/confirm`, () => {
        confirmed += 1;
        state = 'confirmed';
        return HttpResponse.json({
          success: true,
          message: 'The booking is confirmed; the customer has been mailed.',
        } satisfies MessageAnswer);
      }),
    );
    const { user } = renderRoute('/operator/bookings/7');
    const lines = await screen.findByRole('table', { name: 'Dates and people' });
    const [, line, total] = within(lines).getAllByRole('row');
    expect(within(line).getByText('Friday, 4 December 2026')).toBeVisible();
    expect(within(line).getByText('09:00')).toBeVisible();
    expect(within(line).getByText('2 adults, 1 child')).toBeVisible();
    expect(within(line).getByText('$162.50')).toBeVisible();
    expect(within(total).getByText('$162.50')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Quote a price' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(
      await screen.findByText('The booking is confirmed; the customer has been mailed.'),
    ).toBeVisible();
    expect(confirmed).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull(),
    );
    expect(screen.getByText('Confirmed')).toBeVisible();
  });
});
