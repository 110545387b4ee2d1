import { translations } from '@/i18n';
import {
  bookingMailMessages,
  codeMailMessages,
  departureMailMessages,
  enquiryMailMessages,
  layoutMessages,
  paymentMailMessages,
  statusMailMessages,
  transferMailMessages,
} from './messages';

/** The visitors' mails in French. */
export const MAIL_FRENCH = {
  ...translations(layoutMessages, {
    hello: 'Bonjour {name},',
    helloAlone: 'Bonjour,',
    place: 'Banjul, Gambie',
    labelled: '{label} : {value}',
    myBookings: 'Mes réservations',
    yes: 'Oui',
    no: 'Non',
  }),
  ...translations(codeMailMessages, {
    validity: 'Le code est valable {minutes} minutes.',
    verifySubject: 'Votre code de vérification West Africa Tours',
    verifyCode: 'Votre code de vérification :',
    verifyEnter: 'Saisissez-le sur {site} pour confirmer votre adresse e-mail. {validity}',
    verifyIgnore: 'Si vous n’avez pas créé de compte chez nous, vous pouvez ignorer cet e-mail.',
    resetSubject: 'Votre code de réinitialisation de mot de passe West Africa Tours',
    resetCode: 'Votre code de réinitialisation :',
    resetEnter: 'Saisissez-le avec votre nouveau mot de passe sur {page}. {validity}',
    resetPage: 'la page de réinitialisation',
    resetIgnore:
      'Si vous n’avez pas demandé à réinitialiser votre mot de passe, ignorez cet e-mail : votre mot de passe reste inchangé.',
    attemptSubject: 'Quelqu’un a tenté de s’inscrire sur West Africa Tours avec votre adresse',
    attemptAlready:
      'Quelqu’un, peut-être vous-même, a tenté de créer un compte avec cette adresse e-mail.',
    attemptHave: 'Vous avez déjà un compte chez nous : rien n’a donc été modifié.',
    attemptIgnore:
      'Si ce n’était pas vous, vous pouvez ignorer cet e-mail : votre compte reste inchangé.',
    attemptSignIn: 'Se connecter : {url}',
    attemptReset: 'Mot de passe oublié ? Choisissez-en un nouveau : {url}',
    attemptLinks: '{signIn} ou, si vous avez oublié votre mot de passe, {setNew}.',
    signIn: 'Connectez-vous',
    setNew: 'choisissez-en un nouveau',
  }),
  ...translations(bookingMailMessages, {
    subject: 'Votre réservation West Africa Tours {reference}',
    thanks:
      'Merci d’avoir réservé avec West Africa Tours. Votre référence de réservation est {reference}.',
    excursions: 'Excursions :',
    starts: 'départ le {date}, {location}',
    status: 'Statut : {status}. Nous vous contacterons pour confirmer les détails et le paiement.',
    pending: 'En attente',
    follow: 'Suivez votre réservation dans Mes réservations : {url}',
    followLink: 'Suivez votre réservation dans {link}.',
  }),
  ...translations(departureMailMessages, {
    adults: '{count, plural, one {# adulte} other {# adultes}}',
    children: '{count, plural, one {# enfant} other {# enfants}}',
    infants: '{count, plural, one {# bébé} other {# bébés}}',
    when: '{date} à {time}',
    priced: '{people} : {price}',
    attached:
      'Votre bon de réservation (PDF) et un fichier de calendrier (.ics) sont joints : présentez-le au point de rendez-vous.',
    confirmedSubject: 'Votre réservation West Africa Tours {reference} est confirmée',
    requestedSubject: 'Nous avons bien reçu votre réservation West Africa Tours {reference}',
    confirmedOpening: 'Votre réservation {reference} est confirmée. À bientôt !',
    requestedOpening:
      'Merci d’avoir réservé avec West Africa Tours. Nous vous confirmerons votre réservation {reference} par e-mail dès que possible.',
    total: 'Total : {amount}',
    follow: 'Suivez ou annulez votre réservation dans Mes réservations : {url}',
    followLink: 'Suivez ou annulez votre réservation dans {link}.',
    cancelledSubject: 'Votre réservation West Africa Tours {reference} est annulée',
    refund:
      'Selon nos conditions d’annulation, {percent} % du prix vous sont remboursés : {amount}.',
    noRefund:
      'Selon nos conditions d’annulation, cette annulation ne donne droit à aucun remboursement.',
    cancelledAsAsked: 'Votre réservation {reference} est annulée, comme vous l’avez demandé.',
    question: 'Répondez à cet e-mail si vous avez une question.',
    staffCancelled: 'Nous sommes désolés : votre réservation {reference} est annulée.',
    reason: 'Motif : {reason}',
    refundedInFull:
      'Vous êtes remboursé intégralement : {amount} de ce que vous avez payé vous est restitué.',
    nothingCharged: 'Rien ne vous a été facturé.',
    departureClosed:
      'Nous avons dû annuler ce départ. Nous vous prions de nous excuser pour ce contretemps.',
    anotherDate:
      'Répondez à cet e-mail pour choisir une autre date, ou retrouvez vos réservations dans Mes réservations : {url}',
    anotherDateLink:
      'Répondez à cet e-mail pour choisir une autre date, ou retrouvez vos réservations dans {link}.',
  }),
  ...translations(statusMailMessages, {
    follow: 'Suivez vos réservations dans Mes réservations : {url}',
    followLink: 'Suivez vos réservations dans {link}.',
    quoteSubject: 'Le prix de votre réservation West Africa Tours {reference}',
    quotePrice: 'Le prix de votre réservation {reference} est de {amount}.',
    quoteHowToPay:
      'Nous vous indiquerons comment régler ; répondez à cet e-mail pour toute question.',
    completedSubject: 'Merci d’avoir voyagé avec West Africa Tours',
    completed:
      'Votre réservation {reference} est terminée. Nous espérons que vous l’avez appréciée.',
    review: 'Un avis sur la page de l’excursion aide les autres voyageurs à choisir.',
    cancelledSubject: 'Votre réservation West Africa Tours {reference} est annulée',
    cancelled: 'Votre réservation {reference} est annulée.',
    transferName: 'transfert depuis {location} le {date} à {time}',
    transferCompletedSubject: 'Votre transfert West Africa Tours est terminé',
    transferCompleted: 'Votre {transfer} est terminé. Merci d’avoir voyagé avec nous.',
    transferCancelledSubject: 'Votre transfert West Africa Tours est annulé',
    transferCancelled: 'Votre {transfer} est annulé.',
  }),
  ...translations(transferMailMessages, {
    subject: 'Votre demande de transfert West Africa Tours',
    thanks: 'Merci d’avoir réservé un transfert avec West Africa Tours. Votre demande :',
    pickup: 'Prise en charge',
    dropOff: 'Dépose',
    date: 'Date',
    time: 'Heure',
    passengers: 'Passagers',
    roundTrip: 'Aller-retour',
    flight: 'Vol',
    landsAt: 'Atterrissage à',
    notes: 'Remarques',
    status: 'Statut',
    pending: 'En attente',
    team: 'Notre équipe vous confirmera le chauffeur et le véhicule.',
    follow: 'Suivez-le dans Transferts : {url}',
    followLink: 'Suivez-le dans {link}.',
    transfers: 'Transferts',
  }),
  ...translations(enquiryMailMessages, {
    subject: 'Merci pour votre demande à West Africa Tours',
    thanks:
      'Merci d’avoir contacté West Africa Tours. Nous avons bien reçu votre demande et vous répondrons sous un jour ouvré.',
    whatsApp:
      'Si vous nous avez indiqué que votre numéro est sur WhatsApp, nous pourrons aussi vous y joindre : c’est le moyen le plus rapide d’échanger avec notre équipe en Gambie.',
    explore: 'En attendant, découvrez {url}',
    exploreLink: 'En attendant, découvrez {link}.',
    ourExcursions: 'nos excursions et destinations',
    replySubject: 'Re : votre demande à West Africa Tours',
    signature: '{name}, West Africa Tours',
    youWrote: 'Vous avez écrit :',
  }),
  ...translations(paymentMailMessages, {
    card: 'Carte bancaire',
    bankTransfer: 'Virement bancaire',
    cash: 'Espèces',
    mobileMoney: 'Mobile money',
    receiptSubject: 'Reçu : {amount} pour votre réservation West Africa Tours {reference}',
    receiptOpening: 'Merci : nous avons bien reçu {amount} pour votre réservation {reference}.',
    booking: 'Réservation',
    amount: 'Montant',
    method: 'Moyen de paiement',
    reference: 'Référence',
    stillDue: 'Reste à payer',
    yourBookings: 'Vos réservations : {url}',
    seeIt: 'Retrouvez-le dans {link}.',
    refundSubject: 'Remboursement de {amount} pour votre réservation West Africa Tours {reference}',
    refundOpening:
      'Nous vous avons remboursé {amount} pour votre réservation {reference} ({method}).',
    reason: 'Motif : {reason}',
    reminderSubject:
      'Le solde de votre réservation West Africa Tours {reference} est à régler le {date}',
    reminderOpening:
      'Le solde de {amount} pour votre réservation {reference} est à régler le {date}.',
    payIt:
      'Réglez-le dans Mes réservations, par carte, mobile money ou virement bancaire, ou en espèces le jour même : {url}',
    payItLink:
      'Réglez-le dans {link}, par carte, mobile money ou virement bancaire, ou en espèces le jour même.',
  }),
};
