import { translations } from '@/i18n';
import { MESSAGES } from './messages';

export const MESSAGES_FR = translations(MESSAGES, {
  // Cart and bookings
  cartEmpty: 'Votre panier est vide',
  loginToBookExcursion: 'Veuillez vous connecter pour réserver cette excursion',
  loginToBookCart: 'Veuillez vous connecter pour réserver vos excursions',
  bookingSuccess: 'Réservation effectuée !',
  bookingFailed: 'La réservation a échoué',
  bookingException: 'Nous n’avons pas pu traiter votre réservation',

  // Reviews and enquiries
  reviewNoSuccessFlag: 'Un problème est survenu lors de l’envoi de votre avis',
  submitFailed: 'L’envoi a échoué',
  enquirySuccess: 'Votre demande a bien été envoyée',
  destinationReviewSuccess: 'Merci, votre avis a bien été enregistré !',
  destinationReviewFailed: 'Nous n’avons pas pu enregistrer votre avis',

  // Sign-in
  loginSuccess: 'Connexion réussie !',
  loginFailed: 'La connexion a échoué',
  loginException: 'La connexion a échoué. Veuillez réessayer.',
  invalidCredentialsLine: 'Identifiants de connexion incorrects',

  // Sign-up and e-mail verification
  signupSuccess: 'Votre compte est créé ! Veuillez vérifier votre adresse e-mail.',
  signupFailed: 'La création du compte a échoué',
  signupIncomplete: 'Veuillez remplir correctement tous les champs obligatoires',
  passwordMustMeetRequirements: 'Le mot de passe doit respecter toutes les règles',
  verifySuccess: 'Votre adresse e-mail est vérifiée !',
  verifyFailed: 'La vérification a échoué. Veuillez réessayer.',
  accountVerified: 'Votre compte est vérifié !',
  invalidOtp: 'Veuillez saisir un code de vérification valide à 6 chiffres',
  resendSuccess: 'Un nouveau code vous a été envoyé !',
  resendFailed: 'Nous n’avons pas pu renvoyer le code. Veuillez réessayer.',

  // Forgot and reset password
  forgotSuccess: 'Un code vous a été envoyé par e-mail !',
  forgotFailed: 'Nous n’avons pas pu envoyer le code',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide',
  resetSuccess: 'Votre mot de passe a été réinitialisé !',
  resetFailed: 'Nous n’avons pas pu réinitialiser votre mot de passe',
  fillAllFields: 'Veuillez remplir tous les champs',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
  passwordDoesNotMeetRequirements: 'Le mot de passe ne respecte pas les règles',

  // Transfers
  transferSuccess: 'Votre transfert est réservé !',
  transferFailed: 'Nous n’avons pas pu réserver votre transfert',
  transferLoginRequired: 'Veuillez vous connecter pour réserver un transfert',
  transferIncomplete: 'Veuillez remplir correctement tous les champs obligatoires',
  pickupLocationRequired: 'Le lieu de prise en charge est obligatoire',
  dropLocationRequired: 'Le lieu de dépose est obligatoire',
  pickupDateRequired: 'La date de prise en charge est obligatoire',
  pickupTimeRequired: 'L’heure de prise en charge est obligatoire',
  capacityPositive: 'Le nombre de passagers doit être supérieur à 0',

  // Profile
  noBookings: 'Aucune réservation',
  noTransfers: 'Aucun transfert',
  loading: 'Chargement…',

  // Other screens
  pageNotFound: 'Page introuvable',
  backToHome: 'Retour à l’accueil',
  launched: 'C’est en ligne !',
});
