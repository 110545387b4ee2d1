import { translations } from '@/i18n';
import { detailMessages } from './detailMessages';

export const CATALOG_DETAIL_FRENCH = translations(detailMessages, {
  mapOf: 'Carte : {place}',
  previousPicture: 'Photo précédente',
  nextPicture: 'Photo suivante',
});
