import { useAppStore } from '@/app/hooks';
import type { Message } from '@/i18n';
import { ROUTES } from '../../config/routes';
import { selectIsLoggedIn } from '../../features/account/sessionSlice';
import { useReadOnceRestored } from '../restored';
import { layoutMessages } from './messages';

export interface NavLinkEntry {
  label: Message;
  to: string;
}

/** The Our Services menu of docs/product.md, Pages, in its order. */
export const SERVICES_MENU: readonly NavLinkEntry[] = [
  { label: layoutMessages.excursions, to: ROUTES.toursList },
  { label: layoutMessages.destinations, to: ROUTES.destinationList },
  { label: layoutMessages.specialExcursions, to: ROUTES.specialExcursions },
  { label: layoutMessages.gallery, to: ROUTES.gallery },
  { label: layoutMessages.infoService, to: ROUTES.businessServices },
  { label: layoutMessages.transferService, to: ROUTES.transferServices },
  { label: layoutMessages.faq, to: ROUTES.faq },
];

export const MAIN_LINKS_BEFORE_SERVICES: readonly NavLinkEntry[] = [
  { label: layoutMessages.home, to: ROUTES.home },
  { label: layoutMessages.destinations, to: ROUTES.destinationList },
];

export const MAIN_LINKS_AFTER_SERVICES: readonly NavLinkEntry[] = [
  { label: layoutMessages.aboutUs, to: ROUTES.about },
  { label: layoutMessages.contactUs, to: ROUTES.contact },
];

/** Where Book Now and the user icon lead, by whether a session token exists (docs/product.md, Pages). */
export const sessionTargets = (loggedIn: boolean) => ({
  bookNow: loggedIn ? ROUTES.tourDetails : ROUTES.login,
  account: loggedIn ? ROUTES.userProfile : ROUTES.login,
});

/**
 * The session's targets as the header and the phone menu show them: the logged-in state is read
 * once, when the part appears with the stored session back in the store (docs/product.md, Pages).
 */
export function useSessionTargets() {
  const store = useAppStore();
  const loggedIn = useReadOnceRestored(() => selectIsLoggedIn(store.getState()), false);
  return { loggedIn, ...sessionTargets(loggedIn) };
}
