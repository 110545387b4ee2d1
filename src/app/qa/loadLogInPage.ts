import { clientStateLoaded, initialClientState } from '../actionLog/clientState';
import { parseActionLog, replayableActions } from '../actionLog/replay';
import { api } from '../api';
import { transportApi } from '../transportApi';
import { cartPersistConfig, lastViewedPersistConfig, sessionPersistConfig } from '../persist';
import type { AppStore } from '../store';

const STORED = [
  ['cart', cartPersistConfig],
  ['session', sessionPersistConfig],
  ['lastViewed', lastViewedPersistConfig],
] as const;

/**
 * Replays a log in the page: the client-state slices start again from their initial state, the
 * server data cached for the previous state is dropped, then the log's client-state actions are
 * dispatched. The browser storage is brought in line so that a reload shows the same state.
 * Returns how many actions were replayed.
 */
export async function loadLogInPage(store: AppStore, text: string): Promise<number> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The file is not JSON.');
  }
  const actions = replayableActions(parseActionLog(json));
  store.dispatch(api.util.resetApiState());
  store.dispatch(transportApi.util.resetApiState());
  store.dispatch(clientStateLoaded(initialClientState()));
  actions.forEach((action) => store.dispatch(action));
  const state = store.getState();
  await Promise.all(
    STORED.map(([slice, config]) => config.storage.setItem(config.key, state[slice])),
  );
  return actions.length;
}
