export { DESTINATIONS } from './destinations';
export { EXCURSIONS } from './excursions';
export { STUDENT_PROGRAMMES } from './programmes';
export type * from './types';
export { DEPARTURE_PLANS } from './departurePlans';
