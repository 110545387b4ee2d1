import { Type } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@/contract/limits';
import { PASSWORD_MAX_LENGTH } from '@/contract/password';

const Email = Type.String({ format: 'email', maxLength: TEXT_LIMITS.email });
const Name = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.name });
const Country = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.country });
const MobileNumber = Type.String({
  minLength: 3,
  maxLength: TEXT_LIMITS.phone,
  pattern: '^[0-9+()\\-. ]+$',
  description: 'Digits, spaces and + ( ) - .',
});
const CountryCode = Type.String({
  minLength: 1,
  maxLength: 8,
  pattern: '^\\+?[0-9][0-9 -]*$',
  description: 'The dial code, such as 220 or +220',
});
/** The rule of SPEC.md section 5 is checked by the handler, to answer with a readable message. */
const NewPassword = Type.String({
  maxLength: PASSWORD_MAX_LENGTH,
  description: 'At least 8 characters: upper and lower case letters, a digit and one of @$!%*?&',
});
const Code = Type.String({ maxLength: 16, description: 'The 6-digit code from the e-mail' });

export const SignUpBody = Type.Object({
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

/** Sent again by the website; the account keeps the details given at sign-up. */
const Echoed = (maxLength: number) =>
  Type.Optional(Type.String({ maxLength, description: 'Ignored: sign-up set it' }));

export const VerifyEmailBody = Type.Object({
  email: Email,
  code: Code,
  firstName: Echoed(TEXT_LIMITS.name),
  lastName: Echoed(TEXT_LIMITS.name),
  mobileNumber: Echoed(TEXT_LIMITS.phone),
  countryCode: Echoed(8),
  country: Echoed(TEXT_LIMITS.country),
});

export const EmailBody = Type.Object({ email: Email });

export const ResetPasswordBody = Type.Object({
  email: Email,
  code: Code,
  newPassword: NewPassword,
});

export const SignInBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});

export const MessageAnswer = Type.Object({ success: Type.Literal(true), message: Type.String() });

export const SignInAnswer = Type.Object({ accessToken: Type.String() });

export const VerifiedAnswer = Type.Object({ accessToken: Type.String(), message: Type.String() });

/** Sign-in failures carry the sentence as `error` too (API.md). */
export const SignInError = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

export const AccountAnswer = Type.Object({
  name: Type.String(),
  email: Type.String(),
  userId: Type.Integer(),
  mobileNumber: Type.String(),
  countryCode: Type.String(),
  country: Type.String(),
  isWhatsAppUser: Type.Boolean(),
  newsLetterSubscription: Type.Boolean(),
});
