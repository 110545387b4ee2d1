import { http, HttpResponse } from 'msw';
import type { SignInAnswer } from '@/contract/wire/account';
import { setupStore } from '../../src/app/store';
import { accountApi } from '../../src/features/account/accountApi';
import { bookingsApi } from '../../src/features/bookings/bookingsApi';
import { transfersApi } from '../../src/features/transfers/transfersApi';
import { reviewsApi } from '../../src/features/reviews/reviewsApi';
import {
  selectIsLoggedIn,
  selectToken,
  sessionCleared,
  sessionSlice,
  sessionStarted,
  userInfoReceived,
} from '../../src/features/account/sessionSlice';
import type { Account } from '@/contract/wire/account';
import { API, server, TRANSPORT_API } from './support/server';

const account: Account = {
  name: 'Awa Jallow',
  email: 'awa@example.com',
  userId: 1,
  mobileNumber: '7000000',
  countryCode: '+220',
  country: 'The Gambia',
  isWhatsAppUser: true,
  newsLetterSubscription: false,
};

const signedIn = { session: { token: 'token-1', user: account } };

describe('session slice', () => {
  const reducer = sessionSlice.reducer;
  const empty = sessionSlice.getInitialState();

  it('stores the token (and user info when given) on sign-in or verification', () => {
    const state = reducer(empty, sessionStarted({ token: 'abc' }));
    expect(state).toEqual({ token: 'abc', user: null });
    expect(selectIsLoggedIn({ session: state })).toBe(true);
    expect(reducer(empty, sessionStarted({ token: 'abc', user: account })).user).toEqual(account);
  });

  it('keeps the profile answer as user info only when it carries a name', () => {
    const state = reducer(empty, sessionStarted({ token: 'abc' }));
    expect(reducer(state, userInfoReceived({ ...account, name: '' })).user).toBeNull();
    expect(reducer(state, userInfoReceived(account)).user).toEqual(account);
  });

  it('clears token and user info', () => {
    const state = reducer(empty, sessionStarted({ token: 'abc', user: account }));
    expect(reducer(state, sessionCleared())).toEqual({ token: null, user: null });
  });
});

describe('session and the API', () => {
  it('sends the bearer token and clears the session when the server answers 401', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/booking/user-booking`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(
          { success: false, message: 'Your session has expired. Please sign in again.' },
          { status: 401 },
        );
      }),
    );
    const store = setupStore(signedIn);

    await store.dispatch(bookingsApi.endpoints.getUserBookings.initiate());

    expect(authorization).toBe('Bearer token-1');
    expect(store.getState().session).toEqual({ token: null, user: null });
  });

  it('clears the session on a 401 from the transport API too', async () => {
    server.use(
      http.get(`${TRANSPORT_API}/user/transfer`, () =>
        HttpResponse.json({ success: false, message: 'no' }, { status: 401 }),
      ),
    );
    const store = setupStore(signedIn);

    await store.dispatch(transfersApi.endpoints.getUserTransfers.initiate());

    expect(selectToken(store.getState())).toBeNull();
  });

  it('keeps the session on other failures and on 401 from calls made without the token', async () => {
    server.use(
      http.get(`${API}/booking/user-booking`, () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 503 }),
      ),
      http.post(`${API}/review/`, ({ request }) =>
        request.headers.has('authorization')
          ? HttpResponse.json({ success: false, message: 'no token here' }, { status: 400 })
          : HttpResponse.json({ success: false, message: 'refused' }, { status: 401 }),
      ),
    );
    const store = setupStore(signedIn);

    await store.dispatch(bookingsApi.endpoints.getUserBookings.initiate());
    const review = await store.dispatch(
      reviewsApi.endpoints.createExcursionReview.initiate({
        body: { name: 'Awa', message: 'Lovely', rating: '5', reviewFor: 1 },
        key: 'review-1',
      }),
    );

    expect(review.error).toMatchObject({ status: 401 });
    expect(selectToken(store.getState())).toBe('token-1');
  });

  it('signs in: stores the token, then the profile as user info', async () => {
    server.use(
      http.post(`${API}/account/app/sign-in`, () =>
        HttpResponse.json({ accessToken: 'fresh' } satisfies SignInAnswer),
      ),
      http.get(`${API}/account`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json(account)
          : HttpResponse.json({ success: false, message: 'no' }, { status: 401 }),
      ),
    );
    const store = setupStore();

    await store.dispatch(
      accountApi.endpoints.signIn.initiate({ email: account.email, password: 'Secret1!' }),
    );
    await Promise.all(store.dispatch(accountApi.util.getRunningQueriesThunk()));

    expect(store.getState().session).toEqual({ token: 'fresh', user: account });
  });

  it('leaves the visitor signed out when sign-in is refused', async () => {
    server.use(
      http.post(`${API}/account/app/sign-in`, () =>
        HttpResponse.json(
          { error: 'The e-mail address or password is incorrect.' },
          { status: 401 },
        ),
      ),
    );
    const store = setupStore();

    const result = await store.dispatch(
      accountApi.endpoints.signIn.initiate({ email: 'x@example.com', password: 'nope' }),
    );

    expect(result.error).toMatchObject({ status: 401 });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('logout ends the session even when the server cannot be reached', async () => {
    server.use(http.post(`${API}/account/logout`, () => HttpResponse.error()));
    const store = setupStore(signedIn);

    await store.dispatch(accountApi.endpoints.logout.initiate());

    expect(store.getState().session).toEqual({ token: null, user: null });
  });
});
