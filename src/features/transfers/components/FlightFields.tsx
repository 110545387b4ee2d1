import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { fieldProps } from '@/components/form/fieldProps';
import { FLIGHT_NUMBER_MAX } from '@/contract/flights';

type Bound = ReturnType<typeof fieldProps>;

/**
 * The flight the driver meets: asked (and required) for an airport pickup, optional for a ride
 * between two other places.
 */
export function FlightFields(props: { airport: boolean; flightNumber: Bound; arrivalTime: Bound }) {
  const { airport, flightNumber, arrivalTime } = props;
  const optional = airport ? '' : ' (optional)';
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          required={airport}
          {...flightNumber}
          label={`Flight number${optional}`}
          placeholder="e.g. SN203"
          helperText={flightNumber.helperText ?? 'The flight you arrive on'}
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
          label={`Arrival time${optional}`}
          helperText={arrivalTime.helperText ?? 'When it lands, on the pickup date'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
    </>
  );
}
