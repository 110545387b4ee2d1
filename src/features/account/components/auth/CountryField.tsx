import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SIGNUP_COUNTRIES } from '@/config/countries';
import { useT } from '@/i18n';
import { useCountryName } from '../../countryNames';
import { authMessages } from '../../messages';

/** Country of residence: the native list, quick to use by keyboard and on phones. */
export function CountryField(props: Omit<TextFieldProps, 'select'>) {
  const t = useT();
  const countryName = useCountryName();
  return (
    <TextField
      {...props}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t(authMessages.selectCountry)}</option>
      {SIGNUP_COUNTRIES.map((country) => (
        <option key={country} value={country}>
          {countryName(country)}
        </option>
      ))}
    </TextField>
  );
}
