import { createContext, useContext } from 'react';

/**
 * Whether the client state kept in browser storage (cart, session, last excursion) is back in the
 * store. Pages rendered by the server, and the browser's hydration of them, render without it;
 * what depends on it (the header's account link, the profile page) waits for it.
 */
export const RestoredContext = createContext(true);

export const useClientStateRestored = () => useContext(RestoredContext);
