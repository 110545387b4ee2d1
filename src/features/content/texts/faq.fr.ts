import { translations } from '@/i18n';
import { faqTexts } from './faq';

export const FAQ_FRENCH = translations(faqTexts, {
  travelTopic: 'Voyage et visas',
  bestTimeQuestion: 'Quelle est la meilleure période pour visiter l’Afrique de l’Ouest ?',
  bestTimeAnswer:
    'La saison sèche, de novembre à mai, est la meilleure période pour la plupart de nos excursions : les routes et les pistes sont praticables, le ciel est dégagé et les oiseaux migrateurs sont arrivés. Les mois de pluie, de juin à octobre, sont verts et calmes, mais certaines sorties sur le fleuve et vers l’intérieur du pays sont plus difficiles à organiser.',
  visaQuestion: 'Ai-je besoin d’un visa ?',
  visaAnswer:
    'Les ressortissants des pays de la CEDEAO circulent sans visa dans la région. Les autres voyageurs doivent vérifier les règles de chaque pays de leur itinéraire avant de réserver leurs vols, car elles varient d’un pays à l’autre ; nous vous indiquons ce qui s’applique à votre itinéraire lorsque nous le confirmons.',
  severalCountriesQuestion: 'Puis-je combiner plusieurs pays en un seul voyage ?',
  severalCountriesAnswer:
    'Oui. Nous organisons des circuits dans plusieurs pays avec un transport privé, par exemple la Gambie et le Sénégal par la route, ou le Ghana en ajoutant un vol. Nos représentants régionaux vous accueillent à chaque frontière ou aéroport.',

  moneyTopic: 'Argent',
  currenciesQuestion: 'Quelles monnaies vais-je utiliser ?',
  currenciesAnswer:
    'La Gambie utilise le dalasi (GMD), le Ghana le cedi (GHS), la Sierra Leone le leone (SLE), la Guinée le franc guinéen (GNF), le Cap-Vert l’escudo (CVE) et le Nigeria le naira (NGN). Le Sénégal, la Guinée-Bissau et la Côte d’Ivoire partagent le franc CFA d’Afrique de l’Ouest (XOF).',
  cfaQuestion: 'Le franc CFA est-il stable face à l’euro ?',
  cfaAnswer:
    'Oui. Le franc CFA (XOF) est arrimé à l’euro à un taux fixe de 655,957 francs pour un euro : les prix en euros se convertissent donc exactement, et il est pratique d’apporter des euros dans la zone franc.',
  cashQuestion: 'Faut-il prévoir des espèces ou une carte bancaire ?',
  cashAnswer:
    'Prévoyez des espèces en petites coupures pour les marchés, les pourboires et les visites de villages, où les cartes sont rarement acceptées. Les hôtels et les grands restaurants acceptent les cartes, et l’on trouve des distributeurs de billets dans les capitales et les grandes villes.',

  healthTopic: 'Santé',
  yellowFeverQuestion: 'Ai-je besoin d’un certificat de vaccination contre la fièvre jaune ?',
  yellowFeverAnswer:
    'Un certificat de vaccination contre la fièvre jaune est demandé à l’entrée de plusieurs pays de la région, et il est obligatoire pour certains itinéraires dans plusieurs pays. Gardez ce certificat avec votre passeport pendant tout le voyage.',
  precautionsQuestion: 'Quelles autres précautions sanitaires dois-je prendre ?',
  precautionsAnswer:
    'Consultez un centre de médecine des voyages environ six semaines avant votre départ pour des conseils sur la prévention du paludisme et les vaccinations courantes. Buvez de l’eau en bouteille ou filtrée, utilisez un répulsif le soir et prévoyez une protection solaire pour les sorties en bateau et les balades ornithologiques.',

  gettingAroundTopic: 'Se déplacer',
  northBankQuestion: 'Comment rejoindre la rive nord de la Gambie ?',
  northBankAnswer:
    'Il existe deux traversées : le bac Banjul–Barra, à l’embouchure du fleuve, rapide mais avec parfois une longue attente pour les véhicules, et le pont de la Sénégambie à Farafenni, plus en amont. Nos chauffeurs choisissent l’option la plus rapide le jour même.',
  inTouchQuestion: 'Comment rester en contact avec mon guide et mon chauffeur ?',
  inTouchAnswer:
    'WhatsApp est le moyen le plus utilisé pour joindre les guides et les chauffeurs locaux dans toute la région. Indiquez-nous votre numéro WhatsApp lors de la réservation et votre guide vous enverra un message avant de venir vous chercher.',
  airportQuestion: 'Organisez-vous les transferts depuis l’aéroport ?',
  airportAnswer:
    'Oui. Réservez un transfert aéroport ou d’un point à un autre sur la page Transferts, pour 1 à 50 passagers, et nous vous confirmons le véhicule et le chauffeur.',

  bookingsTopic: 'Réservations',
  bookQuestion: 'Comment réserver une excursion ?',
  bookAnswer:
    'Ajoutez les excursions qui vous plaisent à votre panier, connectez-vous et cliquez sur Réserver. La réservation apparaît « En attente » dans votre profil jusqu’à ce que notre équipe la confirme avec vous.',
  groupQuestion: 'Nous sommes un groupe de plus de 8 personnes. Comment réserver ?',
  groupAnswer:
    'Les groupes de plus de 8 personnes, les demandes de devis et les demandes particulières passent par le formulaire de contact. Indiquez-nous vos dates, le nombre de participants et vos centres d’intérêt, et nous vous répondons avec un programme sur mesure.',
  conferencesQuestion: 'Organisez-vous des conférences et des voyages de stimulation ?',
  conferencesAnswer:
    'Oui. Nous organisons des conférences, des voyages de stimulation et des voyages de groupe depuis 1987. Consultez la page Services d’information pour l’International Conference Hall et l’aide que nous proposons.',
});
