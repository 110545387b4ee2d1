import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, purgeStoredState, type PersistConfig, type Storage } from 'redux-persist';
import { cartSlice, type CartDepartureLine, type CartState } from '../features/cart/cartSlice';
import { sessionSlice, type SessionState } from '../features/account/sessionSlice';
import { lastViewedSlice, type LastViewedState } from '../features/catalog/lastViewedSlice';
import { currencySlice, type CurrencyState } from '../features/currency/currencySlice';
import { isDisplayCurrency, type DisplayCurrency } from '@/contract/currencies';
import type { Account } from '@/contract/wire/account';

/** Browser storage entries of docs/product.md, The rules, named exactly. */
export const STORAGE_KEYS = {
  cart: 'cartData',
  /** The cart's departures (API.md, "Since round 3"); absent while there are none. */
  cartLines: 'cartLines',
  token: 'wat_token',
  user: 'wat_user',
  lastExcursionId: 'lastExcursionId',
  /** The currency amounts are approximated in (API.md, "Since round 3"); absent for USD. */
  displayCurrency: 'displayCurrency',
} as const;

/** One slice field kept in its own browser storage entry. */
interface StoredField<V> {
  key: string;
  encode(value: V): string;
  /** Returns undefined for anything that is not a valid value (the entry is ignored). */
  decode(text: string): V | undefined;
  /** A value that leaves no entry behind (the storage then looks as it did before the field). */
  isBlank?(value: V): boolean;
}

type Fields<S> = { [K in keyof S]: StoredField<NonNullable<S[K]>> };

function webStorage(kind: 'localStorage' | 'sessionStorage'): globalThis.Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // storage disabled by the browser
  }
}

/**
 * A redux-persist storage that writes each field of a slice to its own entry, so the entries
 * are the plain values docs/product.md names (`cartData` is the id list, `wat_token` the token itself)
 * rather than redux-persist's `persist:` blobs. Unreadable entries are ignored, never fatal.
 */
function fieldStorage<S extends object>(
  kind: 'localStorage' | 'sessionStorage',
  fields: Fields<S>,
): Storage {
  const entries = Object.entries(fields) as [keyof S & string, StoredField<unknown>][];
  const each = (visit: (storage: globalThis.Storage) => void) => {
    const storage = webStorage(kind);
    if (!storage) return;
    try {
      visit(storage);
    } catch {
      // quota exceeded or storage disabled: keep working without persistence
    }
  };
  return {
    async getItem() {
      // In a task of its own: a page's first read of browser storage loads it, which can take
      // several milliseconds, and redux-persist starts every slice's read in one (decision 050).
      await new Promise((resolve) => setTimeout(resolve));
      const state: Partial<S> = {};
      each((storage) => {
        for (const [name, field] of entries) {
          const text = storage.getItem(field.key);
          const value = text === null ? undefined : field.decode(text);
          if (value !== undefined) state[name] = value as S[typeof name];
        }
      });
      return Object.keys(state).length > 0 ? state : undefined;
    },
    async setItem(_key: string, state: Partial<S>) {
      each((storage) => {
        for (const [name, field] of entries) {
          const value = state[name];
          const blank = value === null || value === undefined || field.isBlank?.(value);
          if (blank) storage.removeItem(field.key);
          else storage.setItem(field.key, field.encode(value));
        }
      });
    },
    async removeItem() {
      each((storage) => entries.forEach(([, field]) => storage.removeItem(field.key)));
    },
  };
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

const idList: StoredField<number[]> = {
  key: STORAGE_KEYS.cart,
  encode: (ids) => JSON.stringify(ids),
  decode: (text) => {
    const value = parseJson(text);
    return Array.isArray(value) ? value.filter(isId) : undefined;
  },
};

/** A stored departure line the cart can show: its ids and party are there. */
const isDepartureLine = (line: Partial<CartDepartureLine> | null): line is CartDepartureLine =>
  isId(line?.departureId) && isId(line.excursionId) && typeof line.units === 'object';

/** The cart's departures beside SPEC.md's id list, so `cartData` stays the plain id list. */
const departureLines: StoredField<CartDepartureLine[]> = {
  key: STORAGE_KEYS.cartLines,
  encode: (lines) => JSON.stringify(lines),
  decode: (text) => {
    const value = parseJson(text);
    return Array.isArray(value) ? value.filter(isDepartureLine) : undefined;
  },
  isBlank: (lines) => lines.length === 0,
};

const token: StoredField<string> = {
  key: STORAGE_KEYS.token,
  encode: (value) => value,
  decode: (text) => (text.trim() ? text : undefined),
};

const user: StoredField<Account> = {
  key: STORAGE_KEYS.user,
  encode: (value) => JSON.stringify(value),
  decode: (text) => {
    const value = parseJson(text);
    const valid = value && typeof value === 'object' && typeof (value as Account).name === 'string';
    return valid ? (value as Account) : undefined;
  },
};

const excursionId: StoredField<number> = {
  key: STORAGE_KEYS.lastExcursionId,
  encode: (id) => String(id),
  decode: (text) => {
    const value = parseJson(text);
    return isId(value) ? value : undefined;
  },
};

const displayCurrency: StoredField<DisplayCurrency> = {
  key: STORAGE_KEYS.displayCurrency,
  encode: (currency) => currency,
  decode: (text) => (isDisplayCurrency(text) ? text : undefined),
  isBlank: (currency) => currency === 'USD',
};

/** Values go to the field storage as they are: it does its own encoding. */
function config<S extends object>(key: string, storage: Storage): PersistConfig<S> {
  return {
    key,
    storage,
    serialize: false,
    getStoredState: async () => (await storage.getItem(key)) as never,
  };
}

export const cartPersistConfig = config<CartState>(
  'cart',
  fieldStorage<CartState>('localStorage', { ids: idList, lines: departureLines }),
);
export const sessionPersistConfig = config<SessionState>(
  'session',
  fieldStorage<SessionState>('sessionStorage', { token, user }),
);
export const lastViewedPersistConfig = config<LastViewedState>(
  'lastViewed',
  fieldStorage<LastViewedState>('localStorage', { excursionId }),
);
export const currencyPersistConfig = config<CurrencyState>(
  'currency',
  fieldStorage<CurrencyState>('localStorage', { display: displayCurrency }),
);

export const persistedCartReducer = persistReducer(
  cartPersistConfig,
  cartSlice.reducer as Reducer<CartState>,
);
export const persistedSessionReducer = persistReducer(
  sessionPersistConfig,
  sessionSlice.reducer as Reducer<SessionState>,
);
export const persistedLastViewedReducer = persistReducer(
  lastViewedPersistConfig,
  lastViewedSlice.reducer as Reducer<LastViewedState>,
);
export const persistedCurrencyReducer = persistReducer(
  currencyPersistConfig,
  currencySlice.reducer as Reducer<CurrencyState>,
);

/** Logout: the token and user info leave sessionStorage at once. */
export const purgeSession = () => purgeStoredState(sessionPersistConfig);
