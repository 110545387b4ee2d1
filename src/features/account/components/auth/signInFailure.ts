import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { serverMessage } from '@/app/api';
import { MESSAGES } from '@/contract/messages';
import type { Translate } from '@/i18n';

/** How a failed sign-in is told (docs/product.md, Messages, Login). */
export interface SignInFailure {
  toast: string;
  /** The line 'Invalid login credentials' under the form, after a network failure. */
  networkLine: boolean;
  /** The account exists but its e-mail is not verified yet (the API reference at /api/docs: 403). */
  unverified: boolean;
}

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error
    ? (error as FetchBaseQueryError).status
    : undefined;

export function signInFailure(t: Translate, error: unknown): SignInFailure {
  const status = statusOf(error);
  if (status === 'FETCH_ERROR') {
    return { toast: t(MESSAGES.loginException), networkLine: true, unverified: false };
  }
  if (typeof status === 'number') {
    return {
      toast: serverMessage(error, t(MESSAGES.loginFailed)),
      networkLine: false,
      unverified: status === 403,
    };
  }
  return { toast: t(MESSAGES.loginException), networkLine: false, unverified: false };
}
