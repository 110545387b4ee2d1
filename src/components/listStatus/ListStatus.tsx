import type { ReactNode } from 'react';

export type ListState = 'loading' | 'empty' | 'failed';

/**
 * How a place draws each state of its list. Each look lives in its own module, so that a page
 * loads only the parts its look uses: the home page's panels need neither the spinner nor the
 * alert box.
 */
export type ListStatusLook = Record<ListState, (text: string) => ReactNode>;

/** What shows in place of a list that is loading, came back empty, or failed. */
export function ListStatus({
  state,
  text,
  look,
}: {
  state: ListState;
  text: string;
  look: ListStatusLook;
}) {
  return look[state](text);
}
