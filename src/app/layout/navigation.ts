import { ROUTES } from '../../config/routes';

export interface NavLinkEntry {
  label: string;
  to: string;
}

/** The Our Services menu of docs/product.md, Pages, in its order. */
export const SERVICES_MENU: readonly NavLinkEntry[] = [
  { label: 'Excursions', to: ROUTES.toursList },
  { label: 'Destinations', to: ROUTES.destinationList },
  { label: 'Special Excursions', to: ROUTES.specialExcursions },
  { label: 'Gallery', to: ROUTES.gallery },
  { label: 'Info Service', to: ROUTES.businessServices },
  { label: 'Transfer Service', to: ROUTES.transferServices },
  { label: 'FAQ', to: ROUTES.faq },
];

export const MAIN_LINKS_BEFORE_SERVICES: readonly NavLinkEntry[] = [
  { label: 'Home', to: ROUTES.home },
  { label: 'Destinations', to: ROUTES.destinationList },
];

export const MAIN_LINKS_AFTER_SERVICES: readonly NavLinkEntry[] = [
  { label: 'About Us', to: ROUTES.about },
  { label: 'Contact Us', to: ROUTES.contact },
];

/** Where Book Now and the user icon lead, by whether a session token exists (docs/product.md, Pages). */
export const sessionTargets = (loggedIn: boolean) => ({
  bookNow: loggedIn ? ROUTES.tourDetails : ROUTES.login,
  account: loggedIn ? ROUTES.userProfile : ROUTES.login,
});
