import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { fieldProps } from '@/components/form/fieldProps';
import { FLIGHT_NUMBER_MAX } from '@/contract/flights';
import { useT } from '@/i18n';
import { transferMessages } from '../messages';

type Bound = ReturnType<typeof fieldProps>;

/**
 * The flight the driver meets: asked (and required) for an airport pickup, optional for a ride
 * between two other places.
 */
export function FlightFields(props: { airport: boolean; flightNumber: Bound; arrivalTime: Bound }) {
  const t = useT();
  const { airport, flightNumber, arrivalTime } = props;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          required={airport}
          {...flightNumber}
          label={t(airport ? transferMessages.flightNumber : transferMessages.flightNumberOptional)}
          placeholder={t(transferMessages.flightPlaceholder)}
          helperText={flightNumber.helperText ?? t(transferMessages.flightHint)}
          slotProps={{
            htmlInput: { maxLength: FLIGHT_NUMBER_MAX, autoCapitalize: 'characters' },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          required={airport}
          {...arrivalTime}
          type="time"
          label={t(airport ? transferMessages.arrivalTime : transferMessages.arrivalTimeOptional)}
          helperText={arrivalTime.helperText ?? t(transferMessages.arrivalHint)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
    </>
  );
}
