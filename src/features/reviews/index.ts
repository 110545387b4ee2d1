/** The review forms and the approved reviews, placed by the excursion and destination pages. */
export { ExcursionReviewForm } from './components/ExcursionReviewForm';
export { DestinationReviewForm } from './components/DestinationReviewForm';
export { ReviewList } from './components/ReviewList';
