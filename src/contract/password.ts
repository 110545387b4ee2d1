import { PASSWORD_MIN_LENGTH } from './limits';

/**
 * The password rule of docs/product.md, The rules, shared by the website (live checklist) and the server:
 * at least 8 characters, at least one lowercase letter, one uppercase letter, one digit and one
 * special character from @$!%*?&, and no characters other than letters, digits and those specials.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordCheckId = 'uppercase' | 'lowercase' | 'number' | 'special';

export interface PasswordCheck {
  id: PasswordCheckId;
  label: string;
  test(password: string): boolean;
}

/** The four lines of the red/green checklist, in the order the sign-up form shows them. */
export const PASSWORD_CHECKLIST: readonly PasswordCheck[] = [
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'number', label: 'One number', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    test: (p) => /[@$!%*?&]/.test(p),
  },
];

const ALLOWED_CHARACTERS = /^[A-Za-z0-9@$!%*?&]*$/;

export const hasAllowedCharactersOnly = (password: string) => ALLOWED_CHARACTERS.test(password);

export const isLongEnough = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;

/** Whether a password satisfies the whole rule. */
export function isValidPassword(password: string): boolean {
  return (
    isLongEnough(password) &&
    hasAllowedCharactersOnly(password) &&
    PASSWORD_CHECKLIST.every((check) => check.test(password))
  );
}
