import { FormTextField } from '@/components/form/FormTextField';
import { CONTACT_COUNTRY_GROUPS } from '@/config/countries';
import { filledBorderSx } from './filledBorder';
import { useEnquiryField } from './useEnquiryField';

/**
 * Country of residence: about 50 choices grouped by region (docs/product.md, The rules). A native select
 * with option groups: phones show their own picker (a menu select opened by a tap closes at
 * once), and screen readers hear each region as a group.
 */
export function CountryOfResidenceField() {
  const { binding, filledClass } = useEnquiryField('country');
  return (
    <FormTextField
      select
      name="country"
      binding={binding}
      label="Country of residence"
      required
      fullWidth
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
    </FormTextField>
  );
}
