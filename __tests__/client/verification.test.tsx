import { http, HttpResponse } from 'msw';
import type { Account, VerifyEmailAnswer } from '@/contract/wire/account';
import type { MessageAnswer } from '@/contract/wire/envelope';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { AppProviders } from '../../src/app/AppProviders';
import { setupStore } from '../../src/app/store';
import { MESSAGES } from '../../src/contract/messages';
import { english } from '@/i18n/english';
import {
  VerificationDialog,
  type VerificationPerson,
} from '../../src/features/account/components/auth/VerificationDialog';
import { renderRoute } from './support/render';
import { fillSignupForm } from './support/signupForm';
import { API, server } from './support/server';

const person: VerificationPerson = {
  firstName: 'Awa',
  lastName: 'Jallow',
  mobileNumber: '7701234',
  countryCode: '+220',
  country: 'The Gambia',
};

function renderDialog() {
  const store = setupStore();
  const onClose = jest.fn();
  const onVerified = jest.fn();
  render(
    <AppProviders store={store}>
      <MemoryRouter>
        <VerificationDialog
          open
          email="awa@example.org"
          person={person}
          onClose={onClose}
          onVerified={onVerified}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Verify your email' });
  const code = within(dialog).getByRole('textbox', { name: /Verification code/ });
  return { store, onClose, onVerified, dialog, code };
}

const resendButton = () => screen.getByRole('button', { name: /^Resend code/ });

/** Records the verify-email calls and answers with `answer`. */
function verifyAnswers(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/account/verify-email`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const account: Account = {
  name: 'Awa Jallow',
  email: 'awa@example.org',
  userId: 7,
  ...person,
  isWhatsAppUser: false,
  newsLetterSubscription: false,
};

describe('verification modal', () => {
  // A verified code starts the session, which asks for the profile.
  beforeEach(() => server.use(http.get(`${API}/account`, () => HttpResponse.json(account))));
  afterEach(() => jest.useRealTimers());

  it('shows the e-mail and a code input capped at 6 characters, for one-time codes', async () => {
    const { dialog, code } = renderDialog();
    expect(within(dialog).getByText('awa@example.org')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(/We sent a 6-digit code to awa@example.org/);
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.setup().type(code, '12345678');
    expect(code).toHaveValue('123456');
  });

  it('submits on Enter with the payload of docs/product.md, The rules', async () => {
    const bodies = verifyAnswers(() =>
      HttpResponse.json({ accessToken: 'tok-1', message: 'Verified.' } satisfies VerifyEmailAnswer),
    );
    const { code, onVerified, store } = renderDialog();
    await userEvent.setup().type(code, '246810{Enter}');

    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ email: 'awa@example.org', code: '246810', ...person }]);
    expect(store.getState().session.token).toBe('tok-1');
    expect(await screen.findByText(english(MESSAGES.verifySuccess))).toBeInTheDocument();
  });

  it('asks for a valid 6-digit code before calling the server', async () => {
    const bodies = verifyAnswers(() => HttpResponse.json({ accessToken: 'x' }));
    const { dialog, code } = renderDialog();
    const user = userEvent.setup();
    const verify = within(dialog).getByRole('button', { name: 'Verify Email' });

    await user.click(verify);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      english(MESSAGES.invalidOtp),
    );
    await user.type(code, '12345');
    await user.click(verify);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(english(MESSAGES.invalidOtp));
    await user.clear(code);
    await user.type(code, '12a456');
    await user.click(verify);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(english(MESSAGES.invalidOtp));
    expect(code).toHaveAccessibleDescription(english(MESSAGES.invalidOtp));
    expect(bodies).toEqual([]);
  });

  it("shows the server's message for a wrong code, else 'Verification failed. Please try again.'", async () => {
    let answer = () =>
      HttpResponse.json({ success: false, message: 'This code is not valid.' }, { status: 400 });
    verifyAnswers(() => answer());
    const { dialog, code, onVerified } = renderDialog();
    const user = userEvent.setup();

    await user.type(code, '111111{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('This code is not valid.'),
    );

    answer = () => HttpResponse.json({}, { status: 500 });
    await user.type(code, '{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(english(MESSAGES.verifyFailed)),
    );
    // Typing again clears the line.
    await user.type(code, '{Backspace}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('closes with the close button', async () => {
    const { dialog, onClose } = renderDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Resend disabled for 30 s from the opening, counting down, then enables it', () => {
    jest.useFakeTimers();
    renderDialog();
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('Resend code in 30s');

    act(() => jest.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent('Resend code in 29s');
    act(() => jest.advanceTimersByTime(28_000));
    expect(resendButton()).toHaveTextContent('Resend code in 1s');
    expect(resendButton()).toBeDisabled();

    act(() => jest.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent(/^Resend code$/);
    expect(resendButton()).toBeEnabled();
  });

  it('resends: toasts success and starts the countdown again', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/account/resend-otp`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'On its way.' } satisfies MessageAnswer);
      }),
    );
    jest.useFakeTimers({ advanceTimers: true });
    renderDialog();
    act(() => jest.advanceTimersByTime(30_000));
    expect(resendButton()).toBeEnabled();

    fireEvent.click(resendButton());
    expect(await screen.findByText(english(MESSAGES.resendSuccess))).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'awa@example.org' }]);
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent(/Resend code in (30|29)s/);
  });

  it("toasts the server's message when a resend fails, else the catalogue's sentence", async () => {
    let answer = () =>
      HttpResponse.json({ success: false, message: 'Please wait a moment.' }, { status: 429 });
    server.use(http.post(`${API}/account/resend-otp`, () => answer()));
    jest.useFakeTimers({ advanceTimers: true });
    renderDialog();
    act(() => jest.advanceTimersByTime(30_000));

    fireEvent.click(resendButton());
    expect(await screen.findByText('Please wait a moment.')).toBeInTheDocument();
    // A failed resend does not start a new countdown.
    await waitFor(() => expect(resendButton()).toBeEnabled());

    answer = () => HttpResponse.json({}, { status: 500 });
    fireEvent.click(resendButton());
    expect(await screen.findByText(english(MESSAGES.resendFailed))).toBeInTheDocument();
  });
});

describe('verification after sign-up', () => {
  it('verifies: the token is stored, the modal closes and home says the account is verified', async () => {
    server.use(
      http.post(`${API}/account/sign-up`, () =>
        HttpResponse.json({ success: true, message: 'Created.' } satisfies MessageAnswer, {
          status: 201,
        }),
      ),
      http.post(`${API}/account/verify-email`, () =>
        HttpResponse.json({
          accessToken: 'verified-7',
          message: 'Verified.',
        } satisfies VerifyEmailAnswer),
      ),
      http.get(`${API}/account`, () => HttpResponse.json(account)),
      http.get(`${API}/excursions/*`, () =>
        HttpResponse.json({
          success: true,
          data: { results: [], pageIndex: 1, pageSize: 20, totalCount: 0, totalPages: 0 },
        }),
      ),
    );
    const { user, store } = renderRoute('/signup');
    const persistor = persistStore(store);
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await fillSignupForm(user, 'Ghana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Email' }));

    expect(await screen.findByText(english(MESSAGES.accountVerified))).toBeInTheDocument();
    expect(screen.getByText(english(MESSAGES.verifySuccess))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await persistor.flush();
    expect(sessionStorage.getItem('wat_token')).toBe('verified-7');
  });
});
