import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { operatorToday } from '@/contract/dates';
import type { CheckInBooking } from '@/contract/wire/checkIn';
import type { Envelope } from '@/contract/wire/envelope';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { OPERATOR, storeStaffSession } from './fixtures';

const TOKEN = 'q8Xr2mVt0LpZ-aYc4nHw_7sKd1eGfJ3bUoTiRyE5uNc';
const PAGE = `/operator/check-in/${TOKEN}`;

const party = (over: Partial<CheckInBooking> = {}): CheckInBooking => ({
  bookingId: 7,
  generatedBookingId: 'WAT-7K2Q9PXD',
  name: 'Awa Jallow',
  phone: '+220 7012345',
  isWhatsAppUser: true,
  status: 'confirmed',
  paymentStatus: 'Deposit paid',
  totalPrice: 115,
  currency: 'USD',
  refusal: null,
  lines: [
    {
      lineId: 31,
      departureId: 501,
      excursionId: 41,
      excursionName: 'Kunta Kinteh Island',
      date: operatorToday(),
      time: '09:00',
      units: { adult: 2, child: 1, infant: 0 },
      today: true,
      checkedInAt: null,
      checkedInBy: null,
    },
  ],
  ...over,
});

/** The check-in calls of one booking: the first scan marks it, every later one is refused. */
function serveCheckIn(first: CheckInBooking = party()) {
  let booking = first;
  let scans = 0;
  server.use(
    http.get(`${OPERATOR}/check-in/${TOKEN}`, () =>
      HttpResponse.json({ success: true, data: booking } satisfies Envelope<CheckInBooking>),
    ),
    http.post(`${OPERATOR}/check-in/${TOKEN}`, () => {
      scans += 1;
      if (booking.refusal) {
        return HttpResponse.json({ success: false, message: booking.refusal }, { status: 409 });
      }
      const refusal = 'Already checked in by Fatou Ceesay at 08:47.';
      booking = {
        ...booking,
        refusal,
        lines: booking.lines.map((line) => ({
          ...line,
          checkedInAt: `${operatorToday()}T08:47:00.000Z`,
          checkedInBy: 'Fatou Ceesay',
        })),
      };
      return HttpResponse.json({
        success: true,
        message: 'Checked in: 3 people. Have a good trip!',
        data: booking,
      } satisfies Envelope<CheckInBooking>);
    }),
  );
  return { scans: () => scans };
}

beforeEach(() => {
  localStorage.clear();
});

describe('the check-in page a voucher’s QR code opens', () => {
  it('shows the party and checks it in with one big button; the next scan names who and when', async () => {
    storeStaffSession();
    const calls = serveCheckIn();
    const { user, unmount } = renderRoute(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'WAT-7K2Q9PXD' })).toBeVisible();
    expect(screen.getByText('Awa Jallow')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call +220 7012345' })).toHaveAttribute(
      'href',
      'tel:+2207012345',
    );
    expect(screen.getByText('Kunta Kinteh Island')).toBeVisible();
    expect(screen.getByText('2 adults, 1 child')).toBeVisible();
    expect(screen.getByText('Today')).toBeVisible();
    expect(screen.getByText('Not checked in')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Checked in: 3 people. Have a good trip!')).toBeVisible();
    expect(await screen.findByText('Checked in by Fatou Ceesay at 08:47')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    unmount();

    // The second scan: the page says who checked the party in, and offers no button.
    renderRoute(PAGE);
    expect(await screen.findByText('Already checked in by Fatou Ceesay at 08:47.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(calls.scans()).toBe(1);
  });

  it('tells the guide when someone else was first between the page loading and the tap', async () => {
    storeStaffSession();
    serveCheckIn();
    server.use(
      http.post(`${OPERATOR}/check-in/${TOKEN}`, () =>
        HttpResponse.json(
          { success: false, message: 'Already checked in by Lamin Sanneh at 09:12.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Already checked in by Lamin Sanneh at 09:12.')).toBeVisible();
  });

  it('refuses a cancelled booking in words, and says so for an unknown code', async () => {
    storeStaffSession();
    serveCheckIn(
      party({
        status: 'cancelled',
        refusal: 'This booking is cancelled: do not take this party, and call the office.',
      }),
    );
    renderRoute(PAGE);
    expect(
      await screen.findByText(
        'This booking is cancelled: do not take this party, and call the office.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('answers an unknown code with the server’s sentence', async () => {
    storeStaffSession();
    server.use(
      http.get(`${OPERATOR}/check-in/${TOKEN}`, () =>
        HttpResponse.json(
          { success: false, message: 'We could not find a booking for this code.' },
          { status: 404 },
        ),
      ),
    );
    renderRoute(PAGE);
    expect(await screen.findByText('We could not find a booking for this code.')).toBeVisible();
  });

  it('sends a guide who is not signed in to sign in first, keeping the address to come back to', async () => {
    serveCheckIn();
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/operator/sign-in');
  });
});
