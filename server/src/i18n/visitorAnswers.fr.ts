import { FLIGHT_MESSAGES } from '@/contract/flights';
import { CALENDAR_MAX_DAYS } from '@/contract/booking';
import { MAX_EXCURSIONS_PER_BOOKING, TRANSFER_CAPACITY } from '@/contract/limits';
import {
  ACCOUNT_MESSAGES,
  BOOKING_MESSAGES,
  CATALOG_MESSAGES,
  DEPARTURE_MESSAGES,
  DOCUMENT_MESSAGES,
  ENQUIRY_MESSAGES,
  REVIEW_MESSAGES,
  SERVER_MESSAGES,
  TRANSFER_MESSAGES,
} from '@/contract/serverMessages';
import { TRANSFER_NOTES_MAX } from '@/contract/flights';
import { PAYMENT_MESSAGES } from '../services/payments/messages';

/**
 * The French of every answer a visitor can read on the website (src/contract/serverMessages.ts and
 * the payments' and flights' own), key for key: a sentence, or a function of the same arguments.
 * Staff, operator and OCTO answers stay English.
 */
type FrenchOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : never;
};

/** The English group and its French, as the answers' translation reads them. */
export interface FrenchGroup {
  english: Record<string, unknown>;
  french: Record<string, unknown>;
}
const group = <T extends object>(english: T, french: FrenchOf<T>): FrenchGroup => ({
  english: english as Record<string, unknown>,
  french: french as Record<string, unknown>,
});

/** "40 secondes", "1 minute", "15 minutes" (minutes rounded up), as waitInWords in English. */
function waitInFrench(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds <= 1 ? 'seconde' : 'secondes'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

const RESET_INSTEAD =
  'ou choisissez « Mot de passe oublié ? » pour définir un nouveau mot de passe grâce à un code envoyé par e-mail, et connectez-vous aussitôt.';

const UNITS: Record<string, string> = { adult: 'adultes', child: 'enfants', infant: 'bébés' };

export const VISITOR_ANSWERS_FRENCH: FrenchGroup[] = [
  group(SERVER_MESSAGES, {
    signInRequired: 'Veuillez vous connecter pour continuer.',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    invalidBody: 'La requête n’est pas valide.',
    bodyNotJson: 'Le corps de la requête doit être du JSON valide.',
    bodyTooLarge: 'La requête est trop volumineuse.',
    notFound: 'Introuvable.',
    methodNotAllowed: 'Cette adresse n’accepte pas ce type de requête.',
    requestTimeout: 'La requête a mis trop de temps à arriver.',
    urlTooLong: 'L’adresse est trop longue.',
    headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
    rateLimited: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    internal: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
    databaseDown: 'Le service est momentanément indisponible.',
    overloaded:
      'Le site est très sollicité en ce moment. Veuillez réessayer dans quelques secondes.',
    idempotencyKeyInvalid: 'L’en-tête Idempotency-Key doit compter de 1 à 255 caractères.',
    idempotencyKeyRunning:
      'La même requête est encore en cours de traitement. Veuillez patienter un instant et réessayer.',
    fieldMissing: 'est obligatoire',
    fieldInvalid: 'n’est pas valide',
  }),
  group(ACCOUNT_MESSAGES, {
    signUpReceived:
      'Merci. Consultez vos e-mails : nous vous avons envoyé un code à 6 chiffres pour vérifier votre adresse.',
    termsNotAgreed: 'Veuillez accepter les conditions générales.',
    passwordRule:
      'Le mot de passe doit compter au moins 8 caractères, dont une majuscule, une minuscule, ' +
      'un chiffre et l’un des caractères @$!%*?&, et aucun autre caractère.',
    emailVerified: 'Votre adresse e-mail est vérifiée. Bienvenue !',
    invalidCode: 'Ce code n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
    codeSent: 'Si cette adresse attend un code, un nouveau code est en route.',
    codeTooSoon:
      'Un code a été envoyé il y a moins de 30 secondes. Veuillez patienter un instant et réessayer.',
    resetCodeSent:
      'Si un compte utilise cette adresse, nous lui avons envoyé un code pour réinitialiser le mot de passe.',
    passwordReset:
      'Votre mot de passe a été modifié. Veuillez vous connecter avec le nouveau mot de passe.',
    wrongCredentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
    signInPaused: (seconds) =>
      `Trop de mots de passe erronés pour cette adresse e-mail depuis votre connexion. Veuillez réessayer dans ${waitInFrench(seconds)}, ${RESET_INSTEAD}`,
    signInAddressPaused: (seconds) =>
      `Trop de connexions échouées depuis votre connexion. Veuillez réessayer dans ${waitInFrench(seconds)}, ${RESET_INSTEAD}`,
    signInEmailPaused: (seconds) =>
      `Trop de connexions échouées pour cette adresse e-mail. Veuillez réessayer dans ${waitInFrench(seconds)}, ${RESET_INSTEAD}`,
    emailNotVerified:
      'Votre adresse e-mail n’est pas encore vérifiée. Nous vous avons envoyé un code à 6 chiffres : saisissez-le pour terminer votre inscription.',
    signedOut: 'Vous êtes déconnecté.',
  }),
  group(CATALOG_MESSAGES, {
    destinationNotFound: 'Nous n’avons pas trouvé cette destination.',
    excursionTypeNotFound: 'Nous n’avons pas trouvé ce type d’excursion.',
    excursionNotFound: 'Nous n’avons pas trouvé cette excursion.',
  }),
  group(BOOKING_MESSAGES, {
    received: 'Votre réservation a bien été reçue. Nous vous en avons envoyé le détail par e-mail.',
    noExcursions: 'Veuillez choisir au moins une excursion à réserver.',
    tooManyExcursions: `Une réservation peut comprendre au plus ${MAX_EXCURSIONS_PER_BOOKING} excursions.`,
    unknownExcursions: (ids) =>
      ids.length === 1
        ? `L’excursion ${ids[0]} n’existe pas.`
        : `Ces excursions n’existent pas : ${ids.join(', ')}.`,
  }),
  group(DEPARTURE_MESSAGES, {
    calendarBackwards: 'La date de fin du calendrier ne peut pas précéder sa date de début.',
    calendarTooLong: `Un calendrier couvre au plus ${CALENDAR_MAX_DAYS} jours.`,
    checkLines: 'Veuillez vérifier les départs de votre réservation.',
    departureNotFound: 'Nous n’avons pas trouvé ce départ.',
    onRequest:
      'Cette excursion se réserve sur demande : ajoutez-la à votre panier et nous vous enverrons un devis.',
    repeatedDeparture:
      'Ce départ figure déjà dans votre réservation : modifiez plutôt son nombre de participants.',
    unpricedUnits: (units) =>
      `Cette excursion n’a pas de prix pour les ${units.map((unit) => UNITS[unit] ?? `${unit}s`).join(' ou les ')}.`,
    tooFewPeople: (min) => `Cette excursion demande au moins ${min} participants par réservation.`,
    tooManyPeople: (max) =>
      `Les réservations en ligne sont limitées à ${max} participants. Pour un groupe plus nombreux, ` +
      'envoyez-nous une demande depuis la page de contact et nous l’organiserons.',
    notHeld:
      'Certains départs n’ont pas pu être retenus, aussi rien n’a été retenu. Veuillez les modifier et réessayer.',
    soldOut: 'Complet : ce départ n’a plus de places.',
    onlyLeft: (seats) =>
      seats === 1
        ? 'Il ne reste qu’une place sur ce départ.'
        : `Il ne reste que ${seats} places sur ce départ.`,
    closed: 'Ce départ est fermé à la réservation.',
    pastCutoff: 'Les réservations sont closes pour ce départ : il commence trop tôt.',
    held: 'Vos places sont retenues. Confirmez votre réservation avant la fin du délai.',
    bookingNotFound: 'Nous n’avons pas trouvé cette réservation.',
    notOnHold: 'Cette réservation n’attend pas votre confirmation.',
    holdExpired:
      'Le délai est écoulé et les places ont été libérées. Veuillez choisir à nouveau vos départs.',
    confirmed: 'Votre réservation est confirmée. Nous vous en avons envoyé le détail par e-mail.',
    requested:
      'Votre réservation a bien été reçue. Nous vous la confirmerons par e-mail dès que possible.',
    onRequestBooking:
      'Cette réservation a été faite sur demande : répondez à son e-mail et notre équipe la modifiera.',
    notCancellable:
      'Cette réservation ne peut plus être annulée : elle est annulée, terminée ou pas encore confirmée.',
    started: 'Cette réservation ne peut plus être annulée : sa première excursion a commencé.',
    cancelled: 'Votre réservation est annulée. Nous vous en avons envoyé le détail par e-mail.',
  }),
  group(TRANSFER_MESSAGES, {
    booked: 'Votre transfert est réservé. Nous vous en avons envoyé le détail par e-mail.',
    invalid: 'Veuillez remplir correctement tous les champs obligatoires',
    pickupLocationRequired: 'Le lieu de prise en charge est obligatoire',
    dropLocationRequired: 'Le lieu de dépose est obligatoire',
    pickupDateRequired: 'La date de prise en charge est obligatoire',
    pickupDateNotADate: 'La date de prise en charge doit être une vraie date, au format AAAA-MM-JJ',
    pickupDateInPast: 'La date de prise en charge ne peut pas être passée',
    pickupTimeRequired: 'L’heure de prise en charge est obligatoire',
    pickupTimeNotATime:
      'L’heure de prise en charge doit être une heure de la journée, au format HH:MM:SS',
    capacityRequired: 'Le nombre de passagers est obligatoire',
    capacityTooSmall: 'Le nombre de passagers doit être supérieur à 0',
    capacityTooLarge: `Le nombre de passagers ne peut pas dépasser ${TRANSFER_CAPACITY.max}`,
  }),
  group(FLIGHT_MESSAGES, {
    flightNumberInvalid:
      'Le numéro de vol doit comporter le code de la compagnie et un numéro, par exemple SN203 ou HC 501',
    flightNumberRequired: 'Le numéro de vol est obligatoire pour une prise en charge à l’aéroport',
    arrivalTimeInvalid: 'L’heure d’arrivée doit être une heure de la journée, au format HH:MM',
    arrivalTimeRequired: 'L’heure d’arrivée est obligatoire pour une prise en charge à l’aéroport',
    notesTooLong: `Les remarques comptent au plus ${TRANSFER_NOTES_MAX} caractères`,
  }),
  group(REVIEW_MESSAGES, {
    thanks: 'Merci pour votre avis. Il apparaîtra sur la page une fois vérifié par notre équipe.',
    messageRequired: 'Veuillez rédiger votre avis.',
    nameRequired: 'Veuillez saisir votre nom.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    unknownExcursion: 'Cette excursion n’existe pas.',
    unknownDestination: 'Cette destination n’existe pas.',
  }),
  group(ENQUIRY_MESSAGES, {
    received: 'Merci pour votre demande. Nous vous répondrons très vite.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    messageRequired: 'Veuillez écrire votre message.',
  }),
  group(DOCUMENT_MESSAGES, {
    bookingNotFound: 'Nous n’avons pas trouvé cette réservation.',
    notConfirmed:
      'Le bon de réservation et le fichier de calendrier sont disponibles une fois la réservation confirmée.',
    transferNotFound: 'Nous n’avons pas trouvé ce transfert.',
    transferCancelled: 'Ce transfert est annulé : il n’a pas de bon.',
    destinationNotFound: 'Nous n’avons pas trouvé cette destination.',
  }),
  // The visitor's side of payment; recording and refunding are the console's, in English.
  group(
    {
      bookingNotFound: PAYMENT_MESSAGES.bookingNotFound,
      notConfirmed: PAYMENT_MESSAGES.notConfirmed,
      nothingDue: PAYMENT_MESSAGES.nothingDue,
      depositPaid: PAYMENT_MESSAGES.depositPaid,
      methodNotOffered: PAYMENT_MESSAGES.methodNotOffered,
      gatewayDown: PAYMENT_MESSAGES.gatewayDown,
      checkout: PAYMENT_MESSAGES.checkout,
      transfer: PAYMENT_MESSAGES.transfer,
      onArrival: PAYMENT_MESSAGES.onArrival,
    },
    {
      bookingNotFound: 'Nous n’avons pas trouvé cette réservation.',
      notConfirmed: 'Seule une réservation confirmée peut être payée.',
      nothingDue: 'Il n’y a rien à payer sur cette réservation.',
      depositPaid: 'L’acompte est déjà payé : réglez plutôt le solde.',
      methodNotOffered: 'Ce moyen de paiement n’est pas proposé.',
      gatewayDown:
        'Le service de paiement n’a pas répondu. Rien n’a été débité ; veuillez réessayer dans quelques minutes.',
      checkout: 'Poursuivez vers la page de paiement.',
      transfer: 'Veuillez virer le montant en indiquant votre référence de réservation.',
      onArrival: 'Vous paierez à votre arrivée.',
    },
  ),
];
