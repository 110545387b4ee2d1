import * as yup from 'yup';
import { MESSAGES } from '@/contract/messages';
import type { Translate } from '@/i18n';
import { emailAddress, validPassword } from '@/components/form/rules';

export interface ForgotEmailValues {
  email: string;
}

/** Forgot step 1: an e-mail address. */
export const forgotEmailSchema = (t: Translate): yup.ObjectSchema<ForgotEmailValues> =>
  yup.object({
    email: emailAddress(t(MESSAGES.invalidEmail)),
  });

export interface ResetValues {
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export const RESET_INITIAL_VALUES: ResetValues = { code: '', newPassword: '', confirmPassword: '' };

/** docs/product.md, The rules, reset: every field, then the two passwords alike, then the password rule. */
export const resetSchema = (t: Translate): yup.ObjectSchema<ResetValues> =>
  yup.object({
    code: yup.string().trim().required(t(MESSAGES.fillAllFields)),
    newPassword: validPassword(t(MESSAGES.passwordDoesNotMeetRequirements)).required(
      t(MESSAGES.fillAllFields),
    ),
    confirmPassword: yup
      .string()
      .required(t(MESSAGES.fillAllFields))
      .oneOf([yup.ref('newPassword')], t(MESSAGES.passwordsDoNotMatch)),
  });

const RESET_PROBLEM_ORDER = [
  MESSAGES.fillAllFields,
  MESSAGES.passwordsDoNotMatch,
  MESSAGES.passwordDoesNotMeetRequirements,
];

/** The one sentence the reset step shows, in the order docs/product.md, The rules lists the checks. */
export function firstResetProblem(
  t: Translate,
  errors: Partial<Record<keyof ResetValues, string>>,
) {
  const found = Object.values(errors);
  return RESET_PROBLEM_ORDER.map((message) => t(message)).find((text) => found.includes(text));
}
