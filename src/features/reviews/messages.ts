import { defineMessages } from '@/i18n';

/** The review forms of the excursion and destination pages, and the approved reviews. */
export const reviewMessages = defineMessages('reviews', {
  loading: 'Loading reviews',
  failed: 'We could not load the reviews just now.',
  none: 'No reviews yet.',
  /** Shown after posting: a review is listed once the company's staff approve it. */
  awaitsCheck:
    'Thank you for your review. It will appear on the page once our team has checked it.',

  reviewTour: 'Review this tour',
  reviewDestination: 'Review this destination',
  yourRating: 'Your rating',
  stars: '{count, plural, one {# star} other {# stars}}',
  name: 'Name',
  email: 'Email',
  comments: 'Comments',
  submit: 'Submit Review',

  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  messageRequired: 'Please write your review.',
});
