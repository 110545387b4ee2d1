import { translations } from '@/i18n';
import { footerMessages } from './footerMessages';

export const FOOTER_FRENCH = translations(footerMessages, {
  ourTours: 'Nos excursions',
  footerNav: 'Pied de page',
  footerAbout:
    'Réceptif en Gambie depuis 1987, notre équipe de plus de 30 personnes organise excursions, transferts, conférences et voyages de stimulation dans toute l’Afrique de l’Ouest.',
  explore: 'Découvrir',
  contact: 'Contact',
  address: 'Banjul, Gambie',
  groupsBefore: 'Groupes de plus de 8 personnes : merci de nous adresser votre demande via le',
  contactForm: 'formulaire de contact',
  groupsAfter: '.',
  copyright: '© {year} West Africa Tours, Banjul, Gambie',
  terms: 'Conditions générales',
  privacy: 'Politique de confidentialité',
  newsletter: 'Newsletter',
  newsletterLabel:
    'Idées de voyage et offres de saison en Afrique de l’Ouest, directement dans votre boîte e-mail.',
  newsletterPlaceholder: 'Votre adresse e-mail',
  subscribe: 'S’abonner',
});
