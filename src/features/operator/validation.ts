import * as yup from 'yup';
import { CODE_PATTERN, emailAddress, validPassword } from '@/components/form/rules';
import { MESSAGES } from '@/contract/messages';
import { CONSOLE } from './texts';

/** The console's forms: the same rules as the visitor's (one set, from the contract). */
export interface StaffSignInValues {
  email: string;
  password: string;
}
export const staffSignInSchema: yup.ObjectSchema<StaffSignInValues> = yup.object({
  email: emailAddress(MESSAGES.invalidEmail),
  password: yup.string().required(CONSOLE.signIn.passwordRequired),
});

export interface StaffCodeValues {
  code: string;
}
export const staffCodeSchema: yup.ObjectSchema<StaffCodeValues> = yup.object({
  code: yup
    .string()
    .trim()
    .required(MESSAGES.invalidOtp)
    .matches(CODE_PATTERN, MESSAGES.invalidOtp),
});

export interface WelcomeValues {
  email: string;
  code: string;
  password: string;
}
export const welcomeSchema: yup.ObjectSchema<WelcomeValues> = yup.object({
  email: emailAddress(MESSAGES.invalidEmail),
  code: yup
    .string()
    .trim()
    .required(MESSAGES.invalidOtp)
    .matches(CODE_PATTERN, MESSAGES.invalidOtp),
  password: validPassword(MESSAGES.passwordMustMeetRequirements),
});
