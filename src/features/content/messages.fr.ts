import { translations, type Catalogue } from '@/i18n';
import {
  aboutMessages,
  blogMessages,
  businessMessages,
  comingSoonMessages,
  errorPageMessages,
  faqMessages,
  galleryMessages,
  newsletterMessages,
  notFoundMessages,
} from './messages';

export const CONTENT_FRENCH: Catalogue = {
  ...translations(aboutMessages, {
    title: 'À propos',
    lead: 'Une agence réceptive installée à Banjul, en Gambie, depuis 1987.',
    whatWeDo: 'Nos métiers',
    whoWeAre: 'Qui sommes-nous ?',
    companyEstablished:
      'West Africa Tours est une agence réceptive basée à Banjul, en Gambie. Fondée en 1987, elle compte aujourd’hui plus de 30 collaborateurs et accueille des touristes, des groupes scolaires et thématiques, des entreprises, ainsi que des croisiéristes et des groupes religieux.',
    companyServices:
      'Nous organisons des excursions, des transferts depuis l’aéroport et d’un point à un autre, des circuits dans plusieurs pays, des réservations d’hôtel et de billets, ainsi que des conférences et des voyages de stimulation. Nos guides et nos chauffeurs sont d’ici, tout comme ce que nous savons et partageons : la meilleure marée pour Kotu Creek, le moyen le plus rapide de traverser le fleuve, le griot qui jouera de la kora pour vous.',
    companyGroups:
      'Les groupes de plus de 8 personnes, les demandes de devis et les demandes particulières nous parviennent par le formulaire de contact, et un membre de l’équipe vous répond personnellement.',
    companyImageAlt: 'La Gambie, où notre bureau de Banjul accueille les voyageurs depuis 1987',
    history: 'Notre histoire',
    directorHeading: 'Le mot de notre directeur général',
    directorQuote:
      '« Depuis 1987, la promesse qui accompagne chaque voyage n’a pas changé : que nos hôtes découvrent l’Afrique de l’Ouest telle que nous la connaissons, chaleureuse, musicale et riche d’histoire, et qu’ils soient pris en charge du premier message jusqu’au dernier au revoir à l’aéroport. »',
    directorCaption: 'Notre directeur général, Banjul',
  }),
  ...translations(newsletterMessages, {
    heading: 'Abonnez-vous à notre newsletter',
    text: 'Une courte lettre à chaque saison : les meilleurs mois pour l’observation des oiseaux, nos nouvelles sorties sur le fleuve et les dates des festivals en Afrique de l’Ouest.',
    emailLabel: 'Votre adresse e-mail',
    subscribe: 'S’abonner',
  }),
  ...translations(blogMessages, {
    title: 'Blog',
    lead: 'Récits et carnets de voyage d’Afrique de l’Ouest.',
    sidebar: 'Colonne latérale du blog',
    recentPosts: 'Articles récents',
    topics: 'Thèmes',
    groupHeading: 'Vous voyagez en groupe ?',
    groupText:
      'Les groupes de plus de 8 personnes reçoivent un programme et un devis sur mesure grâce à notre formulaire de contact.',
    contactUs: 'Contactez-nous',
    backToBlog: 'Retour au blog',
  }),
  ...translations(faqMessages, {
    title: 'Questions fréquentes',
    lead: 'Nos réponses sur les saisons, les visas, l’argent et les déplacements.',
    topics: 'Thèmes des questions fréquentes',
    destinations: 'Destinations',
    destinationsLead: 'Les excursions que nous proposons dans chaque pays.',
    excursionCount: '{count, plural, one {# excursion} other {# excursions}}',
  }),
  ...translations(galleryMessages, {
    title: 'Galerie',
    lead: 'Des photos de nos excursions à travers l’Afrique de l’Ouest.',
  }),
  ...translations(businessMessages, {
    title: 'Services d’information',
    lead: 'Conférences, voyages de stimulation et voyages de groupe en Gambie et dans toute l’Afrique de l’Ouest.',
    offers: 'Ce que nous proposons',
    offersLead:
      'Depuis 1987, notre équipe de Banjul, aujourd’hui forte de plus de 30 personnes, accompagne les entreprises, les associations et les institutions qui se rendent en Afrique de l’Ouest, du délégué seul au congrès tout entier.',
    help: 'Comment nous pouvons vous aider',
    incentives: 'Voyages de stimulation',
    incentivesDesign:
      'Un voyage de stimulation doit avoir le goût d’une récompense, du premier e-mail au vol du retour. Nous concevons chaque programme autour de votre groupe : une croisière au coucher du soleil sur le fleuve Gambie, une journée parmi les oiseaux d’Abuko et de Tanji, un dîner de gala sous les palmiers de Makasutu, ou un voyage qui relie la Gambie au Sénégal ou au Ghana.',
    incentivesDetails:
      'Nous nous occupons de chaque détail, des vols et des hôtels jusqu’aux guides, aux cadeaux et aux activités de cohésion, et un seul coordinateur accompagne votre groupe du début à la fin. Contactez-nous pour en savoir plus ou pour un programme de stimulation sur mesure.',
    hall: 'L’International Conference Hall',
    hallLead:
      'L’International Conference Hall de Gambie accueille sommets, congrès et salons. Nous y réservons pour vous les espaces, l’équipement et la restauration.',
    gallery: 'Galerie',
    plan: 'Organisez votre événement avec nous',
    planLead:
      'Indiquez-nous vos dates et le nombre de participants : nous vous répondons par une proposition.',
    contactUs: 'Contactez-nous',
    share: 'Partager cette page',
    shareOn: 'Partager sur {network} (s’ouvre dans un nouvel onglet)',
  }),
  ...translations(comingSoonMessages, {
    title: 'Bientôt disponible',
    lead: 'Notre nouvelle réservation en ligne des croisières fluviales et des circuits dans plusieurs pays ouvre le {date}.',
    timer: 'Temps restant avant le lancement',
    days: 'Jours',
    hours: 'Heures',
    minutes: 'Minutes',
    seconds: 'Secondes',
    browseTours: 'Découvrir nos excursions',
  }),
  ...translations(notFoundMessages, {
    lead: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  }),
  ...translations(errorPageMessages, {
    title: 'Un problème est survenu',
    lead: 'Veuillez revenir en arrière et réessayer.',
  }),
};
