import { http, HttpResponse } from 'msw';
import type {
  Account,
  SignInAnswer,
  SignInFailure,
  VerifyEmailAnswer,
} from '@/contract/wire/account';
import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import { persistStore } from 'redux-persist';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../src/contract/messages';
import { english } from '@/i18n/english';
import { enter } from './support/entering';
import { renderRoute } from './support/render';
import { API, server } from './support/server';

const account: Account = {
  name: 'Awa Jallow',
  email: 'awa@example.org',
  userId: 7,
  mobileNumber: '7701234',
  countryCode: '+220',
  country: 'The Gambia',
  isWhatsAppUser: false,
  newsLetterSubscription: false,
};

/** The home page's lists and the profile, once signed in. */
const homeAndProfile = [
  http.get(`${API}/excursions/*`, () =>
    HttpResponse.json({
      success: true,
      data: { results: [], pageIndex: 1, pageSize: 20, totalCount: 0, totalPages: 0 },
    }),
  ),
  http.get(`${API}/account`, () => HttpResponse.json(account)),
];

const currentPath = () => screen.getByTestId('current-path').textContent;
const emailInput = () => screen.getByRole('textbox', { name: /^Email/ });
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

async function openLogin() {
  const view = renderRoute('/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  return view;
}

async function signIn(user: ReturnType<typeof renderRoute>['user'], email = account.email) {
  await enter(user, emailInput(), email);
  await enter(user, passwordInput(), 'Baobab@2026');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('login page', () => {
  beforeEach(() => server.use(...homeAndProfile));

  it('shows the e-mail, the password with show/hide, Continue and the three links', async () => {
    const { user } = await openLogin();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');

    const links = within(screen.getByRole('navigation', { name: 'Account pages' }));
    expect(links.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(links.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(links.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('signs in: stores the token, toasts success and goes home', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/account/app/sign-in`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ accessToken: 'token-42' } satisfies SignInAnswer);
      }),
    );
    const { user, store } = await openLogin();
    const persistor = persistStore(store);
    await signIn(user);

    expect(await screen.findByText(english(MESSAGES.loginSuccess))).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sent).toEqual({ email: account.email, password: 'Baobab@2026' });
    expect(store.getState().session.token).toBe('token-42');
    await persistor.flush();
    expect(sessionStorage.getItem('wat_token')).toBe('token-42');
  });

  it("toasts the server's error when the sign-in is refused, and stays", async () => {
    server.use(
      http.post(`${API}/account/app/sign-in`, () =>
        HttpResponse.json(
          { success: false, message: 'Wrong details.', error: 'Wrong details.' },
          { status: 401 },
        ),
      ),
    );
    const { user, store } = await openLogin();
    await signIn(user);

    expect(await screen.findByText('Wrong details.')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByText(english(MESSAGES.invalidCredentialsLine))).not.toBeInTheDocument();
  });

  it("toasts 'Login failed' when the refusal carries no sentence", async () => {
    server.use(
      http.post(`${API}/account/app/sign-in`, () => HttpResponse.json({}, { status: 401 })),
    );
    const { user } = await openLogin();
    await signIn(user);
    expect(await screen.findByText(english(MESSAGES.loginFailed))).toBeInTheDocument();
  });

  it("toasts 'Login failed' when the answer has no token", async () => {
    server.use(http.post(`${API}/account/app/sign-in`, () => HttpResponse.json({})));
    const { user } = await openLogin();
    await signIn(user);
    expect(await screen.findByText(english(MESSAGES.loginFailed))).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('toasts the exception sentence when the answer cannot be read', async () => {
    server.use(
      http.post(
        `${API}/account/app/sign-in`,
        () => new HttpResponse('<html>oops</html>', { status: 200 }),
      ),
    );
    const { user } = await openLogin();
    await signIn(user);
    expect(await screen.findByText(english(MESSAGES.loginException))).toBeInTheDocument();
    expect(screen.queryByText(english(MESSAGES.invalidCredentialsLine))).not.toBeInTheDocument();
  });

  it("after a network failure toasts the exception and shows 'Invalid login credentials'", async () => {
    server.use(http.post(`${API}/account/app/sign-in`, () => HttpResponse.error()));
    const { user } = await openLogin();
    await signIn(user);
    expect(await screen.findByText(english(MESSAGES.loginException))).toBeInTheDocument();
    expect(screen.getByText(english(MESSAGES.invalidCredentialsLine))).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('asks for an e-mail with @ and a password before calling the server', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/account/app/sign-in`, () => {
        calls += 1;
        return HttpResponse.json({ accessToken: 'x' } satisfies SignInAnswer);
      }),
    );
    const { user } = await openLogin();
    await user.type(emailInput(), 'awa.example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(english(MESSAGES.invalidEmail))).toBeInTheDocument();
    expect(screen.getByText(english(MESSAGES.fillAllFields))).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('opens the verification step for an unverified account at once, and again after it is closed', async () => {
    const notVerified = ACCOUNT_MESSAGES.emailNotVerified;
    let verifyBody: unknown;
    server.use(
      http.post(`${API}/account/app/sign-in`, () =>
        HttpResponse.json(
          { success: false, message: notVerified, error: notVerified } satisfies SignInFailure,
          { status: 403 },
        ),
      ),
      http.post(`${API}/account/verify-email`, async ({ request }) => {
        verifyBody = await request.json();
        return HttpResponse.json({
          accessToken: 'verified-1',
          message: 'Welcome!',
        } satisfies VerifyEmailAnswer);
      }),
    );
    const { user, store } = await openLogin();
    await signIn(user, 'new@example.org');

    const opened = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(opened).getByText('new@example.org')).toBeInTheDocument();
    expect(within(opened).getByRole('button', { name: /^Resend code/ })).toBeInTheDocument();
    await user.click(within(opened).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Closed: the notice says why and opens the step again.
    const verifyButton = await screen.findByRole('button', { name: 'Verify email' });
    const notice = verifyButton.closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText(notVerified)).toBeInTheDocument();
    await user.click(verifyButton);

    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(dialog).getByText('new@example.org')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Email' }));

    expect(await screen.findByText(english(MESSAGES.accountVerified))).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(verifyBody).toEqual({
      email: 'new@example.org',
      code: '123456',
      firstName: '',
      lastName: '',
      mobileNumber: '',
      countryCode: '',
      country: '',
    });
    expect(store.getState().session.token).toBe('verified-1');
  });
});
