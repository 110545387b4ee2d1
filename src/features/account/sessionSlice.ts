import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Account } from '@/contract/wire/account';

/** The visitor's session: the bearer token and the user info (docs/product.md, The rules). */
export interface SessionState {
  token: string | null;
  user: Account | null;
}

const initialState: SessionState = { token: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Sign-in or e-mail verification succeeded. */
    sessionStarted(state, action: PayloadAction<{ token: string; user?: Account | null }>) {
      state.token = action.payload.token;
      state.user = action.payload.user ?? null;
    },
    /** The profile answer becomes the user info when it carries a name. */
    userInfoReceived(state, action: PayloadAction<Account>) {
      if (action.payload?.name) state.user = action.payload;
    },
    /** Logout, or the server refused the token (401). */
    sessionCleared() {
      return initialState;
    },
  },
});

export const { sessionStarted, userInfoReceived, sessionCleared } = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectToken = (state: WithSession) => state.session.token;
export const selectIsLoggedIn = (state: WithSession) => state.session.token !== null;
export const selectUser = (state: WithSession) => state.session.user;
