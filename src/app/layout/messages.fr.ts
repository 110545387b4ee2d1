import { translations } from '@/i18n';
import { layoutMessages } from './messages';

export const LAYOUT_FRENCH = translations(layoutMessages, {
  skipToContent: 'Aller au contenu',
  homeLink: 'West Africa Tours, accueil',
  mainNav: 'Menu principal',
  siteMenu: 'Menu du site',
  ourServices: 'Nos services',
  bookNow: 'Réserver',
  myProfile: 'Mon profil',
  login: 'Connexion',
  cart: 'Panier, {count} {count, plural, one {article} other {articles}}',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  home: 'Accueil',
  destinations: 'Destinations',
  excursions: 'Excursions',
  specialExcursions: 'Excursions thématiques',
  gallery: 'Galerie',
  infoService: 'Services d’information',
  transferService: 'Transferts',
  faq: 'Questions fréquentes',
  aboutUs: 'À propos',
  contactUs: 'Contactez-nous',
  errorTitle: 'Un problème est survenu',
  errorLine:
    'Cette page n’a pas pu s’afficher. Veuillez la recharger ou revenir à la page d’accueil.',
  reload: 'Recharger',
  backToHome: 'Retour à l’accueil',
});
