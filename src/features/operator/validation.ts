import * as yup from 'yup';
import { CODE_PATTERN, emailAddress, validPassword } from '@/components/form/rules';
import { MESSAGES } from '@/contract/messages';
import type { Translate } from '@/i18n';
import { CONSOLE } from './texts';

/**
 * The console's forms: the same rules as the visitor's (one set, from the contract), with the
 * console's translator (English: the console is the staff's, in English).
 */
export interface StaffSignInValues {
  email: string;
  password: string;
}
export const staffSignInSchema = (t: Translate): yup.ObjectSchema<StaffSignInValues> =>
  yup.object({
    email: emailAddress(t(MESSAGES.invalidEmail)),
    password: yup.string().required(CONSOLE.signIn.passwordRequired),
  });

export interface StaffCodeValues {
  code: string;
}
export const staffCodeSchema = (t: Translate): yup.ObjectSchema<StaffCodeValues> =>
  yup.object({
    code: yup
      .string()
      .trim()
      .required(t(MESSAGES.invalidOtp))
      .matches(CODE_PATTERN, t(MESSAGES.invalidOtp)),
  });

export interface WelcomeValues {
  email: string;
  code: string;
  password: string;
}
export const welcomeSchema = (t: Translate): yup.ObjectSchema<WelcomeValues> =>
  yup.object({
    email: emailAddress(t(MESSAGES.invalidEmail)),
    code: yup
      .string()
      .trim()
      .required(t(MESSAGES.invalidOtp))
      .matches(CODE_PATTERN, t(MESSAGES.invalidOtp)),
    password: validPassword(t(MESSAGES.passwordMustMeetRequirements)),
  });
