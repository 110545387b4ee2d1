import * as yup from 'yup';
import { MESSAGES } from '@/contract/messages';
import { emailAddress, validPassword } from '@/components/form/rules';

export interface ForgotEmailValues {
  email: string;
}

/** Forgot step 1: an e-mail address. */
export const forgotEmailSchema: yup.ObjectSchema<ForgotEmailValues> = yup.object({
  email: emailAddress(MESSAGES.invalidEmail),
});

export interface ResetValues {
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export const RESET_INITIAL_VALUES: ResetValues = { code: '', newPassword: '', confirmPassword: '' };

/** docs/product.md, The rules, reset: every field, then the two passwords alike, then the password rule. */
export const resetSchema: yup.ObjectSchema<ResetValues> = yup.object({
  code: yup.string().trim().required(MESSAGES.fillAllFields),
  newPassword: validPassword(MESSAGES.passwordDoesNotMeetRequirements).required(
    MESSAGES.fillAllFields,
  ),
  confirmPassword: yup
    .string()
    .required(MESSAGES.fillAllFields)
    .oneOf([yup.ref('newPassword')], MESSAGES.passwordsDoNotMatch),
});

const RESET_PROBLEM_ORDER: string[] = [
  MESSAGES.fillAllFields,
  MESSAGES.passwordsDoNotMatch,
  MESSAGES.passwordDoesNotMeetRequirements,
];

/** The one sentence the reset step shows, in the order docs/product.md, The rules lists the checks. */
export function firstResetProblem(errors: Partial<Record<keyof ResetValues, string>>) {
  const found = Object.values(errors);
  return RESET_PROBLEM_ORDER.find((message) => found.includes(message));
}
