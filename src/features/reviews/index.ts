/** The review forms, placed by the excursion and destination pages. */
export { ExcursionReviewForm } from './components/ExcursionReviewForm';
export { DestinationReviewForm } from './components/DestinationReviewForm';
