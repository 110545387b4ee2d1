/** The review forms and the approved reviews, placed by the excursion and destination pages. */
export { ExcursionReviewForm, DestinationReviewForm } from './components/LaterReviewForms';
export { ReviewList } from './components/ReviewList';
