import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form/FormTextField';

/** A titled group of a catalog form's fields (about, place, photos…). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="fieldset" sx={{ p: 2, mb: 2, border: 0 }}>
      <Typography component="legend" variant="h6" sx={{ float: 'left', width: '100%', mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2} sx={{ clear: 'both' }}>
        {children}
      </Grid>
    </Paper>
  );
}

/** A field on half a row from the small screens up, the whole row on a phone. */
export function Half({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>;
}

/** A field or part on the whole row. */
export function Whole({ children }: { children: ReactNode }) {
  return <Grid size={12}>{children}</Grid>;
}

export interface FieldProps<Name extends string> {
  name: Name;
  /** Half a row (the default) or the whole row. */
  whole?: boolean;
  required?: boolean;
  /** A number: the phone offers its number keys. */
  number?: boolean;
  lines?: number;
}

/**
 * The text, number and choice fields of one catalog form (an excursion, a destination, a
 * programme), each labelled from the console's words for that form.
 */
export function catalogFields<Name extends string>(labels: Record<Name, string>, choose: string) {
  /** One text or number field of the form. */
  function Field({ name, whole, required = true, number, lines }: FieldProps<Name>) {
    return (
      <Grid size={whole ? 12 : { xs: 12, sm: 6 }}>
        <FormTextField
          name={name}
          label={labels[name]}
          binding={{ withMessage: true }}
          required={required}
          fullWidth
          multiline={lines !== undefined}
          minRows={lines}
          slotProps={number ? { htmlInput: { inputMode: 'decimal' } } : undefined}
        />
      </Grid>
    );
  }

  /** A choice of one record (a destination, a type), sent as its id. */
  function ChoiceField({
    name,
    choices,
  }: {
    name: Name;
    choices: Array<{ id: number; name: string }>;
  }) {
    return (
      <Half>
        <FormTextField
          name={name}
          label={labels[name]}
          binding={{ withMessage: true }}
          select
          required
          fullWidth
          // A native select always shows an option ("Choose…" at first): its label stays above.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{choose}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </FormTextField>
      </Half>
    );
  }

  return { Field, ChoiceField };
}
