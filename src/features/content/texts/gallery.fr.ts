import { translations } from '@/i18n';
import { galleryTexts } from './gallery';

export const GALLERY_FRENCH = translations(galleryTexts, {
  gambiaCoast: 'La Gambie : la côte de l’estuaire près de Banjul',
  kuntaKinteh: 'L’île Kunta Kinteh, sur le fleuve Gambie',
  abuko: 'La forêt de la réserve naturelle d’Abuko',
  tanji: 'Lagune et dunes de la réserve ornithologique de Tanji',
  senegalCoast: 'Le Sénégal : la côte atlantique près de Dakar',
  goree: 'L’île de Gorée vue depuis la chaloupe',
  lacRose: 'Les eaux roses du lac Rose',
  saintLouis: 'La vieille ville de Saint-Louis, sur le fleuve Sénégal',
  ghanaCoast: 'Le Ghana : la côte bordée de palmiers de la région du Centre',
  capeCoast: 'Le château de Cape Coast, au-dessus de la mer',
  kakum: 'La passerelle de la canopée, au milieu des arbres de Kakum',
  mole: 'La savane du parc national de Mole',
  bijagos: 'La Guinée-Bissau : l’archipel des Bijagos',
  freetown: 'La Sierra Leone : les collines qui dominent Freetown',
  fogo: 'Le volcan Pico do Fogo, au Cap-Vert',
  riverCruise: 'Un bateau en croisière sur le fleuve Gambie',
});
