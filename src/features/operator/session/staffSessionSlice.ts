import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffSession } from '@/contract/wire/staff';
import { STAFF_SESSION_ENDED } from '@/app/baseQuery';

/** The signed-in member of staff: apart from the visitor's session (decision 017). */
export type StaffSessionState = Pick<StaffSession, 'name' | 'email' | 'expiresAt'> & {
  token: string | null;
};

export const NO_STAFF_SESSION: StaffSessionState = {
  token: null,
  name: '',
  email: '',
  expiresAt: '',
};

export const staffSessionSlice = createSlice({
  name: 'staffSession',
  initialState: NO_STAFF_SESSION,
  reducers: {
    staffSignedIn(_state, action: PayloadAction<StaffSession>) {
      const { accessToken, name, email, expiresAt } = action.payload;
      return { token: accessToken, name, email, expiresAt };
    },
  },
  extraReducers: (builder) => {
    // Sign-out, an expired session, or the server refusing the token (the base query's 401).
    builder.addCase(STAFF_SESSION_ENDED, () => NO_STAFF_SESSION);
  },
});

export const { staffSignedIn } = staffSessionSlice.actions;
export const staffSessionEnded = () => ({ type: STAFF_SESSION_ENDED });

// The slice joins the store only with the console (installStaffSession), so it may be absent.
type WithStaffSession = { staffSession?: StaffSessionState };
export const selectStaffSession = (state: unknown) =>
  (state as WithStaffSession).staffSession ?? NO_STAFF_SESSION;
export const selectIsStaffSignedIn = (state: unknown) => Boolean(selectStaffSession(state).token);
