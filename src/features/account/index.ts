/** What other features may use of the account feature: the session and the profile tab. */
export {
  selectIsLoggedIn,
  selectToken,
  selectUser,
  sessionCleared,
  sessionStarted,
  userInfoReceived,
} from './sessionSlice';
export * from './profileTabSlice';
export { useCountryName } from './countryNames';
