import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { selectToken, sessionCleared } from '../features/account/sessionSlice';
import { profileTabSlice } from '../features/account/profileTabSlice';
import { searchSlice } from '../features/catalog/searchSlice';
import type { CartState } from '../features/cart/cartSlice';
import { createActionLog, withActionLog } from './actionLog/actionLog';
import { withClientStateLoading } from './actionLog/clientState';
import { api } from './api';
import { transportApi } from './transportApi';
import type { ServerFetch, SessionAccess } from './baseQuery';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import {
  persistedCartReducer,
  persistedCurrencyReducer,
  persistedLastViewedReducer,
  persistedSessionReducer,
  purgeSession,
} from './persist';

/** Client state in slices, server data only in the RTK Query caches (never persisted). */
export const rootReducer = withClientStateLoading(
  combineReducers({
    [api.reducerPath]: api.reducer,
    [transportApi.reducerPath]: transportApi.reducer,
    cart: persistedCartReducer,
    session: persistedSessionReducer,
    search: searchSlice.reducer,
    profileTab: profileTabSlice.reducer,
    lastViewed: persistedLastViewedReducer,
    currency: persistedCurrencyReducer,
  }),
);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A state to start from (tests, replays): slices without redux-persist's bookkeeping. A cart may
 * leave out its departure lines, as one written before them: it then has none.
 */
export type PreloadedState = {
  [K in keyof RootState]?: K extends 'cart'
    ? Omit<CartState, 'lines'> & Partial<Pick<CartState, 'lines'>>
    : Omit<RootState[K], '_persist'>;
};

const withCartLines = (state?: PreloadedState) =>
  state?.cart ? { ...state, cart: { lines: [], ...state.cart } } : state;

/** The session as the API's base query reads and ends it. */
const sessionAccess: SessionAccess = {
  selectToken: (state) => selectToken(state as RootState),
  refused: sessionCleared,
};

/**
 * The development-only state checks warn when one dispatch takes them over 32 ms. Under test, on a
 * busy machine, that measures the machine rather than the state: warn only when really slow there.
 */
const checkWarnAfterMs = process.env.NODE_ENV === 'test' ? 1_000 : 32;

/**
 * `serverFetch`: the store of a page the server renders, whose calls stay in its process.
 * `locale`: the page's language, which its calls tell the server.
 */
export function setupStore(
  preloadedState?: PreloadedState,
  serverFetch?: ServerFetch,
  locale: Locale = DEFAULT_LOCALE,
) {
  const listener = createListenerMiddleware();
  // A signed-out visitor keeps nothing of the previous user: stored session and cached answers.
  listener.startListening({
    actionCreator: sessionCleared,
    effect: async (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
      dispatch(transportApi.util.resetApiState());
      await purgeSession();
    },
  });

  // Every action that reaches the reducers, redacted: downloadable and replayable (?qa=1).
  const actionLog = createActionLog();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: withCartLines(preloadedState) as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { ...sessionAccess, serverFetch, locale } },
        immutableCheck: { warnAfter: checkWarnAfterMs },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: checkWarnAfterMs,
        },
      })
        .prepend(listener.middleware)
        .concat(api.middleware, transportApi.middleware, actionLog.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  return withActionLog(store, actionLog);
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
