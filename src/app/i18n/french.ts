import type { Catalogue } from '@/i18n';
import { CONTENT_FRENCH } from '@/features/content/messages.fr';
import { ABOUT_FRENCH } from '@/features/content/texts/about.fr';
import { ARTICLES_FRENCH } from '@/features/content/texts/articles.fr';
import { BUSINESS_SERVICES_FRENCH } from '@/features/content/texts/businessServices.fr';
import { FAQ_FRENCH } from '@/features/content/texts/faq.fr';
import { GALLERY_FRENCH } from '@/features/content/texts/gallery.fr';
import { POLICIES_FRENCH } from '@/features/content/texts/policies.fr';
import { bookingFrench } from '@/features/bookings/messages.fr';
import { cartFrench } from '@/features/cart/messages.fr';
import { currencyFrench } from '@/features/currency/messages.fr';
import { departureFrench } from '@/features/departures/messages.fr';
import { paymentFrench } from '@/features/payments/messages.fr';
import { PAGE_TITLES_FRENCH } from '@/contract/pages.fr';
import { SITE_MESSAGES_FRENCH } from '@/contract/site.fr';
import { MESSAGES_FR } from '@/contract/messages.fr';
import { AUTH_FR, PROFILE_FR } from '@/features/account/messages.fr';
import { ENQUIRIES_FR } from '@/features/enquiries/messages.fr';
import { REVIEWS_FR } from '@/features/reviews/messages.fr';
import { TRANSFERS_FR } from '@/features/transfers/messages.fr';
import { LAYOUT_FRENCH } from '@/app/layout/messages.fr';
import { FOOTER_FRENCH } from '@/app/layout/footerMessages.fr';
import { COMPONENTS_FRENCH } from '@/components/messages.fr';
import { PHONE_FIELD_FRENCH } from '@/components/phoneFieldMessages.fr';
import { PRIVACY_FRENCH } from '@/components/privacyMessages.fr';
import { CATALOG_MESSAGES_FR } from '@/contract/catalogMessages.fr';
import { CATALOG_FRENCH } from '@/features/catalog/messages.fr';
import { CATALOG_DETAIL_FRENCH } from '@/features/catalog/detailMessages.fr';
import { HOME_FRENCH } from '@/features/catalog/components/home/messages.fr';
import { TOURS_FRENCH } from '@/features/catalog/components/tours/messages.fr';
import { DESTINATIONS_FRENCH } from '@/features/catalog/components/destinations/messages.fr';
import { SPECIAL_FRENCH } from '@/features/catalog/components/special/messages.fr';

/**
 * The website's French catalogue: every feature's `messages.fr.ts`, in one chunk that only French
 * pages load (before they hydrate) and the server renders French pages with.
 */
export const FRENCH: Catalogue = {
  ...LAYOUT_FRENCH,
  ...FOOTER_FRENCH,
  ...COMPONENTS_FRENCH,
  ...PHONE_FIELD_FRENCH,
  ...PRIVACY_FRENCH,
  ...CATALOG_MESSAGES_FR,
  ...CATALOG_FRENCH,
  ...CATALOG_DETAIL_FRENCH,
  ...HOME_FRENCH,
  ...TOURS_FRENCH,
  ...DESTINATIONS_FRENCH,
  ...SPECIAL_FRENCH,
  ...PAGE_TITLES_FRENCH,
  ...SITE_MESSAGES_FRENCH,
  ...bookingFrench,
  ...cartFrench,
  ...currencyFrench,
  ...departureFrench,
  ...paymentFrench,
  ...CONTENT_FRENCH,
  ...ABOUT_FRENCH,
  ...ARTICLES_FRENCH,
  ...BUSINESS_SERVICES_FRENCH,
  ...FAQ_FRENCH,
  ...GALLERY_FRENCH,
  ...POLICIES_FRENCH,
  ...MESSAGES_FR,
  ...AUTH_FR,
  ...PROFILE_FR,
  ...ENQUIRIES_FR,
  ...REVIEWS_FR,
  ...TRANSFERS_FR,
};
