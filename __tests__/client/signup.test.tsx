import { http, HttpResponse } from 'msw';
import type { MessageAnswer } from '@/contract/wire/envelope';
import type { Account, VerifyEmailAnswer } from '@/contract/wire/account';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../src/contract/messages';
import { english } from '@/i18n/english';
import { replace } from './support/entering';
import { renderRoute } from './support/render';
import { fillSignupForm, signupField } from './support/signupForm';
import { API, server } from './support/server';

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const passwordInput = () => signupField(/^Password/);
const phoneInput = () => signupField(/^Phone number/);
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });

async function openSignup() {
  const view = renderRoute('/signup');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
  return view;
}

const checklistItem = (label: RegExp) =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(label)
    .closest('li') as HTMLElement;

const RED = 'rgb(179, 38, 30)';
const GREEN = 'rgb(46, 107, 58)';

describe('sign-up page', () => {
  it('says what is missing as a hint until a field is touched, and only then as an error', async () => {
    const { user } = await openSignup();
    const hint = screen.getByText(english(MESSAGES.signupIncomplete));
    expect(getComputedStyle(hint).color).not.toBe(RED);

    await user.type(signupField(/^First name/), 'Awa');
    expect(getComputedStyle(screen.getByText(english(MESSAGES.signupIncomplete))).color).toBe(RED);
  });

  it('links the terms beside the form and the privacy notice under it', async () => {
    await openSignup();
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('enables Continue only once every required field is set and the password is valid', async () => {
    const { user } = await openSignup();
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText(english(MESSAGES.signupIncomplete))).toBeInTheDocument();

    await fillSignupForm(user);
    expect(continueButton()).toBeEnabled();
    expect(screen.queryByText(english(MESSAGES.signupIncomplete))).not.toBeInTheDocument();

    // Each requirement, taken away alone, disables Continue again.
    await user.click(checkbox(/agree to the terms/));
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText(english(MESSAGES.signupIncomplete))).toBeInTheDocument();
    await user.click(checkbox(/agree to the terms/));
    expect(continueButton()).toBeEnabled();

    await user.type(passwordInput(), ' ');
    expect(continueButton()).toBeDisabled();
    await user.type(passwordInput(), '{Backspace}');
    expect(continueButton()).toBeEnabled();

    await user.clear(signupField(/^First name/));
    expect(continueButton()).toBeDisabled();
    await user.type(signupField(/^First name/), 'Awa');

    await user.selectOptions(screen.getByRole('combobox', { name: /^Country of residence/ }), '');
    expect(continueButton()).toBeDisabled();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Country of residence/ }),
      'Ghana',
    );
    expect(continueButton()).toBeEnabled();

    await user.clear(phoneInput());
    expect(continueButton()).toBeDisabled();
  });

  it('offers the sign-up countries of docs/product.md in the country of residence list', async () => {
    await openSignup();
    const country = screen.getByRole('combobox', { name: /^Country of residence/ });
    const options = within(country)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(1, 5)).toEqual(['Ghana', 'Nigeria', 'Senegal', 'The Gambia']);
    expect(options.at(-1)).toBe('Other');
    expect(options).toHaveLength(55);
  });

  it('shows the live red/green checklist and the rule sentence while the password is invalid', async () => {
    const { user } = await openSignup();
    expect(
      screen.queryByText(english(MESSAGES.passwordMustMeetRequirements)),
    ).not.toBeInTheDocument();

    await user.type(passwordInput(), 'a');
    expect(screen.getByText(english(MESSAGES.passwordMustMeetRequirements))).toBeInTheDocument();
    expect(checklistItem(/lowercase/)).toHaveStyle({ color: GREEN });
    expect(checklistItem(/uppercase/)).toHaveStyle({ color: RED });
    expect(checklistItem(/number/)).toHaveStyle({ color: RED });
    expect(checklistItem(/special/)).toHaveStyle({ color: RED });
    expect(checklistItem(/uppercase/)).toHaveTextContent('(not met)');

    await user.type(passwordInput(), 'B1');
    expect(checklistItem(/uppercase/)).toHaveStyle({ color: GREEN });
    expect(checklistItem(/number/)).toHaveStyle({ color: GREEN });
    expect(checklistItem(/special/)).toHaveStyle({ color: RED });

    // Every box ticked but too short: still not valid.
    await user.type(passwordInput(), '@');
    expect(checklistItem(/special/)).toHaveStyle({ color: GREEN });
    expect(checklistItem(/special/)).toHaveTextContent('(met)');
    expect(screen.getByText(english(MESSAGES.passwordMustMeetRequirements))).toBeInTheDocument();

    await user.type(passwordInput(), 'baobab');
    expect(
      screen.queryByText(english(MESSAGES.passwordMustMeetRequirements)),
    ).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('sends the payload of docs/product.md, The rules, then toasts and opens the verification modal', async () => {
    let sent: unknown;
    let key: string | null = null;
    server.use(
      http.post(`${API}/account/sign-up`, async ({ request }) => {
        key = request.headers.get('idempotency-key');
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'Created.' } satisfies MessageAnswer, {
          status: 201,
        });
      }),
    );
    const { user } = await openSignup();
    await fillSignupForm(user);
    // The phone moves to The Gambia: the dial code and the national number go apart.
    await user.click(screen.getByRole('button', { name: /Open flags menu/ }));
    await user.click(await screen.findByTestId('option-GM'));
    await replace(user, phoneInput(), '7701234');
    await user.click(checkbox(/newsletter/));
    await user.click(checkbox(/WhatsApp/));
    await user.click(continueButton());

    expect(await screen.findByText(english(MESSAGES.signupSuccess))).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(dialog).getByText('awa@example.org')).toBeInTheDocument();
    expect(sent).toEqual({
      email: 'awa@example.org',
      firstName: 'Awa',
      lastName: 'Jallow',
      password: 'Baobab@2026',
      agreeTerms: true,
      country: 'The Gambia',
      countryCode: '+220',
      isWhatsAppUser: true,
      newsLetterSubscription: true,
      mobileNumber: '7701234',
    });
    // The submit's own key: a retry of this sign-up creates nothing more.
    expect(key).toMatch(/^.{8,255}$/);
  });

  it('keeps the way to verify after the modal is closed: the notice opens it again', async () => {
    server.use(
      http.post(`${API}/account/sign-up`, () =>
        HttpResponse.json({ success: true, message: 'Thank you.' } satisfies MessageAnswer, {
          status: 201,
        }),
      ),
      http.post(`${API}/account/verify-email`, () =>
        HttpResponse.json({
          accessToken: 'verified-2',
          message: 'Welcome!',
        } satisfies VerifyEmailAnswer),
      ),
      // Home, once verified: its lists and the new account's profile.
      http.get(`${API}/excursions/*`, () =>
        HttpResponse.json({
          success: true,
          data: { results: [], pageIndex: 1, pageSize: 20, totalCount: 0, totalPages: 0 },
        }),
      ),
      http.get(`${API}/account`, () =>
        HttpResponse.json({
          name: 'Awa Jallow',
          email: 'awa@example.org',
          userId: 8,
          mobileNumber: '2015550123',
          countryCode: '+1',
          country: 'The Gambia',
          isWhatsAppUser: false,
          newsLetterSubscription: false,
        } satisfies Account),
      ),
    );
    const { user, store } = await openSignup();
    await fillSignupForm(user);
    await user.click(continueButton());
    const first = await screen.findByRole('dialog', { name: 'Verify your email' });
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    const again = await screen.findByRole('dialog', { name: 'Verify your email' });
    await user.type(within(again).getByRole('textbox', { name: /Verification code/ }), '123456');
    await user.click(within(again).getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText(english(MESSAGES.accountVerified))).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.user?.userId).toBe(8));
  });

  it('starts the phone on the United States dial code', async () => {
    let sent: { countryCode?: string; mobileNumber?: string } = {};
    server.use(
      http.post(`${API}/account/sign-up`, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ success: true, message: 'Created.' } satisfies MessageAnswer, {
          status: 201,
        });
      }),
    );
    const { user } = await openSignup();
    expect(screen.getByRole('button', { name: /Open flags menu/ })).toHaveAccessibleName(
      /United States/,
    );
    await fillSignupForm(user);
    await user.click(continueButton());
    await screen.findByRole('dialog');
    expect(sent).toMatchObject({ countryCode: '+1', mobileNumber: '2015550123' });
  });

  it("shows the server's message when the sign-up is refused, else 'Signup failed'", async () => {
    server.use(
      http.post(`${API}/account/sign-up`, () =>
        HttpResponse.json(
          { success: false, message: 'Please agree to the terms and conditions.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openSignup();
    await fillSignupForm(user);
    await user.click(continueButton());
    expect(
      await screen.findByText('Please agree to the terms and conditions.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.use(http.post(`${API}/account/sign-up`, () => HttpResponse.json({}, { status: 500 })));
    await user.click(continueButton());
    expect(await screen.findByText(english(MESSAGES.signupFailed))).toBeInTheDocument();
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });
});
