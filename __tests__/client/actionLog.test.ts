import { http, HttpResponse } from 'msw';
import {
  createActionLog,
  actionLogOf,
  ACTION_LOG_CAPACITY,
} from '../../src/app/actionLog/actionLog';
import { CLIENT_STATE_VERSION } from '../../src/app/actionLog/clientState';
import { maskEmail, maskPhone, redact, REDACTED } from '../../src/app/actionLog/redact';
import { setupStore } from '../../src/app/store';
import { accountApi } from '../../src/features/account/accountApi';
import { sessionStarted, userInfoReceived } from '../../src/features/account/sessionSlice';
import { cartItemAdded } from '../../src/features/cart/cartSlice';
import type { Account } from '@/contract/wire/account';
import { API, server } from './support/server';

const PASSWORD = 'Kora-Sunset-2025!';
const TOKEN = 'tok_8f2b1c9d7e6a5b4c3d2e1f00';
const CODE = '483920';

const account: Account = {
  name: 'Awa Jallow',
  email: 'awa.jallow@example.gm',
  userId: 1,
  mobileNumber: '7012345',
  countryCode: '+220',
  country: 'The Gambia',
  isWhatsAppUser: true,
  newsLetterSubscription: false,
};

/** A fresh store and its log, emptied once RTK Query has announced its middleware. */
function storeWithLog() {
  const store = setupStore();
  const log = actionLogOf(store);
  if (!log) throw new Error('setupStore attaches no action log');
  store.dispatch({ type: 'test/started' });
  log.clearLog();
  return { store, log };
}

describe('redaction', () => {
  it('replaces secrets by key, whatever their case or nesting', () => {
    const secrets = {
      password: 'a',
      newPassword: 'b',
      confirmPassword: 'c',
      code: 'd',
      otp: 'e',
      token: 'f',
      accessToken: 'g',
      headers: { Authorization: 'Bearer h' },
      list: [{ refreshToken: 'i' }],
    };
    expect(redact(secrets)).toEqual({
      password: REDACTED,
      newPassword: REDACTED,
      confirmPassword: REDACTED,
      code: REDACTED,
      otp: REDACTED,
      token: REDACTED,
      accessToken: REDACTED,
      headers: { Authorization: REDACTED },
      list: [{ refreshToken: REDACTED }],
    });
  });

  it('keeps what is not secret: dial codes, flags, empty sessions', () => {
    expect(redact({ countryCode: '+220', isWhatsAppUser: true, token: null, ids: [1, 2] })).toEqual(
      { countryCode: '+220', isWhatsAppUser: true, token: null, ids: [1, 2] },
    );
  });

  it('masks e-mails and phone numbers by key and inside any text', () => {
    expect(maskEmail('ada@example.com')).toBe('a***@e***.com');
    expect(maskPhone('+220 7012345')).toBe('+220 ***45');
    expect(maskPhone('7012345')).toBe('***45');
    expect(
      redact({
        email: 'ada@example.com',
        mobileNumber: '7012345',
        phoneNumber: 2207012345,
        message: 'We sent a code to ada@example.com; call +220 701 2345 if it does not arrive.',
      }),
    ).toEqual({
      email: 'a***@e***.com',
      mobileNumber: '***45',
      phoneNumber: '***45',
      message: 'We sent a code to a***@e***.com; call +220 ***45 if it does not arrive.',
    });
  });

  it('keeps large answers short and drops what JSON cannot hold', () => {
    const copy = redact({
      list: Array.from({ length: 120 }, (_, i) => i),
      text: 'x'.repeat(2000),
      request: new Request('http://localhost/api/account'),
      callback: () => undefined,
    }) as { list: unknown[]; text: string; request: unknown };
    expect(copy.list).toHaveLength(51);
    expect(copy.list[50]).toBe('[… 70 more]');
    expect(copy.text.length).toBeLessThan(600);
    expect(copy.request).toBe('[Request]');
    expect(copy).not.toHaveProperty('callback');
  });
});

describe('action log', () => {
  it('never records the password, code or token of a sign-in and a verification', async () => {
    server.use(
      http.post(`${API}/account/app/sign-in`, () => HttpResponse.json({ accessToken: TOKEN })),
      http.post(`${API}/account/verify-email`, () => HttpResponse.json({ accessToken: TOKEN })),
      http.get(`${API}/account`, () => HttpResponse.json(account)),
    );
    const { store, log } = storeWithLog();

    await store.dispatch(
      accountApi.endpoints.signIn.initiate({ email: account.email, password: PASSWORD }),
    );
    await store.dispatch(
      accountApi.endpoints.verifyEmail.initiate({
        email: account.email,
        code: CODE,
        firstName: 'Awa',
        lastName: 'Jallow',
        mobileNumber: account.mobileNumber,
        countryCode: '+220',
        country: 'The Gambia',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20)); // the profile call that follows

    const recorded = JSON.stringify(log.getLog());
    for (const secret of [PASSWORD, CODE, TOKEN, account.email, account.mobileNumber]) {
      expect(recorded).not.toContain(secret);
    }
    const types = log.getLog().map((entry) => entry.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'api/executeMutation/pending',
        'session/sessionStarted',
        'session/userInfoReceived',
      ]),
    );
    const pending = log.getLog().find((entry) => entry.type === 'api/executeMutation/pending');
    expect(pending?.meta).toEqual({
      endpointName: 'signIn',
      originalArgs: { email: 'a***@e***.gm', password: REDACTED },
      requestStatus: 'pending',
    });
    expect(recorded).toContain('"email":"a***@e***.gm"');
  });

  it('records a copy: the reducers get the action as dispatched', () => {
    const { store, log } = storeWithLog();
    store.dispatch(sessionStarted({ token: TOKEN }));
    store.dispatch(userInfoReceived(account));
    expect(store.getState().session).toEqual({ token: TOKEN, user: account });
    expect(log.getLog().slice(-2)).toEqual([
      { type: 'session/sessionStarted', at: expect.any(Number), payload: { token: REDACTED } },
      {
        type: 'session/userInfoReceived',
        at: expect.any(Number),
        payload: { ...account, email: 'a***@e***.gm', mobileNumber: '***45' },
      },
    ]);
  });

  it(`keeps the last ${ACTION_LOG_CAPACITY} actions: the oldest drop out`, () => {
    const { store, log } = storeWithLog();
    for (let id = 1; id <= ACTION_LOG_CAPACITY + 250; id += 1) store.dispatch(cartItemAdded(id));
    const entries = log.getLog();
    expect(entries).toHaveLength(ACTION_LOG_CAPACITY);
    expect(entries[0].payload).toBe(251);
    expect(entries[entries.length - 1].payload).toBe(ACTION_LOG_CAPACITY + 250);
    expect(store.getState().cart.ids).toHaveLength(ACTION_LOG_CAPACITY + 250);
  });

  it('a small capacity works the same, and clearLog empties the log', () => {
    const log = createActionLog(3);
    const next = jest.fn((action: unknown) => action);
    const dispatch = log.middleware({ dispatch: jest.fn(), getState: jest.fn() })(next);
    [1, 2, 3, 4, 5].forEach((id) => dispatch(cartItemAdded(id)));
    expect(log.getLog().map((entry) => entry.payload)).toEqual([3, 4, 5]);
    expect(next).toHaveBeenCalledTimes(5);
    log.clearLog();
    expect(log.getLog()).toEqual([]);
  });

  it('exports a versioned JSON file', () => {
    const { store, log } = storeWithLog();
    store.dispatch(cartItemAdded(7));
    const file = JSON.parse(JSON.stringify(log.exportLog()));
    expect(file).toEqual({
      format: 'wat-action-log',
      version: 1,
      storeVersion: CLIENT_STATE_VERSION,
      exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actions: [{ type: 'cart/cartItemAdded', at: expect.any(Number), payload: 7 }],
    });
  });

  it('gives each store its own log', () => {
    const first = storeWithLog();
    const second = storeWithLog();
    first.store.dispatch(cartItemAdded(1));
    expect(first.log.getLog()).toHaveLength(1);
    expect(second.log.getLog()).toHaveLength(0);
  });
});

describe('Redux DevTools', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown })
      .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  });

  /** Whether a store made under `env` connects to the DevTools extension. */
  function connectsUnder(env: string) {
    const { compose } = jest.requireActual<typeof import('@reduxjs/toolkit')>('@reduxjs/toolkit');
    const extension = jest.fn(() => compose);
    Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: extension });
    process.env.NODE_ENV = env;
    jest.isolateModules(() => {
      const { setupStore: freshSetupStore } =
        jest.requireActual<typeof import('../../src/app/store')>('../../src/app/store');
      freshSetupStore();
    });
    return extension.mock.calls.length > 0;
  }

  it('are connected in development and not in production', () => {
    expect(connectsUnder('development')).toBe(true);
    expect(connectsUnder('production')).toBe(false);
  });
});
