import { useMemo, useRef, type FormEvent } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import { serverMessage } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import { checkboxProps, fieldProps } from '@/components/form/fieldProps';
import { useSubmitOnce, type SubmitKey } from '@/components/form/useSubmitOnce';
import { useToast } from '@/components/toast';
import { ROUTES } from '@/config/routes';
import { operatorToday } from '@/contract/dates';
import { TRANSFER_CAPACITY } from '@/contract/limits';
import { isAirportPickup, TRANSFER_NOTES_MAX } from '@/contract/flights';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { selectIsLoggedIn } from '../../account';
import { transferMessages } from '../messages';
import { useBookTransferMutation } from '../transfersApi';
import { FlightFields } from './FlightFields';
import { PlaceField } from './PlaceField';
import {
  EMPTY_TRANSFER,
  toTransferRequest,
  transferSchema,
  type TransferField,
  type TransferFormValues,
} from './transferForm';

/**
 * The Book Your Transfer form. Errors appear on submit and each clears as soon as its field is
 * edited. An anonymous visitor gets the login sentence and keeps what they typed: the form
 * stays, with links to log in or sign up.
 */
export function TransferForm() {
  const t = useT();
  const schema = useMemo(() => transferSchema(t), [t]);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [bookTransfer] = useBookTransferMutation();
  const toast = useToast();
  // The key of the submit under way, for Formik's onSubmit (which takes no arguments of ours).
  const submitKey = useRef<SubmitKey>('');

  const form = useFormik<TransferFormValues>({
    initialValues: EMPTY_TRANSFER,
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, { resetForm }) => {
      try {
        await bookTransfer({ body: toTransferRequest(values), key: submitKey.current }).unwrap();
      } catch (error) {
        toast.error(serverMessage(error, t(MESSAGES.transferFailed)));
        return;
      }
      toast.success(t(MESSAGES.transferSuccess));
      resetForm();
    },
  });

  const edit = (field: TransferField, value: string | boolean) => {
    form.setFieldError(field, undefined);
    void form.setFieldValue(field, value, false);
  };
  // A problem shows from the submit on, until its field is edited.
  const bind = (field: TransferField) =>
    fieldProps(form, field, {
      timing: 'always',
      withMessage: true,
      onEdit: (value) => edit(field, value),
    });
  const capacity = bind('capacity');

  // A second click while the first booking is on its way books nothing.
  const submitOnce = useSubmitOnce(async (key: SubmitKey) => {
    submitKey.current = key;
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      toast.error(t(MESSAGES.transferIncomplete));
      return;
    }
    if (!loggedIn) {
      toast.error(t(MESSAGES.transferLoginRequired));
      return;
    }
    await form.submitForm();
  }, undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    void submitOnce();
  }

  const { values, errors } = form;
  return (
    <form noValidate onSubmit={submit} aria-label={t(transferMessages.formLabel)}>
      {!loggedIn && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t(transferMessages.needsAccount)}{' '}
          <Link component={RouterLink} to={ROUTES.login} underline="always">
            {t(transferMessages.logIn)}
          </Link>{' '}
          {t(transferMessages.or)}{' '}
          <Link component={RouterLink} to={ROUTES.signup} underline="always">
            {t(transferMessages.signUp)}
          </Link>{' '}
          {t(transferMessages.first)}
        </Alert>
      )}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlaceField
            name="pickupLocation"
            label={t(transferMessages.pickupLocation)}
            placeholder={t(transferMessages.pickupPlaceholder)}
            value={values.pickupLocation}
            error={errors.pickupLocation}
            onChange={(text) => edit('pickupLocation', text)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlaceField
            name="dropLocation"
            label={t(transferMessages.dropLocation)}
            placeholder={t(transferMessages.dropPlaceholder)}
            value={values.dropLocation}
            error={errors.dropLocation}
            onChange={(text) => edit('dropLocation', text)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            {...bind('pickupDate')}
            type="date"
            label={t(transferMessages.pickupDate)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: operatorToday() } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            {...bind('pickupTime')}
            type="time"
            label={t(transferMessages.pickupTime)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <FlightFields
          airport={isAirportPickup(values.pickupLocation)}
          flightNumber={bind('flightNumber')}
          arrivalTime={bind('arrivalTime')}
        />
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            {...capacity}
            type="number"
            label={t(transferMessages.capacity)}
            helperText={
              capacity.helperText ??
              t(transferMessages.capacityHint, {
                min: TRANSFER_CAPACITY.min,
                max: TRANSFER_CAPACITY.max,
              })
            }
            slotProps={{
              htmlInput: { min: TRANSFER_CAPACITY.min, max: TRANSFER_CAPACITY.max, step: 1 },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormControlLabel
            control={
              <Checkbox
                {...checkboxProps(form, 'isRoundTrip', {
                  onEdit: (checked) => edit('isRoundTrip', checked),
                })}
              />
            }
            label={t(transferMessages.roundTrip)}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            {...bind('notes')}
            label={t(transferMessages.notes)}
            slotProps={{ htmlInput: { maxLength: TRANSFER_NOTES_MAX } }}
          />
        </Grid>
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.isSubmitting}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t(form.isSubmitting ? transferMessages.booking : transferMessages.book)}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
