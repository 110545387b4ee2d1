import { translations } from '@/i18n';
import { paymentMessages } from './messages';

export const paymentFrench = translations(paymentMessages, {
  title: 'Payer votre réservation',
  loading: 'Calcul du montant dû…',
  loadFailed:
    'Nous ne pouvons pas calculer le montant dû pour le moment. Veuillez réessayer plus tard.',
  nothingDue: 'Rien n’est dû sur cette réservation.',
  paidSoFar: 'Déjà payé : {amount}',
  partLabel: 'Ce que vous payez maintenant',
  deposit: 'L’acompte : {amount}',
  full: 'La totalité : {amount}',
  dueNow: 'À payer maintenant : {amount}',
  balanceLater: 'Le solde de {amount} est à régler au plus tard le {date}.',
  methodLabel: 'Moyen de paiement',
  methodCard: 'Carte bancaire',
  methodBankTransfer: 'Virement bancaire',
  methodOnArrival: 'Paiement à l’arrivée',
  methodsFailed:
    'Les moyens de paiement ne peuvent pas être chargés. Veuillez réessayer plus tard.',
  pay: 'Continuer',
  paying: 'Veuillez patienter…',
  failed: 'Votre paiement n’a pas pu être lancé. Veuillez réessayer.',
  network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',

  leaving: 'Nous vous conduisons vers le paiement sécurisé…',
  checkoutLink: 'Ouvrir le paiement sécurisé',

  transferTitle: 'Payer par virement bancaire',
  transferLead:
    'Virez le montant sur ce compte en indiquant la référence : nous confirmons par e-mail dès réception.',
  bankName: 'Banque',
  accountName: 'Titulaire du compte',
  accountNumber: 'Numéro de compte',
  reference: 'Référence',
  amount: 'Montant',
  copyBankName: 'Copier la banque',
  copyAccountName: 'Copier le titulaire du compte',
  copyAccountNumber: 'Copier le numéro de compte',
  copyReference: 'Copier la référence',
  copyAmount: 'Copier le montant',
  copied: 'Copié : {what}.',
  copyFailed: 'La copie n’est pas possible ici : veuillez plutôt sélectionner le texte.',

  onArrivalTitle: 'Paiement à l’arrivée',
  onArrivalDue:
    'Vous payez {amount} le jour même, à votre guide au point de rendez-vous, en espèces ou par mobile money.',

  returnTitle: 'Votre paiement',
  checking: 'Vérification de votre paiement auprès du prestataire…',
  loginNeeded: 'Veuillez vous connecter pour voir votre paiement.',
  login: 'Se connecter',
  notFound: 'Nous ne trouvons pas cette réservation dans votre compte.',
  returnLoadFailed:
    'Votre paiement ne peut pas être vérifié pour le moment. Consultez Mes réservations plus tard.',
  paidTitle: 'Payé',
  depositPaidTitle: 'Acompte payé',
  paid: 'Nous avons reçu {amount} pour la réservation {reference}. Un reçu vous parvient par e-mail.',
  stillDue: 'Reste dû : {amount}.',
  failedTitle: 'Votre paiement n’a pas abouti',
  failedText: 'Rien n’a été prélevé. Vous pouvez réessayer ou choisir un autre moyen de paiement.',
  cancelledTitle: 'Vous avez quitté le paiement',
  cancelledText:
    'Rien n’a été prélevé. Vous pouvez payer maintenant, ou plus tard depuis Mes réservations.',
  tryAgain: 'Réessayer',
  pendingTitle: 'Votre paiement est en cours de confirmation',
  pendingText: 'Cela prend quelques instants. Veuillez garder cette page ouverte.',
  stillPendingTitle: 'Votre paiement n’est pas encore confirmé',
  stillPendingText:
    'Le prestataire de paiement ne l’a pas encore confirmé. Mes réservations l’afficheront dès que ce sera le cas, et nous vous écrirons.',
  flaggedTitle: 'Votre paiement est en cours de vérification',
  flaggedText:
    'Le montant reçu ne correspond pas au montant demandé. Notre équipe va l’examiner et vous écrira.',
  myBookings: 'Voir mes réservations',
});
