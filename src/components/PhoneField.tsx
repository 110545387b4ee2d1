import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { MuiTelInput, type MuiTelInputCountry, type MuiTelInputInfo } from 'mui-tel-input';
import type { ComponentProps } from 'react';
import { useLocale, useT } from '@/i18n';
import { phoneFieldMessages } from './phoneFieldMessages';

/** docs/product.md, Constants: the phone field starts on the United States. */
export const DEFAULT_PHONE_COUNTRY: MuiTelInputCountry = 'US';
/** The dial code of that country: what a form holds before the visitor picks another. */
export const DEFAULT_DIAL_CODE = '+1';

export interface PhoneParts {
  /** The dial code with its plus, e.g. `+220`; empty while no country is known. */
  dialCode: string;
  /** The number without the dial code, digits only. */
  nationalNumber: string;
}

/** The parts of what the field shows, e.g. `+220 770 1234` → `+220` and `7701234`. */
export function phoneParts(
  info: Pick<MuiTelInputInfo, 'countryCallingCode' | 'nationalNumber'>,
): PhoneParts {
  return {
    dialCode: info.countryCallingCode ? `+${info.countryCallingCode}` : '',
    nationalNumber: info.nationalNumber ?? '',
  };
}

/**
 * A country's flag as text (regional indicator letters): no picture is fetched from elsewhere.
 * On the country button it also carries the button's name, in the page's language.
 */
function flagOf(isoCode: string, buttonName?: string) {
  const letters = [...isoCode.toUpperCase()].map((letter) =>
    String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65),
  );
  return (
    <>
      <Box component="span" aria-hidden="true" sx={{ fontSize: 20, lineHeight: 1 }}>
        {letters.join('')}
      </Box>
      {buttonName && (
        <Box component="span" sx={visuallyHidden}>
          {buttonName}
        </Box>
      )}
    </>
  );
}

type PhoneFieldProps = Omit<
  ComponentProps<typeof MuiTelInput>,
  'onChange' | 'defaultCountry' | 'getFlagElement' | 'forceCallingCode'
> & {
  onChange: (value: string, parts: PhoneParts) => void;
};

/**
 * A phone number with the country's dial code (mui-tel-input), starting on the United States; the
 * dial code stays in front of the number, so it is always known.
 */
export function PhoneField({ onChange, ...props }: PhoneFieldProps) {
  const locale = useLocale();
  const t = useT();
  return (
    <MuiTelInput
      {...props}
      langOfCountryName={locale}
      // The library names the button in English; the flag's own text names it instead.
      FlagIconButtonProps={{ 'aria-label': undefined }}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      forceCallingCode
      preferredCountries={['GM', 'SN', 'GH', 'NG', 'GB', 'US']}
      getFlagElement={(isoCode, { countryName, isSelected }) =>
        flagOf(
          isoCode,
          isSelected ? t(phoneFieldMessages.countryMenu, { country: countryName }) : '',
        )
      }
      unknownFlagElement={flagOf('UN', t(phoneFieldMessages.countryMenuNoCountry))}
      onChange={(value, info) => onChange(value, phoneParts(info))}
    />
  );
}
