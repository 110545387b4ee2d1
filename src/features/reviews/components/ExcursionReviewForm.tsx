import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik, type FormikHelpers } from 'formik';
import { saysSuccess } from '@/app/saysSuccess';
import { fieldProps } from '@/components/form/fieldProps';
import { useLaterForm } from '@/components/form/useLaterForm';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { useToast } from '@/components/toast';
import { TEXT_LIMITS } from '@/contract/limits';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { reviewMessages } from '../messages';
import { useCreateExcursionReviewMutation } from '../reviewsApi';
import { ReviewAwaitsCheck } from './ReviewAwaitsCheck';
import { usePostedReview } from './usePostedReview';
import {
  EMPTY_EXCURSION_REVIEW,
  EXCURSION_RATINGS,
  excursionReviewSchema,
  refusalMessage,
  toExcursionReview,
  type ExcursionReviewValues,
} from './excursionReviewSchema';

export interface ExcursionReviewFormProps {
  excursionId: number;
  /** Reloads the page after a review is taken; a test passes its own. */
  reload?: () => void;
}

/**
 * Write A Review on /tour-details: a rating of 1 to 5 (5 unless changed), a name and comments,
 * none required. A review taken clears the form and reloads the page, which then says it is
 * listed once checked; it is posted without the token (the endpoint is anonymous).
 */
export function ExcursionReviewForm({
  excursionId,
  reload = () => window.location.reload(),
}: ExcursionReviewFormProps) {
  const t = useT();
  const [createReview] = useCreateExcursionReviewMutation();
  const toast = useToast();
  const { posted, reviewPosted } = usePostedReview('excursion', excursionId);

  const submit = useSubmitOnce(
    async (
      key,
      values: ExcursionReviewValues,
      { resetForm }: FormikHelpers<ExcursionReviewValues>,
    ) => {
      try {
        const body = toExcursionReview(excursionId, values);
        const answer = await createReview({ body, key }).unwrap();
        if (!saysSuccess(answer)) {
          toast.error(t(MESSAGES.reviewNoSuccessFlag));
          return;
        }
      } catch (error) {
        toast.error(refusalMessage(error, t(MESSAGES.submitFailed)));
        return;
      }
      resetForm();
      reviewPosted({ reloading: true });
      reload();
    },
    undefined,
  );
  const later = useLaterForm();
  const form = useFormik<ExcursionReviewValues>({
    initialValues: EMPTY_EXCURSION_REVIEW,
    validationSchema: excursionReviewSchema,
    onSubmit: submit,
  });

  // None of the fields is required: the form marks no field as wrong.
  const text = (name: 'name' | 'message', maxLength: number) => ({
    ...fieldProps(form, name, { id: `excursion-review-${name}`, timing: 'never' }),
    fullWidth: true,
    disabled: form.isSubmitting,
    slotProps: { htmlInput: { maxLength } },
  });

  return (
    <form
      onSubmit={form.handleSubmit}
      {...later}
      aria-label={t(reviewMessages.reviewTour)}
      noValidate
    >
      <ReviewAwaitsCheck posted={posted} />
      <Stack spacing={2.5}>
        <FormControl component="fieldset" disabled={form.isSubmitting}>
          <FormLabel component="legend">{t(reviewMessages.yourRating)}</FormLabel>
          <RadioGroup row name="rating" value={form.values.rating} onChange={form.handleChange}>
            {EXCURSION_RATINGS.map((rating) => (
              <FormControlLabel
                key={rating}
                value={rating}
                control={<Radio />}
                label={t(reviewMessages.stars, { count: Number(rating) })}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          {...text('name', TEXT_LIMITS.name)}
          label={t(reviewMessages.name)}
          autoComplete="name"
        />
        <TextField
          {...text('message', TEXT_LIMITS.message)}
          label={t(reviewMessages.comments)}
          multiline
          minRows={4}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t(reviewMessages.submit)}
        </Button>
      </Stack>
    </form>
  );
}
