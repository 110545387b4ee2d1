import { createContext, useContext } from 'react';

/** Set by the server's renderer: what the page says of its own HTTP status. */
export const PageStatusContext = createContext<{ notFound(): void } | null>(null);

/**
 * Called while rendering by a page that shows a path or a record that does not exist: the server
 * then answers 404 with that page. Nothing in the browser.
 */
export function useNotFoundStatus(notFound = true) {
  const status = useContext(PageStatusContext);
  if (notFound) status?.notFound();
}
