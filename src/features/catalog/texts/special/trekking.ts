import type { CountryEntry } from './types';

export const TREKKING_ENTRIES: readonly CountryEntry[] = [
  {
    countryName: 'Guinea',
    title: 'The Fouta Djallon highlands',
    description:
      'The Fouta Djallon plateau, the water tower of West Africa, is a land of table mountains, waterfalls and Fula villages. From the cool hill town of Dalaba we walk four to six hours a day with a local guide and porters, sleeping in round guest huts and eating with our hosts. A day trip to the Voile de la Mariée falls near Kindia is an easy first taste.',
    image: 'excursions/dalaba-fouta-djallon/cover.jpg',
  },
  {
    countryName: 'Cabo Verde',
    title: 'Pico do Fogo',
    description:
      'Start before dawn in Chã das Caldeiras, the village inside the crater, and climb the ash slopes of Pico do Fogo to the rim at 2,829 metres, the highest point of Cabo Verde. A full and demanding day, rewarded by the view over the caldera and its recent lava flows, and a fast run down the scree.',
    image: 'excursions/pico-do-fogo/cover.jpg',
  },
  {
    countryName: 'Ghana',
    title: 'Mount Afadjato and the Wli falls',
    description:
      'Two days in the green hills of the Volta Region on the border with Togo: the climb of Mount Afadjato for a view over forested ridges, then a forest walk to the Wli waterfalls, where thousands of fruit bats roost in the cliffs.',
    image: 'excursions/afadjato-and-wli-falls/cover.jpg',
  },
  {
    countryName: 'Nigeria',
    title: 'Olumo Rock, Abeokuta',
    description:
      'A short but steep climb up the granite rock that sheltered the Egba people in the 19th century, past old shrines to a summit view over Abeokuta. Finish at the adire market at its foot, famous for indigo cloth.',
    image: 'excursions/olumo-rock/cover.jpg',
  },
];
