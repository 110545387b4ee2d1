import * as yup from 'yup';
import { MESSAGES } from '@/contract/messages';
import type { Translate } from '@/i18n';
import { CODE_PATTERN } from '@/components/form/rules';

export interface VerificationValues {
  code: string;
}

/** docs/product.md, The rules: exactly six characters (the code is six digits). */
export const verificationSchema = (t: Translate): yup.ObjectSchema<VerificationValues> =>
  yup.object({
    code: yup
      .string()
      .required(t(MESSAGES.invalidOtp))
      .matches(CODE_PATTERN, { message: t(MESSAGES.invalidOtp) }),
  });
