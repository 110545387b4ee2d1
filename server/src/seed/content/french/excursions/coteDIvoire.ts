import type { FrenchExcursions } from '../types';

export const COTE_D_IVOIRE: FrenchExcursions = {
  'basilica-our-lady-of-peace': {
    name: 'La basilique Notre-Dame-de-la-Paix',
    location: 'Basilique Notre-Dame-de-la-Paix, Yamoussoukro, Côte d’Ivoire',
    description:
      'Consacrée par le pape Jean-Paul II en 1990, la basilique de Yamoussoukro est l’une des plus grandes églises du monde, avec un dôme inspiré de Saint-Pierre de Rome. Un guide vous fait découvrir l’immense nef, les vitraux et la colonnade et, quand elle est ouverte, la montée au dôme. Il est possible d’assister à la messe le dimanche ; une tenue correcte est exigée.',
  },
  'grand-bassam': {
    name: 'Grand-Bassam, la ville coloniale',
    location: 'Grand-Bassam, Côte d’Ivoire',
    description:
      'La première capitale coloniale de la Côte d’Ivoire s’étend entre la lagune Ébrié et l’océan, à une heure d’Abidjan. Flânez parmi les maisons coloniales défraîchies du Quartier France, inscrit à l’UNESCO, visitez le musée national du Costume et les ateliers d’artisans le long de la route, et terminez l’après-midi sur la longue plage.',
  },
  'banco-national-park': {
    name: 'Balade en forêt au parc national du Banco',
    location: 'Parc national du Banco, Abidjan, Côte d’Ivoire',
    description:
      'Une forêt tropicale primaire au cœur de la ville d’Abidjan, avec des acajous et d’autres arbres géants, des sentiers paisibles et un petit lac. Un garde présente les plantes médicinales de la forêt et, à la sortie, vous passez devant la célèbre laverie à ciel ouvert des fanicos, qui lavent le linge de la ville dans la rivière.',
  },
};
