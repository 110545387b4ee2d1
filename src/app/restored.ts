import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type { Persistor } from 'redux-persist';

/** Where a component learns whether the stored client state is back, and when it comes back. */
export interface RestoredSource {
  subscribe(onChange: () => void): () => void;
  isRestored(): boolean;
}

const noChange = () => () => undefined;

/** A state that never changes: restored in tests, never restored while the server renders. */
export const fixedRestored = (restored: boolean): RestoredSource => ({
  subscribe: noChange,
  isRestored: () => restored,
});

/** The browser's: restored once redux-persist has read browser storage back into the store. */
export const persistorRestored = (persistor: Persistor): RestoredSource => ({
  subscribe: (onChange) => persistor.subscribe(onChange),
  isRestored: () => persistor.getState().bootstrapped,
});

/**
 * The source, not the flag: the context never changes, so only the components that ask re-render
 * when storage is read. A changing context value reached every part of the server's page still
 * waiting to hydrate and made React hydrate them all at once (or, for a page whose code had not
 * arrived yet, drop their markup and render them again).
 */
export const RestoredContext = createContext<RestoredSource>(fixedRestored(true));

/**
 * Whether the client state kept in browser storage (cart, session, last excursion) is back in the
 * store. Pages rendered by the server, and the browser's hydration of them, render without it;
 * what depends on it (the header's account link, the profile page) waits for it.
 */
export function useClientStateRestored(): boolean {
  const source = useContext(RestoredContext);
  return useSyncExternalStore(source.subscribe, source.isRestored, () => false);
}

/**
 * What `read` gives once the stored client state is back, read once; `before` until then. The
 * component renders again only if the value differs: for a visitor whose storage holds nothing it
 * shows, reading storage back re-renders nothing (the header's whole bar did, in a task of its
 * own, just after the page hydrated).
 */
export function useReadOnceRestored<T>(read: () => T, before: T): T {
  const source = useContext(RestoredContext);
  const value = useRef<{ read: T }>(undefined);
  const snapshot = () => {
    if (!source.isRestored()) return before;
    value.current ??= { read: read() };
    return value.current.read;
  };
  return useSyncExternalStore(source.subscribe, snapshot, () => before);
}
