import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { actionLogOf } from '@/app/actionLog/actionLog';
import { REDACTED } from '@/app/actionLog/redact';
import type { Envelope, Failure } from '@/contract/wire/envelope';
import type { StaffSession, StaffSignInStep } from '@/contract/wire/staff';
import { renderRoute } from '../support/render';
import { signedInAs } from '../support/session';
import { server } from '../support/server';
import {
  OPERATOR,
  paged,
  recordAuthorization,
  staffSession,
  storeStaffSession,
  summaryHandler,
} from './fixtures';

beforeEach(() => localStorage.clear());

describe('the console without a staff session', () => {
  it('sends a visitor to staff sign-in and never uses the visitor session', async () => {
    const recorder = recordAuthorization();
    server.use(recorder.handler, summaryHandler);
    renderRoute('/operator/bookings?status=pending', signedInAs());
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/operator/sign-in');
    expect(recorder.seen).toEqual([]);
  });

  it('signs in with the password, then the mailed code, and opens the page first asked for', async () => {
    const bodies: unknown[] = [];
    const recorder = recordAuthorization();
    server.use(
      recorder.handler,
      http.post(`${OPERATOR}/sign-in`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: 'We have sent a sign-in code to your e-mail address.',
          data: { step: 'code' },
        } satisfies Envelope<StaffSignInStep>);
      }),
      http.post(`${OPERATOR}/sign-in/code`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: staffSession,
        } satisfies Envelope<StaffSession>);
      }),
      http.get(`${OPERATOR}/bookings`, () => HttpResponse.json(paged([]))),
    );
    const { user, store } = renderRoute('/operator/bookings', signedInAs());
    await user.type(
      await screen.findByLabelText(/E-mail address/),
      'fatou@westafricatours.example',
    );
    await user.type(screen.getByLabelText(/Password/), 'Kora-Sunset-2025!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '483920');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeVisible();
    expect(screen.getByText('Fatou Ceesay')).toBeVisible();
    expect(bodies).toEqual([
      { email: 'fatou@westafricatours.example', password: 'Kora-Sunset-2025!' },
      { email: 'fatou@westafricatours.example', code: '483920' },
    ]);
    // The sign-in calls carry no token; the list carries the staff token, not the visitor's.
    await waitFor(() => expect(recorder.seen).toContain('Bearer staff-token-1'));
    expect(recorder.seen).not.toContain('Bearer token-1');
    expect(JSON.parse(localStorage.getItem('wat_staff_session')!)).toMatchObject({
      token: 'staff-token-1',
    });
    // The visitor stays signed in on the public site.
    expect(store.getState().session.token).toBe('token-1');
    // The action log keeps neither the password, the code nor the token.
    const logged = JSON.stringify(actionLogOf(store)!.getLog());
    expect(logged).not.toMatch(/Kora-Sunset|483920|staff-token-1/);
    expect(logged).toContain(REDACTED);
  });

  it('says why a wrong code is refused and stays on the code step', async () => {
    server.use(
      http.post(`${OPERATOR}/sign-in`, () =>
        HttpResponse.json({ success: true, data: { step: 'code' } }),
      ),
      http.post(`${OPERATOR}/sign-in/code`, () =>
        HttpResponse.json(
          { success: false, message: 'The code is not correct.' } satisfies Failure,
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute('/operator/sign-in');
    await user.type(
      await screen.findByLabelText(/E-mail address/),
      'fatou@westafricatours.example',
    );
    await user.type(screen.getByLabelText(/Password/), 'Kora-Sunset-2025!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code is not correct.')).toBeVisible();
    expect(screen.getByLabelText(/6-digit code/)).toBeVisible();
    expect(localStorage.getItem('wat_staff_session')).toBeNull();
  });
});

describe('the console with a staff session', () => {
  beforeEach(() => storeStaffSession());

  it('shows what needs action, each a link to its filtered list', async () => {
    server.use(summaryHandler);
    renderRoute('/operator');
    const card = (await screen.findByText('New bookings to quote')).closest('a')!;
    expect(within(card).getByText('3')).toBeVisible();
    expect(card).toHaveAttribute('href', '/operator/bookings?status=pending');
    expect(screen.getByText('Open enquiries').closest('a')).toHaveAttribute(
      'href',
      '/operator/enquiries?status=open',
    );
    expect(screen.getByText('Reviews waiting').closest('a')).toHaveAttribute(
      'href',
      '/operator/reviews?status=pending',
    );
  });

  it('ends the staff session when the server refuses its token', async () => {
    server.use(
      http.get(`${OPERATOR}/summary`, () =>
        HttpResponse.json({ success: false, message: 'Please sign in.' }, { status: 401 }),
      ),
    );
    renderRoute('/operator');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(localStorage.getItem('wat_staff_session')).toBeNull();
  });

  it('signs out: the token is given up and the console asks to sign in again', async () => {
    let loggedOut = false;
    server.use(
      summaryHandler,
      http.post(`${OPERATOR}/logout`, () => {
        loggedOut = true;
        return HttpResponse.json({ success: true, message: 'Signed out.' });
      }),
    );
    const { user } = renderRoute('/operator');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem('wat_staff_session')).toBeNull();
  });

  it('says so for a path the console does not have', async () => {
    renderRoute('/operator/nothing-here');
    expect(await screen.findByText('There is no such page in the console.')).toBeVisible();
  });
});
