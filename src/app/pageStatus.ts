import { createContext, useContext } from 'react';

/** Set by the server's renderer: what the page says of itself while it renders. */
export interface PageReport {
  /** The page shows a path or a record that does not exist. */
  notFound(): void;
  /** The page's own part of the browser tab's title; the last one said wins, as in the browser. */
  titled(title: string): void;
}

export const PageStatusContext = createContext<PageReport | null>(null);

/**
 * Called while rendering by a page that shows a path or a record that does not exist: the server
 * then answers 404 with that page. Nothing in the browser.
 */
export function useNotFoundStatus(notFound = true) {
  const status = useContext(PageStatusContext);
  if (notFound) status?.notFound();
}

/** Called while rendering with the page's title: the server writes it into the head. */
export function useTitleStatus(title?: string) {
  useContext(PageStatusContext)?.titled(title ?? '');
}
