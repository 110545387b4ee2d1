import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { Envelope, Failure, MessageAnswer } from '@/contract/wire/envelope';
import type { StaffBookingDetails } from '@/contract/wire/operator';
import { enter } from '../support/entering';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { booking, enquiry, OPERATOR, paged, review, storeStaffSession, transfer } from './fixtures';

beforeEach(() => {
  localStorage.clear();
  storeStaffSession();
});

describe('bookings', () => {
  it('searches and filters the list through the address', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${OPERATOR}/bookings`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(paged([booking()]));
      }),
    );
    const { user } = renderRoute('/operator/bookings?status=pending');
    expect(await screen.findByRole('heading', { name: 'WAT-20261124-0007' })).toBeVisible();
    expect(screen.getByText('Not quoted yet')).toBeVisible();
    await user.type(screen.getByLabelText('Reference, name or e-mail'), 'awa');
    await waitFor(() => expect(asked.at(-1)).toBe('?pageIndex=1&status=pending&q=awa'));
    expect(asked[0]).toBe('?pageIndex=1&status=pending');
  });

  it('quotes a price: the booking shows it, with the history, after the change', async () => {
    let current = booking();
    const sent: unknown[] = [];
    server.use(
      http.get(`${OPERATOR}/bookings/7`, () =>
        HttpResponse.json({ success: true, data: current } satisfies Envelope<StaffBookingDetails>),
      ),
      http.post(`${OPERATOR}/bookings/7/quote`, async ({ request }) => {
        sent.push(await request.json());
        current = booking({
          status: 'quoted',
          totalPrice: 250,
          history: [
            ...current.history,
            {
              at: '2026-11-24T10:00:00.000Z',
              by: 'fatou@westafricatours.example',
              action: 'quote',
              detail: 'Quoted $250.00',
            },
          ],
        });
        return HttpResponse.json({
          success: true,
          message: 'The customer has been sent the price.',
        } satisfies MessageAnswer);
      }),
    );
    const { user } = renderRoute('/operator/bookings/7');
    expect(await screen.findByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/2207012345?text=${encodeURIComponent('Hello Awa Jallow, about your West Africa Tours booking WAT-20261124-0007: ')}`,
    );
    expect(screen.getByRole('link', { name: '+220 7012345' })).toHaveAttribute(
      'href',
      'tel:+2207012345',
    );
    await user.click(screen.getByRole('button', { name: 'Quote a price' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Price in US dollars'), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      within(dialog).getByText('Please give a price above 0, in dollars and cents.'),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Price in US dollars'));
    await user.type(within(dialog).getByLabelText('Price in US dollars'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The customer has been sent the price.')).toBeVisible();
    expect(sent).toEqual([{ totalPrice: 250 }]);
    expect(await screen.findByText('$250.00')).toBeVisible();
    expect(screen.getByText(/Quoted \$250\.00/)).toBeVisible();
    // The quote dialog hides the page from the accessibility tree until it has faded out.
    expect(await screen.findByRole('button', { name: 'Mark paid' })).toBeVisible();
  });

  it('shows why the server refused a change, and the booking as it is', async () => {
    server.use(
      http.get(`${OPERATOR}/bookings/7`, () =>
        HttpResponse.json({ success: true, data: booking({ status: 'quoted', totalPrice: 90 }) }),
      ),
      http.post(`${OPERATOR}/bookings/7/paid`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'A cancelled booking cannot be marked paid.',
          } satisfies Failure,
          { status: 409 },
        ),
      ),
    );
    const { user } = renderRoute('/operator/bookings/7');
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('A cancelled booking cannot be marked paid.')).toBeVisible();
    expect(screen.getByText('Quoted')).toBeVisible();
  });

  it('cancels only with a reason', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${OPERATOR}/bookings/7`, () =>
        HttpResponse.json({ success: true, data: booking() }),
      ),
      http.post(`${OPERATOR}/bookings/7/cancel`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'The booking is cancelled.' });
      }),
    );
    const { user } = renderRoute('/operator/bookings/7');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Please give the reason.')).toBeVisible();
    await enter(user, within(dialog).getByLabelText(/Reason/), 'The boat is under repair.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The booking is cancelled.')).toBeVisible();
    expect(sent).toEqual([{ reason: 'The boat is under repair.' }]);
  });
});

describe('transfers', () => {
  it('lists the run sheet by day and completes a transfer', async () => {
    let done = false;
    server.use(
      http.get(`${OPERATOR}/transfers`, () =>
        HttpResponse.json(
          paged([
            transfer({ status: done ? 'Completed' : 'Pending' }),
            transfer({
              id: 12,
              pickupDate: '2026-11-26',
              pickupTime: '14:00:00',
              customerName: 'Binta Sowe',
            }),
          ]),
        ),
      ),
      http.post(`${OPERATOR}/transfers/11/complete`, () => {
        done = true;
        return HttpResponse.json({ success: true, message: 'The transfer is completed.' });
      }),
    );
    const { user } = renderRoute('/operator/transfers?from=2026-11-25');
    const first = await screen.findByRole('region', { name: 'Wednesday, 25 November 2026' });
    expect(screen.getByRole('region', { name: 'Thursday, 26 November 2026' })).toBeVisible();
    expect(within(first).getByText(/09:30 · Banjul International Airport → Kololi/)).toBeVisible();
    await user.click(within(first).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('The transfer is completed.')).toBeVisible();
    await waitFor(() => expect(within(first).getByText('Completed')).toBeVisible());
  });
});

describe('enquiries', () => {
  it('replies to an enquiry and shows the reply kept with it', async () => {
    let current = enquiry();
    const sent: unknown[] = [];
    server.use(
      http.get(`${OPERATOR}/enquiries`, () => HttpResponse.json(paged([current]))),
      http.post(`${OPERATOR}/enquiries/5/reply`, async ({ request }) => {
        const body = (await request.json()) as { message: string };
        sent.push(body);
        current = enquiry({
          status: 'answered',
          replies: [
            {
              message: body.message,
              staffName: 'Fatou Ceesay',
              createdAt: '2026-11-24T11:00:00.000Z',
            },
          ],
        });
        return HttpResponse.json({ success: true, message: 'Your reply has been sent.' });
      }),
    );
    const { user } = renderRoute('/operator/enquiries?status=open');
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog');
    await enter(
      user,
      within(dialog).getByLabelText(/Your reply/),
      'Yes, every Tuesday and Friday.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply has been sent.')).toBeVisible();
    expect(sent).toEqual([{ message: 'Yes, every Tuesday and Friday.' }]);
    expect(await screen.findByText('Yes, every Tuesday and Friday.')).toBeVisible();
    // Once the dialog has closed, the page is in reach again.
    await waitFor(() =>
      expect(within(screen.getByRole('article')).getByText('Answered')).toBeVisible(),
    );
  });
});

describe('reviews', () => {
  it('approves a waiting review', async () => {
    let current = review();
    server.use(
      http.get(`${OPERATOR}/reviews`, () => HttpResponse.json(paged([current]))),
      http.post(`${OPERATOR}/reviews/excursion/3/approve`, () => {
        current = review({ status: 'approved' });
        return HttpResponse.json({ success: true, message: 'The review is approved.' });
      }),
    );
    const { user } = renderRoute('/operator/reviews?status=pending');
    expect(
      await screen.findByRole('heading', { name: 'Excursion: Kunta Kinteh Island' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The review is approved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(within(screen.getByRole('article')).getByText('Approved')).toBeVisible();
  });
});
