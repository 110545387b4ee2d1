import { createAction, type Reducer } from '@reduxjs/toolkit';
import { profileTabSlice } from '../../features/account/profileTabSlice';
import { sessionSlice } from '../../features/account/sessionSlice';
import { cartSlice } from '../../features/cart/cartSlice';
import { lastViewedSlice } from '../../features/catalog/lastViewedSlice';
import { searchSlice } from '../../features/catalog/searchSlice';

/** The slices an action log replays: client state only, never server data. */
export const CLIENT_SLICES = {
  cart: cartSlice,
  session: sessionSlice,
  search: searchSlice,
  profileTab: profileTabSlice,
  lastViewed: lastViewedSlice,
};

/** Bump when a client-state slice changes shape: older logs then no longer replay. */
export const CLIENT_STATE_VERSION = 1;

type Slices = typeof CLIENT_SLICES;
export type ClientSliceName = keyof Slices;
export type ClientState = { [K in ClientSliceName]: ReturnType<Slices[K]['getInitialState']> };

const names = Object.keys(CLIENT_SLICES) as ClientSliceName[];
const isSlice = (name: string): name is ClientSliceName => name in CLIENT_SLICES;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A slice's value without redux-persist's `_persist` entry. */
export function withoutPersist(slice: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...slice };
  delete copy._persist;
  return copy;
}

export function initialClientState(): ClientState {
  return Object.fromEntries(
    names.map((name) => [name, CLIENT_SLICES[name].getInitialState()]),
  ) as ClientState;
}

/** The client-state slices of a store's state, without redux-persist's bookkeeping. */
export function selectClientState(state: unknown): ClientState {
  const root = state as Record<string, unknown>;
  return Object.fromEntries(
    names.map((name) => {
      const value = root[name];
      return [name, isObject(value) ? withoutPersist(value) : value];
    }),
  ) as ClientState;
}

/** The named slices take the given values (a replay starts from here, and restores what a page
 * had stored); the others stay as they are. */
export const clientStateLoaded = createAction<Partial<ClientState>>('actionLog/clientStateLoaded');

/** Lets the root reducer handle `clientStateLoaded`, keeping redux-persist's bookkeeping. */
export function withClientStateLoading<R extends Reducer>(reducer: R): R {
  const loading = (state: Record<string, unknown> | undefined, action: unknown) => {
    if (!state || !clientStateLoaded.match(action)) return reducer(state, action as never);
    const next = { ...state };
    for (const [name, value] of Object.entries(action.payload)) {
      if (!isSlice(name)) continue;
      const initial: unknown = CLIENT_SLICES[name].getInitialState();
      const loaded =
        isObject(initial) && isObject(value) ? { ...initial, ...(value as object) } : value;
      const current = state[name];
      const persist = isObject(current) ? current._persist : undefined;
      next[name] = persist ? { ...(loaded as object), _persist: persist } : loaded;
    }
    return reducer(next, action);
  };
  return loading as unknown as R;
}
