import { FormTextField } from '@/components/form/FormTextField';
import { CONTACT_COUNTRY_GROUPS } from '@/config/countries';
import { useCountryName } from '@/features/account';
import { useT, type Message } from '@/i18n';
import { enquiryMessages } from '../messages';
import { filledBorderSx } from './filledBorder';
import { useEnquiryField } from './useEnquiryField';

/** The regions' names in the page's language (the groups of src/config/countries.ts). */
const REGION_LABEL: Record<string, Message> = {
  'West African countries': enquiryMessages.westAfrica,
  'Other African countries': enquiryMessages.otherAfrica,
  Europe: enquiryMessages.europe,
  Americas: enquiryMessages.americas,
  Asia: enquiryMessages.asia,
  'Australia and New Zealand': enquiryMessages.oceania,
  Other: enquiryMessages.otherCountries,
};

/**
 * Country of residence: about 50 choices grouped by region (docs/product.md, The rules). A native select
 * with option groups: phones show their own picker (a menu select opened by a tap closes at
 * once), and screen readers hear each region as a group.
 */
export function CountryOfResidenceField() {
  const t = useT();
  const countryName = useCountryName();
  const { binding, filledClass } = useEnquiryField('country');
  return (
    <FormTextField
      select
      name="country"
      binding={binding}
      label={t(enquiryMessages.countryOfResidence)}
      required
      fullWidth
      className={filledClass}
      sx={filledBorderSx}
      slotProps={{ select: { native: true } }}
    >
      <option value="" aria-label={t(enquiryMessages.noCountry)} />
      {CONTACT_COUNTRY_GROUPS.map((group) => (
        <optgroup
          key={group.label}
          label={REGION_LABEL[group.label] ? t(REGION_LABEL[group.label]) : group.label}
        >
          {group.countries.map((country) => (
            <option key={country} value={country}>
              {countryName(country)}
            </option>
          ))}
        </optgroup>
      ))}
    </FormTextField>
  );
}
