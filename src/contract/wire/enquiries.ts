import { Type, type Static } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@/contract/limits';

/** An enquiry from the contact page (`POST enquiry`), answered with a `MessageAnswer`. */

// Every field may be left out (the contact form checks nothing); the server fills the blanks.
const Text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, description }));

export const EnquiryRequest = Type.Object({
  firstName: Text(TEXT_LIMITS.name),
  lastName: Text(TEXT_LIMITS.name),
  email: Text(TEXT_LIMITS.email, 'Required: the address the operator answers'),
  phoneNumber: Text(TEXT_LIMITS.phone),
  isWhatsAppUser: Type.Optional(Type.Boolean()),
  country: Text(TEXT_LIMITS.country, 'Country of residence'),
  countryCode: Text(TEXT_LIMITS.phone, 'Dial code of the phone number'),
  newsLetterSubscription: Type.Optional(Type.Boolean()),
  message: Text(TEXT_LIMITS.message, 'Required'),
});
export type EnquiryRequest = Static<typeof EnquiryRequest>;

/** A checked enquiry: every field present and trimmed, as the server stores and mails it. */
export type Enquiry = Required<EnquiryRequest>;
