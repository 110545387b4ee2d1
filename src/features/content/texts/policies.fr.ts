import { translations, type Catalogue } from '@/i18n';
import { privacyTexts, termsTexts } from './policies';

export const POLICIES_FRENCH: Catalogue = {
  ...translations(termsTexts, {
    title: 'Conditions générales',
    summary:
      'Les conditions dans lesquelles West Africa Tours, Banjul, Gambie, organise les excursions et les transferts réservés sur le présent site. Dernière mise à jour : {date}.',
    whoWeAre: 'Qui sommes-nous',
    whoWeAreText:
      'West Africa Tours est une agence réceptive établie à Banjul, en Gambie, qui organise depuis 1987 des excursions, des transferts aéroport et des voyages de groupe en Gambie et dans toute l’Afrique de l’Ouest.',
    account: 'Votre compte',
    accountText:
      'La réservation nécessite un compte associé à une adresse e-mail vérifiée. Votre mot de passe est strictement personnel ; vous êtes responsable des réservations effectuées avec votre compte. Vous pouvez clôturer votre compte à tout moment en nous écrivant.',
    booking: 'Réservation d’une excursion',
    bookingRequest:
      'Une réservation effectuée sur le présent site constitue une demande. Elle apparaît « En attente » dans Mes réservations jusqu’à ce que notre personnel la confirme et vous communique le prix par e-mail ; le prix indiqué dans le devis s’affiche alors comme son montant total. Aucun paiement n’est prélevé sur le site.',
    bookingPrices:
      'Les prix sont exprimés en dollars américains et comprennent les prestations mentionnées dans le devis (guide, transport, droits d’entrée, repas ou boissons lorsque l’excursion le précise). Les groupes de plus de 8 personnes font l’objet d’une demande adressée depuis la page de contact.',
    bookingPayment:
      'Les modalités de paiement sont convenues avec notre personnel après l’envoi du devis ; une fois le paiement reçu, la réservation apparaît « Payée ». Le devis précise les conditions d’annulation applicables à votre voyage.',
    transfers: 'Transferts aéroport et hôtel',
    transfersText:
      'Une demande de transfert indique le lieu de prise en charge, le lieu de dépose, la date, l’heure et le nombre de passagers ; elle apparaît « En attente » dans votre compte jusqu’à ce que le transfert ait été effectué (« Terminée ») ou que nous ayons dû l’annuler, ce dont nous vous informons par e-mail, motif à l’appui. Merci de nous signaler tout changement de vol dans les meilleurs délais.',
    changes: 'Modifications et annulations',
    changesText:
      'Vous pouvez annuler ou modifier une réservation en nous écrivant et en rappelant sa référence. Nous pouvons annuler une réservation qui ne peut être assurée en toute sécurité (conditions météorologiques, état des routes ou du fleuve, règles aux frontières ou nombre insuffisant de voyageurs) ; nous vous en indiquons le motif par e-mail, et les sommes versées pour toute prestation non réalisée vous sont remboursées.',
    documents: 'Documents de voyage et santé',
    documentsText:
      'Votre passeport, vos visas et vos vaccinations relèvent de votre responsabilité (un certificat de vaccination contre la fièvre jaune est exigé par plusieurs pays de la région). Nous vous communiquons les règles dont nous avons connaissance pour votre itinéraire, mais celles-ci sont fixées par chaque pays.',
    reviews: 'Avis',
    reviewsText:
      'Les avis que vous publiez sont lus par notre personnel avant leur mise en ligne. Nous ne publions pas les avis injurieux, hors sujet ou qui divulguent les données personnelles d’un tiers.',
    law: 'Droit applicable',
    lawText:
      'Les présentes conditions sont régies par le droit gambien. En cas de difficulté, écrivez-nous d’abord : la plupart des problèmes sont réglés dans la journée.',
  }),
  ...translations(privacyTexts, {
    title: 'Politique de confidentialité',
    summary:
      'Les données que West Africa Tours conserve à votre sujet lorsque vous utilisez le présent site, pourquoi, pendant combien de temps, et comment les faire supprimer. Dernière mise à jour : {date}.',
    kept: 'Données conservées et finalités',
    keptAccount:
      'Votre compte : nom, adresse e-mail, numéro de téléphone avec son indicatif, pays de résidence, utilisation ou non de WhatsApp sur ce numéro, souhait ou non de recevoir la newsletter, ainsi que votre mot de passe sous forme d’empreinte irréversible (nous ne pouvons pas le lire). Nous les utilisons pour confirmer vos réservations et vous contacter au sujet de votre voyage.',
    keptBookings:
      'Vos réservations et demandes de transfert : les excursions, les dates, les lieux, le nombre de passagers, le prix que nous avons indiqué et leur statut. Elles nous sont nécessaires pour organiser votre voyage et pour notre comptabilité.',
    keptEnquiries:
      'Les demandes que vous envoyez depuis la page de contact, avec les nom, adresse e-mail, téléphone et pays que vous indiquez, ainsi que nos réponses : afin de vous répondre.',
    keptReviews:
      'Les avis : le nom et le message que vous publiez (et, pour les avis sur les destinations, votre adresse e-mail, qui n’est jamais affichée). Votre adresse e-mail n’est utilisée que si nous devons vous interroger au sujet de votre avis.',
    keptSecurity:
      'Les journaux de sécurité : l’adresse IP depuis laquelle votre appareil se connecte est comptabilisée pendant quelques minutes afin d’empêcher les tentatives de découverte des mots de passe et les abus, et les codes à usage unique sont conservés jusqu’à leur expiration.',
    howLong: 'Durée de conservation',
    howLongAccount:
      'Votre compte et ses réservations sont conservés jusqu’à ce que vous nous demandiez de les supprimer.',
    howLongSessions:
      'Les sessions de connexion terminées et les codes à usage unique sont supprimés un jour après leur fin ou leur expiration. Les copies des e-mails que nous vous envoyons sont supprimées une semaine après leur envoi (un mois lorsqu’un message n’a pas pu être distribué).',
    howLongEnquiries:
      'Les demandes et les avis sont conservés tant qu’ils sont utiles pour vous répondre et pour informer les autres voyageurs ; sur simple demande, nous supprimons les vôtres.',
    whoSees: 'Destinataires des données',
    whoSeesText:
      'Seuls y ont accès notre personnel, qui se connecte avec une seconde étape de vérification (un code qui lui est envoyé), ainsi que les guides et les chauffeurs qui assurent votre voyage, lesquels reçoivent ce qui leur est nécessaire : votre nom, votre numéro de téléphone et les informations de prise en charge. Nous ne vendons pas vos données et ne les communiquons pas à des fins publicitaires. Le présent site n’utilise aucun cookie publicitaire ni de suivi ; votre panier et votre connexion sont conservés dans votre propre navigateur.',
    choices: 'Vos droits',
    choicesText:
      'Pour consulter, rectifier ou supprimer les données que nous conservons à votre sujet, ou pour vous désabonner de la newsletter, écrivez à {address} depuis l’adresse de votre compte. Nous vous répondons sous 30 jours et supprimons toutes les données que la loi ne nous oblige pas à conserver pour notre comptabilité.',
  }),
};
