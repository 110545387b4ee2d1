import { persistStore, type Persistor } from 'redux-persist';
import { http, HttpResponse } from 'msw';
import { setupStore } from '../../src/app/store';
import { STORAGE_KEYS } from '../../src/app/persist';
import { accountApi } from '../../src/features/account/accountApi';
import { catalogApi } from '../../src/features/catalog/catalogApi';
import {
  cartItemToggled,
  cartLineAdded,
  cartLineRemoved,
  type CartDepartureLine,
} from '../../src/features/cart/cartSlice';
import { excursionViewed } from '../../src/features/catalog/lastViewedSlice';
import { sessionStarted, userInfoReceived } from '../../src/features/account/sessionSlice';
import type { Account } from '@/contract/wire/account';
import { API, server } from './support/server';

const account = { name: 'Awa Jallow', email: 'awa@example.com', userId: 1 } as Account;

const started: Persistor[] = [];

/** A store as the page builds it: rehydrated from the browser's storage. */
async function startStore() {
  const store = setupStore();
  let persistor!: Persistor;
  await new Promise<void>((resolve) => {
    persistor = persistStore(store, null, resolve);
  });
  started.push(persistor);
  return { store, persistor };
}

const allKeys = () => [...Object.keys({ ...localStorage }), ...Object.keys({ ...sessionStorage })];

describe('browser storage', () => {
  // A page has one store: each test's stores finish writing and stop before the storage is
  // cleared for the next test (else a late write of one lands in the next one's storage).
  afterEach(async () => {
    for (const persistor of started.splice(0)) {
      await persistor.flush();
      persistor.pause();
    }
  });

  it('keeps the cart as a plain id list under the local-storage key cartData', async () => {
    const { store, persistor } = await startStore();
    store.dispatch(cartItemToggled(3));
    store.dispatch(cartItemToggled(8));
    await persistor.flush();

    expect(localStorage.getItem('cartData')).toBe('[3,8]');
    expect(allKeys().filter((key) => key.startsWith('persist:'))).toEqual([]);
  });

  it('loads the cart at start, ignoring anything that is not an excursion id', async () => {
    localStorage.setItem('cartData', JSON.stringify([5, 'x', -1, 7, 2.5]));
    const { store } = await startStore();
    expect(store.getState().cart.ids).toEqual([5, 7]);
  });

  it('starts with an empty cart when cartData is not JSON', async () => {
    localStorage.setItem('cartData', '{not json');
    const { store } = await startStore();
    expect(store.getState().cart.ids).toEqual([]);
  });

  const departure: CartDepartureLine = {
    departureId: 21,
    excursionId: 7,
    excursionName: 'Makasutu Culture Forest',
    date: '2030-12-14',
    time: '09:00',
    units: { adult: 2, child: 1, infant: 0 },
    price: 112.5,
    currency: 'USD',
  };

  it('keeps the departures under cartLines beside the plain id list, and no entry once empty', async () => {
    const first = await startStore();
    first.store.dispatch(cartItemToggled(3));
    first.store.dispatch(cartLineAdded(departure));
    await first.persistor.flush();
    expect(localStorage.getItem('cartData')).toBe('[3]');
    expect(JSON.parse(localStorage.getItem('cartLines') ?? 'null')).toEqual([departure]);

    const second = await startStore();
    expect(second.store.getState().cart).toMatchObject({ ids: [3], lines: [departure] });
    second.store.dispatch(cartLineRemoved(21));
    await second.persistor.flush();
    expect(localStorage.getItem('cartLines')).toBeNull();
  });

  it('loads a cart stored before departures existed with no lines', async () => {
    localStorage.setItem('cartData', '[6]');
    const { store } = await startStore();
    expect(store.getState().cart).toMatchObject({ ids: [6], lines: [] });
  });

  it('ignores stored departures that are not well formed', async () => {
    const broken = { ...departure, departureId: 'x' };
    const noParty = { ...departure, departureId: 22, units: undefined };
    localStorage.setItem('cartLines', JSON.stringify([broken, departure, noParty, 4]));
    const { store } = await startStore();
    expect(store.getState().cart.lines).toEqual([departure]);
  });

  it('keeps the token under the session-storage entry wat_token, the user info beside it', async () => {
    const { store, persistor } = await startStore();
    store.dispatch(sessionStarted({ token: 'tok-123' }));
    store.dispatch(userInfoReceived(account));
    await persistor.flush();

    expect(sessionStorage.getItem('wat_token')).toBe('tok-123');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(account);
    expect(localStorage.getItem('wat_token')).toBeNull();
  });

  it('restores the session after a reload', async () => {
    sessionStorage.setItem('wat_token', 'tok-9');
    sessionStorage.setItem(STORAGE_KEYS.user, JSON.stringify(account));
    const { store } = await startStore();
    expect(store.getState().session).toMatchObject({ token: 'tok-9', user: account });
  });

  it('purges the session on logout and keeps the cart', async () => {
    server.use(http.post(`${API}/account/logout`, () => HttpResponse.json({ success: true })));
    sessionStorage.setItem('wat_token', 'tok-9');
    localStorage.setItem('cartData', '[4]');
    const { store, persistor } = await startStore();

    await store.dispatch(accountApi.endpoints.logout.initiate());
    await persistor.flush();

    expect(sessionStorage.getItem('wat_token')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem('cartData')).toBe('[4]');
  });

  it('keeps the last viewed excursion id across reloads', async () => {
    const first = await startStore();
    first.store.dispatch(excursionViewed(42));
    await first.persistor.flush();

    const second = await startStore();
    expect(second.store.getState().lastViewed.excursionId).toBe(42);
  });

  it('never stores the answers of the server', async () => {
    const { store, persistor } = await startStore();
    await store.dispatch(catalogApi.endpoints.getExcursionTypes.initiate());
    store.dispatch(cartItemToggled(1));
    await persistor.flush();

    const stored = allKeys().map((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key));
    expect(stored.join(' ')).not.toContain('Students');
    expect(allKeys().sort()).toEqual(['cartData']);
  });
});
