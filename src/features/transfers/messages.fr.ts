import { translations } from '@/i18n';
import { transferMessages } from './messages';

export const TRANSFERS_FR = translations(transferMessages, {
  heading: 'Réservez votre transfert',
  intro:
    'De l’aéroport international de Banjul à votre hôtel sur la côte, ou d’un lieu à l’autre : un chauffeur qui connaît la route vous attend à l’heure, de 1 à 50 passagers.',
  formHeading: 'Votre transfert',
  requiredNote: 'Les champs marqués d’un * sont obligatoires.',

  howItWorks: 'Comment ça marche',
  step1Title: 'Dites-nous où et quand',
  step1Text:
    'Votre lieu de prise en charge, votre destination, la date, l’heure et le nombre de voyageurs.',
  step2Title: 'Nous confirmons par e-mail',
  step2Text:
    'La réservation apparaît sous Transferts dans votre profil ; nous vous en envoyons le détail par e-mail.',
  step3Title: 'Votre chauffeur vous accueille',
  step3Text:
    'À l’arrivée à {airport}, le chauffeur vous attend dans le hall avec une pancarte à votre nom.',
  popular: 'Transferts les plus demandés',
  popularStrip: '{airport} vers les hôtels de Kololi et du Senegambia Strip',
  popularKotu: '{airport} vers Kotu, Fajara et Bakau',
  popularFerry: 'Des hôtels de la côte au terminal du ferry de Banjul, pour la rive nord',
  popularEvening:
    'D’un hôtel à l’autre, ou vers un restaurant ou un marché artisanal pour la soirée',
  groupBefore:
    'Un groupe de plus de {count} personnes avec bagages, ou un circuit au-delà des frontières ?',
  groupLink: 'Envoyez-nous une demande',
  groupAfter: 'et nous organisons les véhicules avec vous.',

  formLabel: 'Réservez votre transfert',
  needsAccount: 'Pour réserver un transfert, vous devez avoir un compte.',
  logIn: 'Connectez-vous',
  or: 'ou',
  signUp: 'créez-en un',
  first: 'au préalable.',
  pickupLocation: 'Lieu de prise en charge',
  pickupPlaceholder: 'ex. : Banjul International Airport',
  dropLocation: 'Lieu de dépose',
  dropPlaceholder: 'ex. : Kololi, hôtels du Senegambia Strip',
  pickupDate: 'Date de prise en charge',
  pickupTime: 'Heure de prise en charge',
  flightNumber: 'Numéro de vol',
  flightNumberOptional: 'Numéro de vol (facultatif)',
  flightPlaceholder: 'ex. : SN203',
  flightHint: 'Le vol par lequel vous arrivez',
  arrivalTime: 'Heure d’arrivée',
  arrivalTimeOptional: 'Heure d’arrivée (facultatif)',
  arrivalHint: 'L’heure d’atterrissage, le jour de la prise en charge',
  capacity: 'Nombre de passagers',
  capacityHint: 'De {min} à {max}',
  roundTrip: 'Aller-retour (nous vous ramenons aussi)',
  notes: 'Remarques pour le chauffeur (facultatif)',
  book: 'Réserver le transfert',
  booking: 'Réservation…',

  pastDate: 'Veuillez choisir la date du jour ou une date ultérieure',
  capacityMax: 'Le nombre de passagers ne peut pas dépasser {max}',
  tooLong: 'Veuillez ne pas dépasser {max} caractères',
  flightNumberInvalid:
    'Le numéro de vol doit comporter le code de la compagnie et un numéro, par exemple SN203 ou HC 501',
  flightNumberRequired: 'Le numéro de vol est obligatoire pour une prise en charge à l’aéroport',
  arrivalTimeInvalid: 'L’heure d’arrivée doit être une heure au format HH:MM',
  arrivalTimeRequired: 'L’heure d’arrivée est obligatoire pour une prise en charge à l’aéroport',
  notesTooLong: 'Les remarques ne peuvent pas dépasser {max} caractères',
});
