import { http, HttpResponse } from 'msw';
import type { MessageAnswer } from '@/contract/wire/envelope';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../src/contract/messages';
import { english } from '@/i18n/english';
import { enter } from './support/entering';
import { renderRoute } from './support/render';
import { API, server } from './support/server';

type User = ReturnType<typeof renderRoute>['user'];

const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });
const emailInput = () => screen.getByRole('textbox', { name: /^Email/ });
const codeInput = () => screen.getByRole('textbox', { name: /^Verification code/ });
const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' });
/** The reset step's own line (toasts are alerts too). */
const problemLine = () => within(resetButton().closest('form') as HTMLElement).getByRole('alert');
const currentPath = () => screen.getByTestId('current-path').textContent;

async function openForgot() {
  const view = renderRoute('/forgot-password');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }),
  ).toBeInTheDocument();
  return view;
}

function forgotAnswers(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/account/forgot-password`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function reachStepTwo(user: User) {
  await enter(user, emailInput(), 'awa@example.org');
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  expect(await screen.findByText(english(MESSAGES.forgotSuccess))).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Reset Password' });
}

const activeStep = () =>
  within(screen.getByRole('main'))
    .getAllByText(/^(Your email|New password)$/)
    .find((label) => label.classList.contains('Mui-active'))?.textContent;

describe('forgot password page', () => {
  it('step 1 asks for an e-mail with @ before sending', async () => {
    const bodies = forgotAnswers(() =>
      HttpResponse.json({ success: true, message: 'Sent.' } satisfies MessageAnswer),
    );
    const { user } = await openForgot();
    expect(activeStep()).toBe('Your email');
    const links = within(screen.getByRole('navigation', { name: 'Account pages' }));
    expect(links.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText(english(MESSAGES.invalidEmail))).toBeInTheDocument();
    await user.type(emailInput(), 'awa.example.org');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(screen.getByText(english(MESSAGES.invalidEmail))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the e-mail, toasts and moves to step 2 with the e-mail read-only', async () => {
    const bodies = forgotAnswers(() =>
      HttpResponse.json({ success: true, message: 'Sent.' } satisfies MessageAnswer),
    );
    const { user } = await openForgot();
    await reachStepTwo(user);

    expect(bodies).toEqual([{ email: 'awa@example.org' }]);
    expect(activeStep()).toBe('New password');
    expect(emailInput()).toHaveValue('awa@example.org');
    expect(emailInput()).toHaveAttribute('readonly');
    expect(codeInput()).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: 'Back to Email' })).toBeInTheDocument();
  });

  it("stays on step 1 with the server's message, else 'Failed to send OTP'", async () => {
    let answer = () =>
      HttpResponse.json({ success: false, message: 'Too many attempts.' }, { status: 429 });
    forgotAnswers(() => answer());
    const { user } = await openForgot();
    await enter(user, emailInput(), 'awa@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();

    answer = () => HttpResponse.json({}, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText(english(MESSAGES.forgotFailed))).toBeInTheDocument();

    // Only status 200 moves on.
    answer = () => HttpResponse.json({ success: true }, { status: 201 });
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await waitFor(() =>
      expect(screen.getAllByText(english(MESSAGES.forgotFailed))).toHaveLength(2),
    );
    expect(activeStep()).toBe('Your email');
  });

  it('Back to Email returns to step 1 and clears the code and the passwords', async () => {
    forgotAnswers(() =>
      HttpResponse.json({ success: true, message: 'Sent.' } satisfies MessageAnswer),
    );
    const { user } = await openForgot();
    await reachStepTwo(user);
    await enter(user, codeInput(), '123456');
    await enter(user, newPassword(), 'Kora@2026x');
    await enter(user, confirmPassword(), 'Kora@2026x');

    await user.click(screen.getByRole('button', { name: 'Back to Email' }));
    expect(activeStep()).toBe('Your email');
    expect(emailInput()).toHaveValue('awa@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await screen.findByRole('button', { name: 'Reset Password' });
    expect(codeInput()).toHaveValue('');
    expect(newPassword()).toHaveValue('');
    expect(confirmPassword()).toHaveValue('');
  });

  it('checks all fields, then the match, then the password rule, before resetting', async () => {
    let resets = 0;
    forgotAnswers(() =>
      HttpResponse.json({ success: true, message: 'Sent.' } satisfies MessageAnswer),
    );
    server.use(
      http.post(`${API}/account/reset-password`, () => {
        resets += 1;
        return HttpResponse.json({ success: true, message: 'Changed.' } satisfies MessageAnswer);
      }),
    );
    const { user } = await openForgot();
    await reachStepTwo(user);

    await user.click(resetButton());
    await waitFor(() => expect(problemLine()).toHaveTextContent(english(MESSAGES.fillAllFields)));
    await user.type(codeInput(), '123456');
    await user.type(newPassword(), 'weak');
    await user.click(resetButton());
    await waitFor(() => expect(problemLine()).toHaveTextContent(english(MESSAGES.fillAllFields)));

    await user.type(confirmPassword(), 'weaker');
    await user.click(resetButton());
    await waitFor(() =>
      expect(problemLine()).toHaveTextContent(english(MESSAGES.passwordsDoNotMatch)),
    );

    await user.clear(confirmPassword());
    await user.type(confirmPassword(), 'weak');
    await user.click(resetButton());
    await waitFor(() =>
      expect(problemLine()).toHaveTextContent(english(MESSAGES.passwordDoesNotMeetRequirements)),
    );
    // While typing, the rule sentence and the checklist help.
    expect(screen.getByText(english(MESSAGES.passwordMustMeetRequirements))).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    expect(resets).toBe(0);
  });

  it('resets: sends e-mail, code and new password, toasts and goes to /login', async () => {
    let sent: unknown;
    forgotAnswers(() =>
      HttpResponse.json({ success: true, message: 'Sent.' } satisfies MessageAnswer),
    );
    server.use(
      http.post(`${API}/account/reset-password`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'Changed.' } satisfies MessageAnswer);
      }),
    );
    const { user } = await openForgot();
    await reachStepTwo(user);
    await enter(user, codeInput(), '654321');
    await enter(user, newPassword(), 'Kora@2026x');
    await enter(user, confirmPassword(), 'Kora@2026x');
    await user.click(resetButton());

    expect(await screen.findByText(english(MESSAGES.resetSuccess))).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(sent).toEqual({ email: 'awa@example.org', code: '654321', newPassword: 'Kora@2026x' });
  });

  it("stays on step 2 with the server's message, else 'Failed to reset password'", async () => {
    let answer = () =>
      HttpResponse.json({ success: false, message: 'This code is not valid.' }, { status: 400 });
    forgotAnswers(() =>
      HttpResponse.json({ success: true, message: 'Sent.' } satisfies MessageAnswer),
    );
    server.use(http.post(`${API}/account/reset-password`, () => answer()));
    const { user } = await openForgot();
    await reachStepTwo(user);
    await enter(user, codeInput(), '654321');
    await enter(user, newPassword(), 'Kora@2026x');
    await enter(user, confirmPassword(), 'Kora@2026x');
    await user.click(resetButton());
    expect(await screen.findByText('This code is not valid.')).toBeInTheDocument();

    answer = () => HttpResponse.json({}, { status: 500 });
    await user.click(resetButton());
    expect(await screen.findByText(english(MESSAGES.resetFailed))).toBeInTheDocument();
    expect(currentPath()).toBe('/forgot-password');
  });
});
