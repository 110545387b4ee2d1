import { RESEND_COOLDOWN_SECONDS } from '@/contract/limits';

/**
 * Rate limits. Many tourists share one hotel Wi-Fi address, so the per-address limits are
 * generous, and the tight ones are keyed on the e-mail address or account they protect. This
 * one's `max` is the default; RATE_LIMIT_PER_ADDRESS sets it for a site.
 */
export const PER_ADDRESS_LIMIT = { max: 600, timeWindow: 60_000 };

/** The settings' bounds for the per-address limit a minute (RATE_LIMIT_PER_ADDRESS). */
export const PER_ADDRESS_LIMIT_RANGE = { min: 10, max: 1_000_000 };

/** Per client address on sign-in, sign-up, codes and password reset. */
export const AUTH_PER_ADDRESS_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * Password guessing (decision 029), for visitors and staff alike. Per e-mail address and client
 * address together: 5 free tries, then a wait after each failure that doubles from 15 seconds up
 * to 15 minutes, and a try during the wait is refused and doubles it too; a right password
 * clears the pair. Per client address across e-mail addresses, and per e-mail address from every
 * client address (high enough that one guesser never reaches it), failures are capped.
 */
export const SIGN_IN_RULE = {
  freeTries: 5,
  firstWaitSeconds: 15,
  longestWaitSeconds: 15 * 60,
  /** How long a pair's failures are remembered, from the first one. */
  pairWindowMs: 24 * 60 * 60_000,
  failuresPerAddress: { max: 20, timeWindow: 15 * 60_000 },
  failuresPerEmail: { max: 100, timeWindow: 60 * 60_000 },
};

/**
 * Per e-mail address, known or not: one new verification code asked for every 30 seconds, so
 * that the refusal tells nothing about an account (decision 029).
 */
export const CODE_RESEND_PER_EMAIL_LIMIT = { max: 1, timeWindow: RESEND_COOLDOWN_SECONDS * 1000 };

/** Per e-mail address: sign-up, code requests and code checks. */
export const CODES_PER_EMAIL_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

/** Per client address on reviews and enquiries. */
export const WRITE_PER_ADDRESS_LIMIT = { max: 30, timeWindow: 60_000 };

/** Per account on bookings and transfers. */
export const BOOKING_PER_ACCOUNT_LIMIT = { max: 30, timeWindow: 60_000 };

/** Per reseller's key on the OCTO API (decision 060): a channel manager polls availability often. */
export const OCTO_PER_RESELLER_LIMIT = { max: 300, timeWindow: 60_000 };
