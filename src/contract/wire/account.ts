import { Type, type Static } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@/contract/limits';
import { PASSWORD_MAX_LENGTH } from '@/contract/password';

/**
 * The account calls under /api/account: sign-up, verification, sign-in, a forgotten password
 * and the signed-in account. Text fields are trimmed by the server before these are checked.
 */

const Email = Type.String({ format: 'email', maxLength: TEXT_LIMITS.email });
const Name = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.name });
const Country = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.country });
const MobileNumber = Type.String({
  minLength: 3,
  maxLength: TEXT_LIMITS.phone,
  pattern: '^[0-9+()\\-. ]+$',
  description: 'Digits, spaces and + ( ) - .',
});
const COUNTRY_CODE_MAX_LENGTH = 8;
const CountryCode = Type.String({
  minLength: 1,
  maxLength: COUNTRY_CODE_MAX_LENGTH,
  pattern: '^\\+?[0-9][0-9 -]*$',
  description: 'The dial code, such as 220 or +220',
});
/** The password rule is checked by the server's handler, to answer with a readable message. */
const NewPassword = Type.String({
  maxLength: PASSWORD_MAX_LENGTH,
  description: 'At least 8 characters: upper and lower case letters, a digit and one of @$!%*?&',
});
const Code = Type.String({ maxLength: 16, description: 'The 6-digit code from the e-mail' });

export const SignUpRequest = Type.Object({
  email: Email,
  firstName: Name,
  lastName: Name,
  password: NewPassword,
  agreeTerms: Type.Boolean({ description: 'Must be true' }),
  country: Country,
  countryCode: CountryCode,
  mobileNumber: MobileNumber,
  isWhatsAppUser: Type.Boolean({ default: false }),
  newsLetterSubscription: Type.Boolean({ default: false }),
});
export type SignUpRequest = Static<typeof SignUpRequest>;

/** Sent again by the website; the account keeps the details given at sign-up. */
const Echoed = (maxLength: number) =>
  Type.Optional(Type.String({ maxLength, description: 'Ignored: sign-up set it' }));

export const VerifyEmailRequest = Type.Object({
  email: Email,
  code: Code,
  firstName: Echoed(TEXT_LIMITS.name),
  lastName: Echoed(TEXT_LIMITS.name),
  mobileNumber: Echoed(TEXT_LIMITS.phone),
  countryCode: Echoed(COUNTRY_CODE_MAX_LENGTH),
  country: Echoed(TEXT_LIMITS.country),
});
export type VerifyEmailRequest = Static<typeof VerifyEmailRequest>;

/** A new verification code, or a code to reset a forgotten password. */
export const EmailRequest = Type.Object({ email: Email });
export type EmailRequest = Static<typeof EmailRequest>;

export const ResetPasswordRequest = Type.Object({
  email: Email,
  code: Code,
  newPassword: NewPassword,
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

export const SignInRequest = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type SignInRequest = Static<typeof SignInRequest>;

export const SignInAnswer = Type.Object({ accessToken: Type.String() });
export type SignInAnswer = Static<typeof SignInAnswer>;

/** A verified address signs in at once. */
export const VerifyEmailAnswer = Type.Object({
  accessToken: Type.String(),
  message: Type.String(),
});
export type VerifyEmailAnswer = Static<typeof VerifyEmailAnswer>;

/** Sign-in failures carry the sentence as `error` too. */
export const SignInFailure = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type SignInFailure = Static<typeof SignInFailure>;

/** `GET account`: always the caller's own, the user fields at the top level. */
export const Account = Type.Object({
  name: Type.String(),
  email: Type.String(),
  userId: Type.Integer(),
  mobileNumber: Type.String(),
  countryCode: Type.String(),
  country: Type.String(),
  isWhatsAppUser: Type.Boolean(),
  newsLetterSubscription: Type.Boolean(),
});
export type Account = Static<typeof Account>;
