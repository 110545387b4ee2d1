// The home page's bands under the special offers, in a chunk of their own (decision 052).
export { ContactBanner } from './ContactBanner';
export { IntroSection } from './IntroSection';
export { ReviewsSection } from './ReviewsSection';
export { SpecialInterestTours } from './SpecialInterestTours';
