import type { FrenchExcursions } from '../types';

export const GUINEA_BISSAU: FrenchExcursions = {
  'bubaque-bijagos': {
    name: 'Bubaque et l’archipel des Bijagós',
    location: 'Bubaque, archipel des Bijagós, Guinée-Bissau',
    description:
      'Quatre jours dans l’archipel des Bijagós, réserve de biosphère de l’UNESCO faite de mangroves, de palmeraies et de plages blanches. Depuis Bubaque, vous explorez en bateau les îles voisines, visitez des villages bijagó où le rôle des femmes dans les cérémonies reste fort, vous baignez sur des plages désertes et, en saison, regardez les tortues vertes venir pondre sur le sable. Écolodges simples, poisson frais et aucune foule.',
  },
  'orango-hippos': {
    name: 'Les hippopotames marins d’Orango',
    location: 'Île d’Orango, Bijagós, Guinée-Bissau',
    description:
      'Sur Orango, dans le parc national du même nom, les hippopotames vivent dans des lagunes d’eau douce et traversent la mangrove jusqu’à la mer, l’un des très rares endroits au monde où ils le font. Avec un garde du parc, vous marchez en silence jusqu’aux lagunes pour les observer, cherchez crocodiles et limicoles, et visitez le tombeau de la dernière reine de l’île. Trois jours, avec nuits dans un lodge sur l’île.',
  },
  'cacheu-fort': {
    name: 'Le fort de Cacheu et le mémorial de la route de l’esclave',
    location: 'Cacheu, Guinée-Bissau',
    description:
      'Une excursion d’une journée depuis Bissau jusqu’à Cacheu, l’un des plus anciens comptoirs portugais d’Afrique de l’Ouest, sur les rives du fleuve Cacheu. Le petit fort du XVIe siècle, dans la cour duquel gisent d’anciennes statues de bronze de figures coloniales, et le Mémorial de l’esclavage et de la traite racontent le passé de la ville. Au retour, halte dans les mangroves du parc naturel des mangroves du fleuve Cacheu.',
  },
  'bijagos-sport-fishing': {
    name: 'Semaine de pêche sportive aux Bijagós',
    location: 'Archipel des Bijagós, Guinée-Bissau',
    description:
      'Les chenaux entre les îles Bijagós comptent parmi les meilleurs coins de pêche sportive de la côte atlantique de l’Afrique. Cinq jours depuis un camp de pêche avec des guides expérimentés : tarpon, carangue géante, barracuda, carangues et capitaines, au lancer comme à la mouche. Bateaux, matériel, pension complète et transferts depuis Bissau sont compris.',
  },
};
