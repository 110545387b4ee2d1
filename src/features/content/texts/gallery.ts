import { defineMessages, type Message } from '@/i18n';

/** A demo picture the server serves, by its path under the images base. */
export interface GalleryImage {
  path: string;
  alt: Message;
}

export const galleryTexts = defineMessages('content.galleryTexts', {
  gambiaCoast: 'The Gambia: the river coast near Banjul',
  kuntaKinteh: 'Kunta Kinteh Island in the River Gambia',
  abuko: 'Forest at Abuko Nature Reserve',
  tanji: 'Lagoon and dunes at Tanji Bird Reserve',
  senegalCoast: 'Senegal: the Atlantic coast near Dakar',
  goree: 'Gorée Island seen from the ferry',
  lacRose: 'The pink water of Lac Rose',
  saintLouis: 'The old town of Saint-Louis on the Senegal River',
  ghanaCoast: 'Ghana: palm-lined coast of the Central Region',
  capeCoast: 'Cape Coast Castle above the sea',
  kakum: 'The canopy walk among the trees of Kakum',
  mole: 'Savannah at Mole National Park',
  bijagos: 'Guinea-Bissau: the Bijagós islands',
  freetown: 'Sierra Leone: hills above Freetown',
  fogo: 'The volcano Pico do Fogo in Cabo Verde',
  riverCruise: 'A boat cruising on the River Gambia',
});

/** /gallery: pictures from across the region, written out here (the website never reads seed code). */
export const GALLERY_IMAGES: readonly GalleryImage[] = [
  { path: 'destinations/the-gambia/cover.jpg', alt: galleryTexts.gambiaCoast },
  { path: 'excursions/kunta-kinteh-island/cover.jpg', alt: galleryTexts.kuntaKinteh },
  { path: 'excursions/abuko-nature-reserve/cover.jpg', alt: galleryTexts.abuko },
  { path: 'excursions/tanji-bird-reserve/cover.jpg', alt: galleryTexts.tanji },
  { path: 'destinations/senegal/cover.jpg', alt: galleryTexts.senegalCoast },
  { path: 'excursions/goree-island/cover.jpg', alt: galleryTexts.goree },
  { path: 'excursions/lac-rose/cover.jpg', alt: galleryTexts.lacRose },
  { path: 'excursions/saint-louis/cover.jpg', alt: galleryTexts.saintLouis },
  { path: 'destinations/ghana/cover.jpg', alt: galleryTexts.ghanaCoast },
  { path: 'excursions/cape-coast-castle/cover.jpg', alt: galleryTexts.capeCoast },
  { path: 'excursions/kakum-canopy-walk/cover.jpg', alt: galleryTexts.kakum },
  { path: 'excursions/mole-national-park/cover.jpg', alt: galleryTexts.mole },
  { path: 'destinations/guinea-bissau/cover.jpg', alt: galleryTexts.bijagos },
  { path: 'destinations/sierra-leone/cover.jpg', alt: galleryTexts.freetown },
  { path: 'excursions/pico-do-fogo/cover.jpg', alt: galleryTexts.fogo },
  { path: 'excursions/river-gambia-cruise/cover.jpg', alt: galleryTexts.riverCruise },
];
