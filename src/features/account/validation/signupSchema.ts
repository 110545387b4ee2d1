import * as yup from 'yup';
import { DEFAULT_DIAL_CODE } from '@/components/PhoneField';
import { MESSAGES } from '@/contract/messages';
import type { Translate } from '@/i18n';
import type { SignUpRequest } from '@/contract/wire/account';
import { SIGNUP_COUNTRIES } from '@/config/countries';
import { emailAddress, filled, validPassword } from '@/components/form/rules';

/**
 * The sign-up request's fields, where `countryCode` is the dial code (e.g. '+220') and
 * `mobileNumber` the number without it, and the phone field's own value.
 */
export interface SignupValues extends SignUpRequest {
  /** What the phone field shows, dial code included. */
  phone: string;
}

/** The phone field starts on the United States (docs/product.md, Constants). */
export const SIGNUP_INITIAL_VALUES: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  countryCode: DEFAULT_DIAL_CODE,
  mobileNumber: '',
  country: '',
  newsLetterSubscription: false,
  agreeTerms: false,
  isWhatsAppUser: false,
};

/**
 * Continue is enabled only when e-mail, names, phone, country and the terms are set
 * and the password is valid. The one sentence for all of them is shown beside the button.
 */
export const signupSchema = (t: Translate): yup.ObjectSchema<SignupValues> =>
  yup.object({
    firstName: filled(),
    lastName: filled(),
    email: emailAddress(t(MESSAGES.invalidEmail)),
    password: validPassword(t(MESSAGES.passwordMustMeetRequirements)),
    phone: yup.string().defined(),
    countryCode: filled(),
    mobileNumber: filled(),
    country: yup
      .string()
      .required()
      .oneOf([...SIGNUP_COUNTRIES]),
    newsLetterSubscription: yup.boolean().defined(),
    agreeTerms: yup.boolean().defined().oneOf([true]),
    isWhatsAppUser: yup.boolean().defined(),
  });

/** Whether every required field is right: the sentences do not matter, so any language does. */
export const canSubmitSignup = (schema: yup.ObjectSchema<SignupValues>, values: SignupValues) =>
  schema.isValidSync(values);

/** The sign-up payload of docs/product.md, The rules. */
export function signupPayload(values: SignupValues): SignUpRequest {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    password: values.password,
    agreeTerms: values.agreeTerms,
    country: values.country,
    countryCode: values.countryCode,
    isWhatsAppUser: values.isWhatsAppUser,
    newsLetterSubscription: values.newsLetterSubscription,
    mobileNumber: values.mobileNumber,
  };
}
