import type { ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { FormTextField } from '@/components/form/FormTextField';
import { DEPARTURE_TEXTS } from './texts';

/** A yes/no value anywhere in the form, a list's entry included (`units.1.offered`). */
export function NestedCheckbox({ name, label }: { name: string; label: string }) {
  const form = useFormikContext<object>();
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={name}
          checked={Boolean(getIn(form.values, name))}
          onChange={(event) => void form.setFieldValue(name, event.target.checked)}
        />
      }
    />
  );
}

/**
 * A problem of a whole list or group (no day ticked, an adult price missing): shown once the
 * form was sent, as the fields' own problems are.
 */
export function useGroupProblem(name: string): string | undefined {
  const form = useFormikContext<object>();
  const problem: unknown = getIn(form.errors, name);
  return form.submitCount > 0 && typeof problem === 'string' ? problem : undefined;
}

const S = DEPARTURE_TEXTS.schedule;

/** The days of a weekly rule, Monday to Sunday, as ticked boxes; stored as 1 … 7. */
export function WeekdayPicker({ name }: { name: string }) {
  const form = useFormikContext<object>();
  const chosen = (getIn(form.values, name) as number[] | undefined) ?? [];
  const problem = useGroupProblem(name);
  const toggle = (day: number, on: boolean) =>
    void form.setFieldValue(
      name,
      on ? [...chosen, day].sort((a, b) => a - b) : chosen.filter((other) => other !== day),
    );
  return (
    <FormControl component="fieldset" error={Boolean(problem)}>
      <FormLabel component="legend">{S.weekdays}</FormLabel>
      <FormGroup row>
        {S.weekdayNames.map((short, index) => (
          <FormControlLabel
            key={short}
            label={short}
            control={
              <Checkbox
                checked={chosen.includes(index + 1)}
                onChange={(event) => toggle(index + 1, event.target.checked)}
                slotProps={{ input: { 'aria-label': S.weekdayLabels[index] } }}
              />
            }
          />
        ))}
      </FormGroup>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}

/** A part of a form's row: the whole row on a phone, `size` twelfths of it from small screens up. */
export function Cell({ size, children }: { size: number; children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: size }}>{children}</Grid>;
}

/** A number typed as text: the phone offers its number keys (a decimal one for a price). */
export function NumberField({
  name,
  label,
  decimal,
}: {
  name: string;
  label: string;
  decimal?: boolean;
}) {
  return (
    <FormTextField
      name={name}
      label={label}
      binding={{ withMessage: true }}
      required
      fullWidth
      slotProps={{ htmlInput: { inputMode: decimal ? 'decimal' : 'numeric' } }}
    />
  );
}

/** A date or a time, its label always above (the browser's own picker). */
export function DateField({
  name,
  label,
  type = 'date',
}: {
  name: string;
  label: string;
  type?: 'date' | 'time';
}) {
  return (
    <FormTextField
      name={name}
      label={label}
      type={type}
      binding={{ withMessage: true }}
      required
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
