import { useFormikContext } from 'formik';
import { phoneProps } from '@/components/form/fieldProps';
import { PhoneField } from '@/components/PhoneField';
import { TEXT_LIMITS } from '@/contract/limits';
import { useT } from '@/i18n';
import { enquiryMessages } from '../messages';
import type { EnquiryFormValues } from '../enquiryForm';
import { FILLED_CLASS, filledBorderSx } from './filledBorder';
import { useEnquiryField } from './useEnquiryField';

/** The phone with its dial code: the dial code goes to countryCode, the number to phoneNumber. */
export function EnquiryPhoneField() {
  const t = useT();
  const form = useFormikContext<EnquiryFormValues>();
  const { binding } = useEnquiryField('phone');
  const names = { value: 'phone', dialCode: 'countryCode', number: 'phoneNumber' } as const;

  return (
    <PhoneField
      {...phoneProps(form, names, { ...binding, validate: false })}
      label={t(enquiryMessages.phone)}
      required
      fullWidth
      // The dial code is always shown, so only a number counts as a value.
      className={form.values.phoneNumber ? FILLED_CLASS : undefined}
      sx={filledBorderSx}
      slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.phone } }}
    />
  );
}
