import { CULTURE_ENTRIES } from './culture';
import { ECO_ENTRIES } from './eco';
import { FISHING_ENTRIES } from './fishing';
import { NATURE_ENTRIES } from './nature';
import { TREKKING_ENTRIES } from './trekking';
import type { CountryEntry, SpecialCategoryTitle } from './types';

/** The categories whose page is a list of static per-country entries (docs/product.md, Pages). */
export const STATIC_CATEGORY_ENTRIES: Partial<
  Record<SpecialCategoryTitle, readonly CountryEntry[]>
> = {
  Fishing: FISHING_ENTRIES,
  Trekking: TREKKING_ENTRIES,
  'Culture Music & Arts': CULTURE_ENTRIES,
  'Nature Groups': NATURE_ENTRIES,
  'Eco Tourism': ECO_ENTRIES,
};
