import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const PROFILE_TABS = ['profile', 'bookings', 'transfers'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const profileTabSlice = createSlice({
  name: 'profileTab',
  initialState: 'profile' as ProfileTab,
  reducers: {
    profileTabSelected: (_state, action: PayloadAction<ProfileTab>) => action.payload,
  },
});

export const { profileTabSelected } = profileTabSlice.actions;
export const selectProfileTab = (state: { profileTab: ProfileTab }) => state.profileTab;
