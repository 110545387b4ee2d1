import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { serverStateArrived } from '../serverState';
import { CLIENT_STATE_VERSION } from './clientState';
import { redact } from './redact';

/** How many actions the log keeps; older ones drop out. */
export const ACTION_LOG_CAPACITY = 1000;
export const ACTION_LOG_FORMAT = 'wat-action-log';
export const ACTION_LOG_VERSION = 1;

/** One dispatched action as recorded: redacted fields and when it was dispatched (ms). */
export interface LoggedAction {
  type: string;
  at: number;
  payload?: unknown;
  meta?: unknown;
  [field: string]: unknown;
}

/** The downloadable JSON. */
export interface ActionLogFile {
  format: typeof ACTION_LOG_FORMAT;
  version: number;
  /** The shape of the client-state slices the actions were dispatched to. */
  storeVersion: number;
  exportedAt: string;
  actions: LoggedAction[];
}

export interface ActionLog {
  middleware: Middleware;
  getLog(): LoggedAction[];
  clearLog(): void;
  exportLog(): ActionLogFile;
}

/** RTK Query's meta carries requests, responses and ids; the call and its arguments suffice. */
function callOf(meta: unknown): unknown {
  const arg = (meta as { arg?: { endpointName?: unknown; originalArgs?: unknown } })?.arg;
  if (typeof arg?.endpointName !== 'string') return meta;
  const { requestStatus } = meta as { requestStatus?: unknown };
  return { endpointName: arg.endpointName, originalArgs: arg.originalArgs, requestStatus };
}

function record(action: UnknownAction): LoggedAction {
  // The page's answers from the server are not copied: the log replays client state only, and
  // copying and redacting a whole page's catalog held up the website's start.
  if (serverStateArrived.match(action)) return { type: action.type, at: Date.now() };
  const { type, meta, ...fields } = action;
  const entry = redact({ ...fields, meta: callOf(meta) }) as Record<string, unknown>;
  return { type, at: Date.now(), ...entry };
}

/**
 * A middleware that keeps a redacted copy of the last `capacity` actions. The actions themselves
 * go on to the reducers untouched, and a copy that cannot be made never stops the app.
 */
export function createActionLog(capacity = ACTION_LOG_CAPACITY): ActionLog {
  let entries: LoggedAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    if (isAction(action)) {
      try {
        entries.push(record(action as UnknownAction));
        if (entries.length > capacity) entries.splice(0, entries.length - capacity);
      } catch {
        // an action that cannot be copied is left out of the log
      }
    }
    return next(action);
  };
  const getLog = () => entries.slice();
  return {
    middleware,
    getLog,
    clearLog: () => {
      entries = [];
    },
    exportLog: () => ({
      format: ACTION_LOG_FORMAT,
      version: ACTION_LOG_VERSION,
      storeVersion: CLIENT_STATE_VERSION,
      exportedAt: new Date().toISOString(),
      actions: getLog(),
    }),
  };
}

const logs = new WeakMap<object, ActionLog>();

/** Ties a log to its store, so that the QA panel finds the page's log from the store. */
export function withActionLog<S extends object>(store: S, log: ActionLog): S {
  logs.set(store, log);
  return store;
}

export const actionLogOf = (store: object): ActionLog | undefined => logs.get(store);
