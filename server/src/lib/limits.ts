/**
 * Rate limits. Many tourists share one hotel Wi-Fi address, so the per-address limits are
 * generous, and the tight ones are keyed on the e-mail address or account they protect.
 */
export const PER_ADDRESS_LIMIT = { max: 600, timeWindow: 60_000 };

/** Per client address on sign-in, sign-up, codes and password reset. */
export const AUTH_PER_ADDRESS_LIMIT = { max: 30, timeWindow: 60_000 };

/** Per e-mail address: sign-in attempts (password guessing). */
export const SIGN_IN_PER_EMAIL_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

/** Per e-mail address: sign-up, code requests and code checks. */
export const CODES_PER_EMAIL_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

/** Per client address on reviews and enquiries. */
export const WRITE_PER_ADDRESS_LIMIT = { max: 30, timeWindow: 60_000 };

/** Per account on bookings and transfers. */
export const BOOKING_PER_ACCOUNT_LIMIT = { max: 30, timeWindow: 60_000 };
