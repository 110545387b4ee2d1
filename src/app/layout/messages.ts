import { defineMessages } from '@/i18n';

/** The header, menus and error screen every page shares (the footer's own: footerMessages). */
export const layoutMessages = defineMessages('layout', {
  skipToContent: 'Skip to content',
  homeLink: 'West Africa Tours, home',
  mainNav: 'Main',
  siteMenu: 'Site menu',
  ourServices: 'Our Services',
  bookNow: 'Book Now',
  myProfile: 'My profile',
  login: 'Login',
  cart: 'Cart, {count} {count, plural, one {item} other {items}}',
  openMenu: 'Open menu',
  home: 'Home',
  destinations: 'Destinations',
  excursions: 'Excursions',
  specialExcursions: 'Special Excursions',
  gallery: 'Gallery',
  infoService: 'Info Service',
  transferService: 'Transfer Service',
  faq: 'FAQ',
  aboutUs: 'About Us',
  contactUs: 'Contact Us',
  errorTitle: 'Something went wrong',
  errorLine: 'This page could not be shown. Please reload the page or go back to the home page.',
  reload: 'Reload',
  backToHome: 'Back To Home',
});
