import { useRef, type FormEvent } from 'react';
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
import { selectIsLoggedIn } from '../../account';
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
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [bookTransfer] = useBookTransferMutation();
  const toast = useToast();
  // The key of the submit under way, for Formik's onSubmit (which takes no arguments of ours).
  const submitKey = useRef<SubmitKey>('');

  const form = useFormik<TransferFormValues>({
    initialValues: EMPTY_TRANSFER,
    validationSchema: transferSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, { resetForm }) => {
      try {
        await bookTransfer({ body: toTransferRequest(values), key: submitKey.current }).unwrap();
      } catch (error) {
        toast.error(serverMessage(error, MESSAGES.transferFailed));
        return;
      }
      toast.success(MESSAGES.transferSuccess);
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
      toast.error(MESSAGES.transferIncomplete);
      return;
    }
    if (!loggedIn) {
      toast.error(MESSAGES.transferLoginRequired);
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
    <form noValidate onSubmit={submit} aria-label="Book your transfer">
      {!loggedIn && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Booking a transfer needs an account.{' '}
          <Link component={RouterLink} to={ROUTES.login} underline="always">
            Log in
          </Link>{' '}
          or{' '}
          <Link component={RouterLink} to={ROUTES.signup} underline="always">
            sign up
          </Link>{' '}
          first.
        </Alert>
      )}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlaceField
            name="pickupLocation"
            label="Pickup location"
            placeholder="e.g. Banjul International Airport"
            value={values.pickupLocation}
            error={errors.pickupLocation}
            onChange={(text) => edit('pickupLocation', text)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlaceField
            name="dropLocation"
            label="Drop location"
            placeholder="e.g. Kololi, Senegambia strip hotels"
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
            label="Pickup date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: operatorToday() } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            {...bind('pickupTime')}
            type="time"
            label="Pickup time"
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
            label="Capacity (passengers)"
            helperText={
              capacity.helperText ?? `From ${TRANSFER_CAPACITY.min} to ${TRANSFER_CAPACITY.max}`
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
            label="Round trip (we bring you back too)"
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            {...bind('notes')}
            label="Notes for the driver (optional)"
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
            {form.isSubmitting ? 'Booking...' : 'Book Transfer'}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
