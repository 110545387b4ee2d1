import { translations } from '@/i18n';
import { businessTexts } from './businessServices';

export const BUSINESS_SERVICES_FRENCH = translations(businessTexts, {
  conferences: 'Conférences',
  incentives: 'Voyages de stimulation',
  groupTravel: 'Organisation de voyages de groupe et individuels',
  hotels: 'Réservations d’hôtel',
  flightReconfirmations: 'Reconfirmation des vols',
  roundTrips: 'Circuits',
  privateTransport: 'Transport privé',
  multiCountry: 'Circuits dans plusieurs pays',
  ticketing: 'Billetterie',
  cruiseHandling: 'Accueil des croisières',

  motivationalTitle: 'Programmes de motivation',
  motivationalText:
    'Des programmes de récompense construits autour de vos objectifs, d’un week-end sur la côte à un voyage à travers trois pays.',
  themedTitle: 'Logistique thématique',
  themedText:
    'Arrivées, événements et départs conçus autour d’un même thème, pour que chaque transfert et chaque lieu racontent la même histoire.',
  transfersTitle: 'Transferts et hébergement haut de gamme',
  transfersText:
    'Accueil personnalisé à l’aéroport, véhicules avec chauffeur et chambres dans des hôtels d’affaires proches de votre lieu de réunion.',
  facilitiesTitle: 'Salles de conférence et restauration',
  facilitiesText:
    'Des salles de toutes tailles avec leur équipement, pauses-café, déjeuners de travail et dîners de gala.',
  giftsTitle: 'Cadeaux d’entreprise personnalisés',
  giftsText:
    'Des cadeaux fabriqués sur place et marqués à votre logo : batik, vannerie, bois sculpté et textiles imprimés.',
  teamToursTitle: 'Excursions avec activités de cohésion',
  teamToursText:
    'Des excursions qui soudent une équipe : une sortie en pirogue dans la mangrove, un atelier de percussions ou un cours de cuisine.',

  thematicRooms: 'salles de réunion thématiques de 180 places chacune',
  plenarySeats: 'places dans la salle plénière',
  bilateralRooms: 'salles bilatérales de 32 places chacune',
  officeSpaces: 'bureaux',
  pressRooms: 'salles de presse de 53 places chacune',
  translationRooms: 'cabines d’interprétation',
  lounges: 'salons',
  banquet: 'Une salle de banquet',
  entertainment: 'Des espaces de divertissement',

  galleryCoast: 'La Gambie : la côte où séjournent nos délégués',
  galleryBanjul: 'Banjul, la capitale, lors d’une visite de la ville',
  galleryMangroves: 'Les bolongs de la mangrove à Lamin Lodge, une sortie d’équipe',
  galleryMakasutu: 'Makasutu Culture Forest, un cadre pour les soirées de gala',
});
