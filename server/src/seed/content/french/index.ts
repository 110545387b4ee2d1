import { FRENCH_DESTINATION_TEXTS } from './destinations';
import { FRENCH_EXCURSION_TEXTS } from './excursions';
import { FRENCH_PROGRAMME_TEXTS } from './programmes';

/** The demo catalog's French, by the slug (or the Students record's country) it belongs to. */
export const FRENCH_DESTINATIONS = new Map(Object.entries(FRENCH_DESTINATION_TEXTS));
export const FRENCH_EXCURSIONS = new Map(Object.entries(FRENCH_EXCURSION_TEXTS));
export const FRENCH_STUDENT_PROGRAMMES = new Map(Object.entries(FRENCH_PROGRAMME_TEXTS));
