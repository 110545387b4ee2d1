import { http, HttpResponse } from 'msw';
import type { MessageAnswer } from '@/contract/wire/envelope';
import { screen, waitFor, within } from '@testing-library/react';
import type { Account } from '@/contract/wire/account';
import type { Booking } from '@/contract/wire/bookings';
import type { Transfer } from '@/contract/wire/transfers';
import { renderRoute } from './support/render';
import { signedInAs, testAccount } from './support/session';
import { API, server, TRANSPORT_API } from './support/server';

const account: Account = { ...testAccount, isWhatsAppUser: true };

const signedIn = signedInAs(account);

const paged = <T,>(results: T[]) => ({
  success: true,
  data: { results, pageIndex: 1, pageSize: 10, totalCount: results.length, totalPages: 1 },
});

const booking = (over: Partial<Booking>): Booking => ({
  id: 1,
  generatedBookingId: 'WAT-0001',
  excursionNames: ['Kunta Kinteh Island'],
  totalPrice: 0,
  currency: 'USD',
  isCompleted: false,
  isCancelled: false,
  paymentStatus: 'Pending',
  status: 'requested',
  lines: [],
  ...over,
});

/** A listed transfer; `status: null` stands for an answer without one, which shows Pending. */
const transfer = (
  over: Partial<Omit<Transfer, 'status'>> & { status?: Transfer['status'] | null },
) => ({
  id: 1,
  pickupLocation: 'Banjul International Airport',
  dropLocation: 'Kololi',
  pickupDate: '2030-06-12',
  pickupTime: '09:30:00',
  capacity: 3,
  isRoundTrip: true,
  status: 'Pending',
  ...over,
});

/** A handler that answers only when the test says so, to see the page while it waits. */
function held<T>(answer: () => T) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { release, respond: async () => (await gate, answer()) };
}

const accountHandler = http.get(`${API}/account`, () => HttpResponse.json(account));
const panel = () => within(screen.getByRole('tabpanel'));

describe('user profile', () => {
  beforeEach(() => server.use(accountHandler));

  it('sends a visitor without a session to /login', async () => {
    renderRoute('/user-profile');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/login'));
  });

  it('shows the user info on the Profile tab', async () => {
    server.use(
      http.get(`${API}/account`, () =>
        HttpResponse.json({ ...account, name: 'Awa B. Jallow', newsLetterSubscription: true }),
      ),
    );
    renderRoute('/user-profile', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await panel().findByText('Awa B. Jallow')).toBeInTheDocument();
    expect(panel().getByText('awa@example.com')).toBeInTheDocument();
    expect(panel().getByText('+220 7701234')).toBeInTheDocument();
    expect(panel().getByText('The Gambia')).toBeInTheDocument();
    expect(panel().getByText('WhatsApp').nextSibling).toHaveTextContent('Yes');
    expect(panel().getByText('Newsletter').nextSibling).toHaveTextContent('Subscribed');
  });

  it('loads the bookings only when My Bookings opens, with Loading... meanwhile', async () => {
    const calls: Request[] = [];
    const answer = held(() =>
      HttpResponse.json(
        paged([
          booking({
            id: 1,
            generatedBookingId: 'WAT-0001',
            excursionNames: ['Kunta Kinteh Island', 'Makasutu Forest'],
            totalPrice: 125.5,
            isCompleted: true,
            isCancelled: true,
            paymentStatus: 'Paid',
          }),
          booking({ id: 2, generatedBookingId: 'WAT-0002', isCancelled: true }),
          booking({ id: 3, generatedBookingId: 'WAT-0003', paymentStatus: 'Refunded' }),
        ]),
      ),
    );
    server.use(
      http.get(`${API}/booking/user-booking`, ({ request }) => {
        calls.push(request);
        return answer.respond();
      }),
    );
    const { user } = renderRoute('/user-profile', signedIn);
    await panel().findByText('awa@example.com');
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'My Bookings' }));
    expect(await panel().findByText('Loading...')).toBeInTheDocument();
    answer.release();

    const first = within(await screen.findByRole('article', { name: 'Booking WAT-0001' }));
    expect(first.getByText('Kunta Kinteh Island')).toBeInTheDocument();
    expect(first.getByText('Makasutu Forest')).toBeInTheDocument();
    expect(first.getByText('$125.50')).toBeInTheDocument();
    // Completed wins over Cancelled; Paid is a success badge.
    expect(first.getByText('Completed').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(first.getByText('Paid').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');

    const second = within(screen.getByRole('article', { name: 'Booking WAT-0002' }));
    expect(second.getByText('Cancelled')).toBeInTheDocument();
    expect(second.getByText('$0.00')).toBeInTheDocument();
    expect(second.getByText('Pending').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );

    const third = within(screen.getByRole('article', { name: 'Booking WAT-0003' }));
    expect(third.getByText('Status').nextSibling).toHaveTextContent('Pending');
    expect(third.getByText('Refunded').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );

    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url);
    expect(url.searchParams.get('pageIndex')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe('10');
    expect(calls[0].headers.get('authorization')).toBe('Bearer token-1');
  });

  it('says No bookings found and No transfers found for empty lists', async () => {
    server.use(
      http.get(`${API}/booking/user-booking`, () => HttpResponse.json(paged([]))),
      http.get(`${TRANSPORT_API}/user/transfer`, () => HttpResponse.json(paged([]))),
    );
    const { user } = renderRoute('/user-profile', signedIn);
    await user.click(await screen.findByRole('tab', { name: 'My Bookings' }));
    expect(await panel().findByText('No bookings found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Transfers' }));
    expect(await panel().findByText('No transfers found')).toBeInTheDocument();
  });

  it('loads the transfers only when their tab opens and shows each one', async () => {
    let calls = 0;
    const answer = held(() =>
      HttpResponse.json(
        paged([
          transfer({ id: 1, status: 'Completed' }),
          transfer({
            id: 2,
            pickupLocation: 'Kotu',
            dropLocation: 'Banjul ferry terminal',
            pickupDate: '2030-07-01',
            pickupTime: '18:05:00',
            capacity: 1,
            isRoundTrip: false,
            status: 'Cancelled',
          }),
          transfer({ id: 3, pickupLocation: 'Fajara', status: null }),
        ]),
      ),
    );
    server.use(
      http.get(`${TRANSPORT_API}/user/transfer`, () => {
        calls += 1;
        return answer.respond();
      }),
    );
    const { user } = renderRoute('/user-profile', signedIn);
    await panel().findByText('awa@example.com');
    expect(calls).toBe(0);
    await user.click(screen.getByRole('tab', { name: 'Transfers' }));
    expect(await panel().findByText('Loading...')).toBeInTheDocument();
    answer.release();

    const first = within(
      await screen.findByRole('article', { name: 'Banjul International Airport → Kololi' }),
    );
    expect(first.getByText('Wed, 12 Jun 2030')).toBeInTheDocument();
    expect(first.getByText('09:30')).toBeInTheDocument();
    expect(first.getByText('3 passengers')).toBeInTheDocument();
    expect(first.getByText('Round trip').nextSibling).toHaveTextContent('Yes');
    expect(first.getByText('Completed')).toBeInTheDocument();

    const second = within(screen.getByRole('article', { name: 'Kotu → Banjul ferry terminal' }));
    expect(second.getByText('18:05')).toBeInTheDocument();
    expect(second.getByText('1 passenger')).toBeInTheDocument();
    expect(second.getByText('Round trip').nextSibling).toHaveTextContent('No');
    expect(second.getByText('Cancelled')).toBeInTheDocument();

    const third = within(screen.getByRole('article', { name: 'Fajara → Kololi' }));
    expect(third.getByText('Pending')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('opens on the tab kept in the store', async () => {
    server.use(
      http.get(`${API}/booking/user-booking`, () =>
        HttpResponse.json(paged([booking({ generatedBookingId: 'WAT-0042' })])),
      ),
    );
    renderRoute('/user-profile', { ...signedIn, profileTab: 'bookings' });
    expect(await screen.findByRole('article', { name: 'Booking WAT-0042' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('logs a failed list and says so plainly instead of loading forever', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/booking/user-booking`, () =>
        HttpResponse.json({ success: false, message: 'Database down' }, { status: 500 }),
      ),
      http.get(`${TRANSPORT_API}/user/transfer`, () => HttpResponse.error()),
    );
    const { user } = renderRoute('/user-profile', signedIn);
    await user.click(await screen.findByRole('tab', { name: 'My Bookings' }));
    expect(
      await panel().findByText('Your bookings cannot be shown right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(panel().queryByText('Loading...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Transfers' }));
    expect(
      await panel().findByText('Your transfers cannot be shown right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Your bookings could not be loaded', expect.anything());
    expect(warn).toHaveBeenCalledWith('Your transfers could not be loaded', expect.anything());
    warn.mockRestore();
  });

  it('logs out: revokes the token, clears the session and goes home', async () => {
    let revoked: string | null = null;
    server.use(
      http.post(`${API}/account/logout`, ({ request }) => {
        revoked = request.headers.get('authorization');
        return HttpResponse.json({
          success: true,
          message: 'You are signed out.',
        } satisfies MessageAnswer);
      }),
    );
    // The home page the visitor lands on loads its offers.
    server.use(http.get(`${API}/excursions/*`, () => HttpResponse.json(paged([]))));
    sessionStorage.setItem('wat_token', 'token-1');
    const { store, user } = renderRoute('/user-profile', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(revoked).toBe('Bearer token-1');
    expect(store.getState().session).toMatchObject({ token: null, user: null });
    await waitFor(() => expect(sessionStorage.getItem('wat_token')).toBeNull());
  });

  it('ends the session and sends the visitor to /login when the server refuses the token', async () => {
    server.use(
      http.get(`${API}/booking/user-booking`, () =>
        HttpResponse.json(
          { success: false, message: 'Your session has expired. Please sign in again.' },
          { status: 401 },
        ),
      ),
    );
    const { store, user } = renderRoute('/user-profile', signedIn);
    await user.click(await screen.findByRole('tab', { name: 'My Bookings' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/login'));
    expect(store.getState().session.token).toBeNull();
  });
});
