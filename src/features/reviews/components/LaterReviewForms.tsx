import { lazy, memo } from 'react';
import { HydratesApart } from '@/components/HydratesApart';
import { laterFormCode } from '@/components/form/laterFormCode';
import type { ExcursionReviewFormProps } from './ExcursionReviewForm';

/*
 * The review forms sit at the foot of their pages: their code (Formik, Yup and the fields) loads
 * apart from the page's, once the form comes near the screen, and the server's markup of a form
 * stays as it is until it arrives. Memos, so that the page rendering again does not hydrate them
 * before.
 */
const ExcursionForm = lazy(
  laterFormCode(() =>
    import(/* webpackChunkName: "review-forms" */ './ExcursionReviewForm').then((module) => ({
      default: module.ExcursionReviewForm,
    })),
  ),
);
const DestinationForm = lazy(
  laterFormCode(() =>
    import(/* webpackChunkName: "review-forms" */ './DestinationReviewForm').then((module) => ({
      default: module.DestinationReviewForm,
    })),
  ),
);

export const ExcursionReviewForm = memo(function LaterExcursionReviewForm(
  props: ExcursionReviewFormProps,
) {
  return (
    <HydratesApart>
      <ExcursionForm {...props} />
    </HydratesApart>
  );
});

export const DestinationReviewForm = memo(function LaterDestinationReviewForm(props: {
  destinationId: number;
}) {
  return (
    <HydratesApart>
      <DestinationForm {...props} />
    </HydratesApart>
  );
});
