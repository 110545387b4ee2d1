import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SIGNUP_COUNTRIES } from '@/config/countries';

/** Country of residence: the native list, quick to use by keyboard and on phones. */
export function CountryField(props: Omit<TextFieldProps, 'select'>) {
  return (
    <TextField
      {...props}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Select your country</option>
      {SIGNUP_COUNTRIES.map((country) => (
        <option key={country} value={country}>
          {country}
        </option>
      ))}
    </TextField>
  );
}
