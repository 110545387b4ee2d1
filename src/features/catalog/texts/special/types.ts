import type { EXCURSION_TYPE_NAMES } from '@/contract/limits';

/** One of the eight special-interest categories; each is also an excursion type's name. */
export type SpecialCategoryTitle = (typeof EXCURSION_TYPE_NAMES)[number];

/** A tile of /special-excursions/ and the lead of its category page. */
export interface SpecialCategory {
  title: SpecialCategoryTitle;
  /** The short line on the tile. */
  line: string;
  /** The category page's lead paragraph. */
  intro: string;
  /** A demo picture under the images base. */
  image: string;
}
