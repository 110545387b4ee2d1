import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik, type FormikHelpers } from 'formik';
import { fieldProps } from '@/components/form/fieldProps';
import { useLaterForm } from '@/components/form/useLaterForm';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { useToast } from '@/components/toast';
import { TEXT_LIMITS } from '@/contract/limits';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { reviewMessages } from '../messages';
import { useCreateDestinationReviewMutation } from '../reviewsApi';
import { ReviewAwaitsCheck } from './ReviewAwaitsCheck';
import { usePostedReview } from './usePostedReview';
import {
  destinationReviewSchema,
  EMPTY_DESTINATION_REVIEW,
  toDestinationReview,
  type DestinationReviewValues,
} from './destinationReviewSchema';
import { DestinationReviewRating } from './DestinationReviewRating';

type TextFieldName = 'name' | 'email' | 'message';

const ALL_TOUCHED = { name: true, email: true, message: true };

/**
 * The review form of /destination-details. The browser requires the name, e-mail and comments,
 * and the fields also say in words what they need.
 * The token goes with the review when the visitor is signed in (the base query adds it).
 */
export function DestinationReviewForm({ destinationId }: { destinationId: number }) {
  const t = useT();
  const schema = useMemo(() => destinationReviewSchema(t), [t]);
  const [createReview] = useCreateDestinationReviewMutation();
  const toast = useToast();
  const { posted, reviewPosted } = usePostedReview('destination', destinationId);

  const submit = useSubmitOnce(
    async (
      key,
      values: DestinationReviewValues,
      { resetForm }: FormikHelpers<DestinationReviewValues>,
    ) => {
      try {
        await createReview({ body: toDestinationReview(destinationId, values), key }).unwrap();
        toast.success(t(MESSAGES.destinationReviewSuccess));
        resetForm();
        reviewPosted({ reloading: false });
      } catch {
        toast.error(t(MESSAGES.destinationReviewFailed));
      }
    },
    undefined,
  );
  const later = useLaterForm();
  const form = useFormik<DestinationReviewValues>({
    initialValues: EMPTY_DESTINATION_REVIEW,
    validationSchema: schema,
    onSubmit: submit,
  });

  const field = (name: TextFieldName, maxLength: number) => ({
    ...fieldProps(form, name, { id: `destination-review-${name}`, withMessage: true }),
    required: true,
    fullWidth: true,
    disabled: form.isSubmitting,
    slotProps: { htmlInput: { maxLength } },
  });

  return (
    <Box
      component="form"
      onSubmit={form.handleSubmit}
      {...later}
      aria-label={t(reviewMessages.reviewDestination)}
      // A field the browser scrolls to (the first one it holds back) clears the sticky header.
      sx={{ '& input, & textarea': { scrollMarginTop: 120 } }}
    >
      <ReviewAwaitsCheck posted={posted} />
      <Stack spacing={2.5}>
        <TextField
          {...field('name', TEXT_LIMITS.name)}
          label={t(reviewMessages.name)}
          autoComplete="name"
        />
        <TextField
          {...field('email', TEXT_LIMITS.email)}
          label={t(reviewMessages.email)}
          type="email"
          autoComplete="email"
        />
        <TextField
          {...field('message', TEXT_LIMITS.message)}
          label={t(reviewMessages.comments)}
          multiline
          minRows={4}
        />
        <DestinationReviewRating
          value={form.values.rating}
          disabled={form.isSubmitting}
          onChange={(stars) => void form.setFieldValue('rating', stars)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.isSubmitting}
          // Runs before the browser checks the required fields (Enter in a field clicks it
          // too): each field then also says in words what it needs.
          onClick={() => void form.setTouched(ALL_TOUCHED, true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t(reviewMessages.submit)}
        </Button>
      </Stack>
    </Box>
  );
}
