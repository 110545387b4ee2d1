import type { Message } from '@/i18n';
import { specialMessages } from '../../components/special/messages';
import type { SpecialCategory, SpecialCategoryTitle } from './types';

/** The eight tiles of /special-excursions/, in the order of the excursion types. */
export const SPECIAL_CATEGORIES: readonly SpecialCategory[] = [
  {
    title: 'Students',
    name: specialMessages.students,
    line: specialMessages.studentsLine,
    intro: specialMessages.studentsIntro,
    image: 'excursions/cape-coast-castle/cover.jpg',
  },
  {
    title: 'Fishing',
    name: specialMessages.fishing,
    line: specialMessages.fishingLine,
    intro: specialMessages.fishingIntro,
    image: 'excursions/gambia-estuary-fishing/cover.jpg',
  },
  {
    title: 'Trekking',
    name: specialMessages.trekking,
    line: specialMessages.trekkingLine,
    intro: specialMessages.trekkingIntro,
    image: 'excursions/dalaba-fouta-djallon/cover.jpg',
  },
  {
    title: 'Culture Music & Arts',
    name: specialMessages.culture,
    line: specialMessages.cultureLine,
    intro: specialMessages.cultureIntro,
    image: 'excursions/conakry-music-and-dance/cover.jpg',
  },
  {
    title: 'Cruises',
    name: specialMessages.cruises,
    line: specialMessages.cruisesLine,
    intro: specialMessages.cruisesIntro,
    image: 'excursions/senegal-river-cruise/cover.jpg',
  },
  {
    title: 'Nature Groups',
    name: specialMessages.nature,
    line: specialMessages.natureLine,
    intro: specialMessages.natureIntro,
    image: 'excursions/kotu-creek-birding/cover.jpg',
  },
  {
    title: 'Eco Tourism',
    name: specialMessages.eco,
    line: specialMessages.ecoLine,
    intro: specialMessages.ecoIntro,
    image: 'excursions/makasutu-culture-forest/cover.jpg',
  },
  {
    title: 'Religious Groups',
    name: specialMessages.religious,
    line: specialMessages.religiousLine,
    intro: specialMessages.religiousIntro,
    image: 'excursions/basilica-our-lady-of-peace/cover.jpg',
  },
];

/** The category a /special-excursions/{title} page is about, or undefined for an unknown title. */
export function findSpecialCategory(title: string | undefined): SpecialCategory | undefined {
  return SPECIAL_CATEGORIES.find((category) => category.title === title);
}

export function isSpecialCategoryTitle(name: unknown): name is SpecialCategoryTitle {
  return SPECIAL_CATEGORIES.some((category) => category.title === name);
}

/** A category's name in the page's language, by its title (an excursion type's name). */
export const SPECIAL_CATEGORY_NAMES: Record<SpecialCategoryTitle, Message> = {
  Students: specialMessages.students,
  Fishing: specialMessages.fishing,
  Trekking: specialMessages.trekking,
  'Culture Music & Arts': specialMessages.culture,
  Cruises: specialMessages.cruises,
  'Nature Groups': specialMessages.nature,
  'Eco Tourism': specialMessages.eco,
  'Religious Groups': specialMessages.religious,
};
