import type { FieldErrors } from '@server/lib/validation';

/** Why an account call is refused; the account routes answer each with its own status. */
export type RefusalReason = 'invalid' | 'wrongCredentials' | 'unverified' | 'tooSoon';

/**
 * An account call refused with a sentence a visitor can read. Thrown, so that a refusal inside
 * a transaction also undoes it.
 */
export class AccountRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    readonly details: { errors?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AccountRefusal';
  }
}

/** A refused field: its sentence is both the message and the field's error. */
export const invalidField = (field: string, message: string) =>
  new AccountRefusal('invalid', message, { errors: { [field]: [message] } });
