import { screen } from '@testing-library/react';
import { enter, type User } from './entering';

/** A sign-up field by its label: as a visitor finds it, and far quicker in jsdom than by role. */
export const signupField = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/**
 * Everything the sign-up form requires, with a valid password and the terms agreed; the phone
 * stays on the default country (US).
 */
export async function fillSignupForm(user: User, country = 'The Gambia') {
  await enter(user, signupField(/^First name/), 'Awa');
  await enter(user, signupField(/^Last name/), 'Jallow');
  await enter(user, signupField(/^Email/), 'awa@example.org');
  await enter(user, signupField(/^Password/), 'Baobab@2026');
  await enter(user, signupField(/^Phone number/), '2015550123');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Country of residence/ }),
    country,
  );
  await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
}
