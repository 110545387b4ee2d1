import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type AppStore, type RootState } from '@/app/store';
import { NO_STAFF_SESSION, staffSessionSlice, type StaffSessionState } from './staffSessionSlice';

/** Its own storage entry: never the visitor's `wat_token`. */
export const STAFF_STORAGE_KEY = 'wat_staff_session';

type ConsoleState = RootState & { staffSession: StaffSessionState };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored session, unless it is unreadable or past its expiry (at most 8 hours). */
export function loadStaffSession(now = Date.now()): StaffSessionState {
  try {
    const stored = JSON.parse(storage()?.getItem(STAFF_STORAGE_KEY) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return NO_STAFF_SESSION;
    const session = stored as StaffSessionState;
    const live = typeof session.token === 'string' && Date.parse(session.expiresAt) > now;
    return live ? { ...NO_STAFF_SESSION, ...session } : NO_STAFF_SESSION;
  } catch {
    return NO_STAFF_SESSION;
  }
}

function saveStaffSession(session: StaffSessionState) {
  try {
    if (session.token) storage()?.setItem(STAFF_STORAGE_KEY, JSON.stringify(session));
    else storage()?.removeItem(STAFF_STORAGE_KEY);
  } catch {
    // storage full or disabled: the session lasts as long as the page
  }
}

const installed = new WeakSet<AppStore>();

/** True once the store carries the staff session. */
export const hasStaffSession = (store: AppStore) => installed.has(store);

/**
 * Adds the staff session to the store when the console's code loads, so that no public page
 * carries it: the app's reducer keeps the rest of the state, the console's slice its own part.
 */
export function installStaffSession(store: AppStore) {
  if (installed.has(store)) return;
  installed.add(store);
  const initial = loadStaffSession();
  const withStaffSession = ((state: ConsoleState | undefined, action: UnknownAction) => {
    const { staffSession = initial, ...rest } = state ?? ({} as Partial<ConsoleState>);
    return {
      ...rootReducer(state ? (rest as RootState) : undefined, action),
      staffSession: staffSessionSlice.reducer(staffSession, action),
    };
  }) as unknown as Reducer<RootState>;
  store.replaceReducer(withStaffSession);

  let saved = initial;
  store.subscribe(() => {
    const current = (store.getState() as ConsoleState).staffSession;
    if (current !== saved) saveStaffSession((saved = current));
  });
}
