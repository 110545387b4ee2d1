import { boolean, object, string } from 'yup';
import { DEFAULT_DIAL_CODE } from '../../components/PhoneField';
import type { EnquiryRequest } from '@/contract/wire/enquiries';

/** What the contact form holds: the enquiry, plus the phone number as the field shows it. */
export interface EnquiryFormValues extends EnquiryRequest {
  /** The phone field's text, e.g. `+220 770 1234`; split into countryCode and phoneNumber. */
  phone: string;
}

export type EnquiryFieldName = keyof EnquiryFormValues;

export const EMPTY_ENQUIRY: EnquiryFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  phoneNumber: '',
  countryCode: DEFAULT_DIAL_CODE,
  country: '',
  message: '',
  isWhatsAppUser: false,
  newsLetterSubscription: false,
};

const text = () => string().trim().default('');

/**
 * Shapes what is sent: trimmed texts and real booleans. It checks nothing, since docs/product.md
 * section 5 sends whatever is entered; the server says what it cannot accept.
 */
const enquiryShape = object({
  firstName: text(),
  lastName: text(),
  email: text(),
  phoneNumber: text(),
  isWhatsAppUser: boolean().default(false),
  country: text(),
  countryCode: text(),
  newsLetterSubscription: boolean().default(false),
  message: text(),
}).noUnknown();

/** The enquiry of docs/product.md, The rules, every field present, from what the form holds. */
export function toEnquiryRequest(values: EnquiryFormValues): EnquiryRequest {
  return enquiryShape.cast(values, { stripUnknown: true }) as EnquiryRequest;
}
