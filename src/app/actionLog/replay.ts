import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { ACTION_LOG_FORMAT, ACTION_LOG_VERSION, type ActionLogFile } from './actionLog';
import {
  CLIENT_SLICES,
  CLIENT_STATE_VERSION,
  clientStateLoaded,
  selectClientState,
  withoutPersist,
  type ClientState,
} from './clientState';

/** A log that cannot be replayed, with the reason in words. */
export class ActionLogError extends Error {
  override name = 'ActionLogError';
}

/** The actions a replay dispatches: those of the client-state slices, and a log's own loads. */
const REPLAYED_TYPES = new Set<string>([
  ...Object.values(CLIENT_SLICES).flatMap((slice) =>
    Object.values(slice.actions).map((creator) => creator.type),
  ),
  clientStateLoaded.type,
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks that `json` is an action log this version of the site can replay. */
export function parseActionLog(json: unknown): ActionLogFile {
  if (!isObject(json) || json.format !== ACTION_LOG_FORMAT) {
    throw new ActionLogError(
      `This is not an action log (expected "format": "${ACTION_LOG_FORMAT}").`,
    );
  }
  if (json.version !== ACTION_LOG_VERSION) {
    throw new ActionLogError(
      `Action log version ${String(json.version)} is not supported (expected ${ACTION_LOG_VERSION}).`,
    );
  }
  if (json.storeVersion !== CLIENT_STATE_VERSION) {
    throw new ActionLogError(
      `The log was recorded with store version ${String(json.storeVersion)}; this site has version ${CLIENT_STATE_VERSION}.`,
    );
  }
  const { actions } = json;
  if (!Array.isArray(actions)) throw new ActionLogError('The log has no "actions" list.');
  const bad = actions.findIndex((action) => !isObject(action) || typeof action.type !== 'string');
  if (bad >= 0) throw new ActionLogError(`Action #${bad + 1} of the log has no "type".`);
  return json as unknown as ActionLogFile;
}

/**
 * The plain client-state actions of a log, in order. RTK Query's actions (server data) are never
 * replayed, so a replay makes no request; what a page restored from browser storage at start-up
 * (redux-persist's rehydration) becomes a `clientStateLoaded` of that slice.
 */
export function replayableActions(log: ActionLogFile): UnknownAction[] {
  return log.actions.flatMap((action): UnknownAction[] => {
    if (REPLAYED_TYPES.has(action.type)) return [{ type: action.type, payload: action.payload }];
    const { key, payload } = action;
    if (action.type !== REHYDRATE || typeof key !== 'string' || !isObject(payload)) return [];
    if (!(key in CLIENT_SLICES)) return [];
    return [clientStateLoaded({ [key]: withoutPersist(payload) } as Partial<ClientState>)];
  });
}

/** What `replayLog` needs of a store: the app's `setupStore` fits. */
export type StoreFactory = () => {
  dispatch(action: UnknownAction): unknown;
  getState(): unknown;
};

/**
 * Rebuilds the client state a log leads to, on a fresh store (not persisted, no request made).
 * Secrets stay as the log has them: a recorded session replays with '[redacted]' as its token.
 */
export function replayLog(log: ActionLogFile, setupStore: StoreFactory): ClientState {
  const store = setupStore();
  replayableActions(log).forEach((action, index) => {
    try {
      store.dispatch(action);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ActionLogError(`Replayed action #${index + 1} (${action.type}) failed: ${reason}`);
    }
  });
  return selectClientState(store.getState());
}
