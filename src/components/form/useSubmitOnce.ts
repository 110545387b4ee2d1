import { useCallback, useRef } from 'react';

/**
 * One key per submit, sent as the `Idempotency-Key` of the call it makes: the server gives a
 * repeat of that submit (a retry after a timeout, a flaky network) the first answer again.
 */
export type SubmitKey = string;

function freshSubmitKey(): SubmitKey {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Wraps a submit so that a second one while the first is still on its way does nothing: two
 * clicks can land before the button is drawn disabled. The ignored submit resolves to `busy`.
 * Each submit that runs gets a fresh key as its first argument.
 */
export function useSubmitOnce<Args extends unknown[], Result>(
  submit: (key: SubmitKey, ...args: Args) => Promise<Result>,
  busy: Result,
): (...args: Args) => Promise<Result> {
  const inFlight = useRef(false);
  return useCallback(
    async (...args: Args) => {
      if (inFlight.current) return busy;
      inFlight.current = true;
      try {
        return await submit(freshSubmitKey(), ...args);
      } finally {
        inFlight.current = false;
      }
    },
    [submit, busy],
  );
}
