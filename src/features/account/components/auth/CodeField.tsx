import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { CODE_LENGTH } from '@/contract/limits';

type CodeFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  /** The id of the line that explains a wrong code. */
  describedBy?: string;
};

/** The e-mailed code: at most six characters, a number pad on phones, filled from the mail. */
export function CodeField({ describedBy, ...props }: CodeFieldProps) {
  return (
    <TextField
      {...props}
      slotProps={{
        htmlInput: {
          maxLength: CODE_LENGTH,
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          'aria-describedby': describedBy,
        },
      }}
    />
  );
}
