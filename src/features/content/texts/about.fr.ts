import { translations } from '@/i18n';
import { aboutTexts } from './about';

export const ABOUT_FRENCH = translations(aboutTexts, {
  destinationsTitle: 'Destinations',
  destinationsText:
    'Dix pays d’Afrique de l’Ouest, avec dans chacun des représentants régionaux qui vous accueillent à l’arrivée et connaissent les routes, les saisons et les gens.',
  excursionsTitle: 'Excursions',
  excursionsText:
    'Sorties à la journée et voyages de plusieurs jours : balades en bateau sur le fleuve, forts et châteaux, forêts, musique et observation des oiseaux, avec des guides locaux.',
  conferencesTitle: 'Conférences et voyages de stimulation',
  conferencesText:
    'Réunions à l’International Conference Hall, voyages de récompense et activités de cohésion, organisés depuis un seul bureau à Banjul.',

  foundedPeriod: '1987',
  foundedText:
    'L’agence est fondée à Banjul pour accueillir les visiteurs en Gambie, avec des sorties sur le fleuve jusqu’à l’île Kunta Kinteh et dans les bolongs de Lamin.',
  upriverPeriod: 'En remontant le fleuve',
  upriverText:
    'Les groupes d’ornithologie et de nature rejoignent le programme, avec des voyages en amont jusqu’à Tendaba et Janjanbureh pendant la saison sèche.',
  regionPeriod: 'Dans toute la région',
  regionText:
    'Des représentants régionaux dans toute l’Afrique de l’Ouest rendent possibles les circuits dans plusieurs pays, et une équipe dédiée aux entreprises organise conférences et voyages de stimulation.',
  todayPeriod: 'Aujourd’hui',
  todayText:
    'Plus de 30 collaborateurs s’occupent des excursions, des transferts, des groupes thématiques et des événements dans dix pays d’Afrique de l’Ouest.',
});
