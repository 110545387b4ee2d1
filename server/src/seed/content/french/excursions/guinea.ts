import type { FrenchExcursions } from '../types';

export const GUINEA: FrenchExcursions = {
  'iles-de-los': {
    name: 'Une journée en bateau aux îles de Los',
    location: 'Îles de Los, Conakry, Guinée',
    description:
      'Une courte traversée en bateau depuis Conakry vous conduit aux îles de Los, un petit archipel d’îles boisées aux villages de pêcheurs et aux plages tranquilles. Passez la journée entre Kassa et Room : baignade, promenade sur les sentiers de l’île et déjeuner de poisson frais avant de rentrer vers la capitale au coucher du soleil.',
  },
  'voile-de-la-mariee': {
    name: 'La cascade du Voile de la Mariée',
    location: 'Voile de la Mariée, Kindia, Guinée',
    description:
      'Près de Kindia, la cascade du « Voile de la Mariée » se déploie sur une falaise de roche sombre en fins rubans blancs. L’excursion d’une journée depuis Conakry comprend une marche le long de la rivière à travers la forêt jusqu’au pied des chutes et, au retour, une halte au marché de Kindia, réputé pour ses fruits.',
  },
  'dalaba-fouta-djallon': {
    name: 'Trek dans le Fouta-Djalon au départ de Dalaba',
    location: 'Dalaba, Guinée',
    description:
      'Quatre jours de marche sur le plateau du Fouta-Djalon, entre montagnes tabulaires, cascades et villages peuls où vous dormez dans des cases rondes pour les hôtes et partagez les repas de vos hôtes. La fraîche ville d’altitude de Dalaba, avec ses pinèdes et ses villas de l’époque coloniale, sert de base. Quatre à six heures de marche par jour avec un guide local et des porteurs ; une bonne condition physique suffit.',
  },
  'conakry-music-and-dance': {
    name: 'Soirée djembé et danse à Conakry',
    location: 'Conakry, Guinée',
    description:
      'La Guinée est la patrie du djembé et des Ballets africains. Passez un après-midi avec une troupe de percussionnistes et de danseurs à Conakry pour apprendre un rythme et un pas de danse, puis restez pour leur spectacle du soir, avec un dîner guinéen. Les groupes d’étudiants et les écoles de musique sont particulièrement bienvenus.',
  },
};
