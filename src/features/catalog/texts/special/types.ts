import type { EXCURSION_TYPE_NAMES } from '@/contract/limits';
import type { Message } from '@/i18n';

/** One of the eight special-interest categories; each is also an excursion type's name. */
export type SpecialCategoryTitle = (typeof EXCURSION_TYPE_NAMES)[number];

/** A tile of /special-excursions/ and the lead of its category page. */
export interface SpecialCategory {
  /** The excursion type's name: the category's address and what the server knows it by. */
  title: SpecialCategoryTitle;
  /** Its name as the page's language shows it. */
  name: Message;
  /** The short line on the tile. */
  line: Message;
  /** The category page's lead paragraph. */
  intro: Message;
  /** A demo picture under the images base. */
  image: string;
}
