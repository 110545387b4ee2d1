import { useEffect } from 'react';

/** docs/product.md, Messages: a profile list or the account that fails to load is logged. */
export function useLoggedFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`Your ${what} could not be loaded`, error);
  }, [error, what]);
}
