import { translations } from '@/i18n';
import { enquiryMessages } from './messages';

export const ENQUIRIES_FR = translations(enquiryMessages, {
  intro:
    'Vous préparez un voyage en Gambie, au Sénégal ou ailleurs en Afrique de l’Ouest ? Envoyez-nous vos questions : nous vous répondons sous un jour ouvré.',
  otherWays: 'Autres moyens de nous joindre',
  mapTitle: 'Carte de Banjul, en Gambie, où se trouve notre agence',

  formTitle: 'Envoyez-nous votre demande',
  formLead:
    'Les champs marqués d’un * sont les informations dont nous avons besoin pour vous répondre.',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  countryOfResidence: 'Pays de résidence',
  noCountry: 'Aucun pays choisi',
  westAfrica: 'Afrique de l’Ouest',
  otherAfrica: 'Reste de l’Afrique',
  europe: 'Europe',
  americas: 'Amériques',
  asia: 'Asie',
  oceania: 'Australie et Nouvelle-Zélande',
  otherCountries: 'Autres',
  message: 'Message',
  messageHint: 'Vos dates, la taille de votre groupe et les lieux que vous aimeriez découvrir.',
  whatsApp: 'Ce numéro est sur WhatsApp',
  newsletter: 'Recevoir la newsletter de West Africa Tours',
  privacy: 'Nous utilisons ces informations uniquement pour répondre à votre demande.',
  send: 'Envoyer ma demande',

  office: 'Notre agence',
  officeCountry: 'Gambie',
  whatsAppNewTab: '(ouvre WhatsApp dans un nouvel onglet)',
  openingHours: 'Horaires d’ouverture',
  daysLabel: '{days} :',
  weekdays: 'Du lundi au vendredi',
  weekdaysTime: '8 h 30 – 17 h 30',
  saturday: 'Samedi',
  saturdayTime: '9 h – 13 h',
  sundays: 'Dimanche et jours fériés',
  sundaysTime: 'Fermé (WhatsApp pour les voyageurs en excursion)',
  timeZone: 'Heure de la Gambie (GMT toute l’année)',

  groupsTitle: 'Vous voyagez en groupe ?',
  groupsText:
    'Pour les groupes de plus de 8 personnes, les devis et toute autre demande, écrivez-nous via ce formulaire. Indiquez-nous vos dates, le nombre de voyageurs et ce que vous aimeriez voir : notre équipe en Gambie vous préparera un programme et un devis.',
});
