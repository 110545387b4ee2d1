/** A demo picture the server serves, by its path under the images base. */
export interface GalleryImage {
  path: string;
  alt: string;
}

/** /gallery: pictures from across the region, written out here (the website never reads seed code). */
export const GALLERY_IMAGES: readonly GalleryImage[] = [
  { path: 'destinations/the-gambia/cover.jpg', alt: 'The Gambia: the river coast near Banjul' },
  {
    path: 'excursions/kunta-kinteh-island/cover.jpg',
    alt: 'Kunta Kinteh Island in the River Gambia',
  },
  { path: 'excursions/abuko-nature-reserve/cover.jpg', alt: 'Forest at Abuko Nature Reserve' },
  {
    path: 'excursions/tanji-bird-reserve/cover.jpg',
    alt: 'Lagoon and dunes at Tanji Bird Reserve',
  },
  { path: 'destinations/senegal/cover.jpg', alt: 'Senegal: the Atlantic coast near Dakar' },
  { path: 'excursions/goree-island/cover.jpg', alt: 'Gorée Island seen from the ferry' },
  { path: 'excursions/lac-rose/cover.jpg', alt: 'The pink water of Lac Rose' },
  {
    path: 'excursions/saint-louis/cover.jpg',
    alt: 'The old town of Saint-Louis on the Senegal River',
  },
  { path: 'destinations/ghana/cover.jpg', alt: 'Ghana: palm-lined coast of the Central Region' },
  { path: 'excursions/cape-coast-castle/cover.jpg', alt: 'Cape Coast Castle above the sea' },
  {
    path: 'excursions/kakum-canopy-walk/cover.jpg',
    alt: 'The canopy walk among the trees of Kakum',
  },
  { path: 'excursions/mole-national-park/cover.jpg', alt: 'Savannah at Mole National Park' },
  { path: 'destinations/guinea-bissau/cover.jpg', alt: 'Guinea-Bissau: the Bijagós islands' },
  { path: 'destinations/sierra-leone/cover.jpg', alt: 'Sierra Leone: hills above Freetown' },
  { path: 'excursions/pico-do-fogo/cover.jpg', alt: 'The volcano Pico do Fogo in Cabo Verde' },
  { path: 'excursions/river-gambia-cruise/cover.jpg', alt: 'A boat cruising on the River Gambia' },
];
