import TextField from '@mui/material/TextField';
import { CONTACT_COUNTRY_GROUPS } from '@/config/countries';
import { filledBorderSx } from './filledBorder';
import { useEnquiryField } from './useEnquiryField';

/**
 * Country of residence: about 50 choices grouped by region (SPEC.md section 5). A native select
 * with option groups: phones show their own picker (a menu select opened by a tap closes at
 * once), and screen readers hear each region as a group.
 */
export function CountryOfResidenceField() {
  const { field, setValue, problem, filledClass } = useEnquiryField('country');
  return (
    <TextField
      select
      id="enquiry-country"
      name="country"
      label="Country of residence"
      required
      fullWidth
      value={field.value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(problem)}
      helperText={problem}
      className={filledClass}
      sx={filledBorderSx}
      slotProps={{ select: { native: true } }}
    >
      <option value="" aria-label="No country chosen" />
      {CONTACT_COUNTRY_GROUPS.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.countries.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}
