import * as yup from 'yup';
import { MESSAGES } from '@/contract/messages';
import type { Translate } from '@/i18n';
import { emailAddress } from '@/components/form/rules';

export interface LoginValues {
  email: string;
  password: string;
}

export const LOGIN_INITIAL_VALUES: LoginValues = { email: '', password: '' };

/** The server judges the credentials; the form only stops an empty or malformed attempt. */
export const loginSchema = (t: Translate): yup.ObjectSchema<LoginValues> =>
  yup.object({
    email: emailAddress(t(MESSAGES.invalidEmail)),
    password: yup.string().required(t(MESSAGES.fillAllFields)),
  });
