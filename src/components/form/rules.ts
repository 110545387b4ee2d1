import * as yup from 'yup';
import { isEmailAddress } from '@/contract/email';
import { CODE_LENGTH } from '@/contract/limits';
import { isValidPassword } from '@/contract/password';

/** The Yup rules forms share (account, console). An e-mail address by the rule the server applies, with the sentence to show when it is not. */
export const emailAddress = (message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .test('email-address', message, (value) => !value || isEmailAddress(value));

/** The e-mailed code: exactly six digits. */
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** A text that must hold something besides spaces. */
export const filled = (message?: string) => yup.string().trim().required(message);

/** The password rule, with the sentence to show when it is broken. */
export const validPassword = (message: string) =>
  yup
    .string()
    .required(message)
    .test('password-rule', message, (value) => !value || isValidPassword(value));
