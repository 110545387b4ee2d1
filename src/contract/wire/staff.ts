import { Type, type Static } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@/contract/limits';
import { PASSWORD_MAX_LENGTH } from '@/contract/password';

/**
 * A member of staff's own calls under /api/operator: accepting the invitation, the two steps of
 * sign-in (password, then the mailed code) and sign-out. Staff tokens are not visitor tokens.
 */

const Email = Type.String({ format: 'email', maxLength: TEXT_LIMITS.email });
const Code = Type.String({ maxLength: 16, description: 'The 6-digit code from the e-mail' });

/** The invitation mailed by `npm run staff -- add`, valid 24 hours; the password rule applies. */
export const AcceptInviteRequest = Type.Object({
  email: Email,
  code: Code,
  password: Type.String({
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'At least 8 characters: upper and lower case letters, a digit and one of @$!%*?&',
  }),
});
export type AcceptInviteRequest = Static<typeof AcceptInviteRequest>;

export const StaffSignInRequest = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type StaffSignInRequest = Static<typeof StaffSignInRequest>;

/** The password was right: a 6-digit code is on its way to the staff address. */
export const StaffSignInStep = Type.Object({ step: Type.Literal('code') });
export type StaffSignInStep = Static<typeof StaffSignInStep>;

export const StaffCodeRequest = Type.Object({ email: Email, code: Code });
export type StaffCodeRequest = Static<typeof StaffCodeRequest>;

/** A staff session of at most 8 hours. */
export const StaffSession = Type.Object({
  accessToken: Type.String(),
  name: Type.String({ description: "The staff member's name, for the console's header" }),
  email: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type StaffSession = Static<typeof StaffSession>;
