import { useFormikContext } from 'formik';
import { PhoneField } from '@/components/PhoneField';
import { TEXT_LIMITS } from '@/contract/limits';
import type { EnquiryFormValues } from '../enquiryForm';
import { FILLED_CLASS, filledBorderSx } from './filledBorder';
import { useEnquiryField } from './useEnquiryField';

/** The phone with its dial code: the dial code goes to countryCode, the number to phoneNumber. */
export function EnquiryPhoneField() {
  const { values, setFieldValue } = useFormikContext<EnquiryFormValues>();
  const { field, setValue, problem } = useEnquiryField('phone');

  return (
    <PhoneField
      id="enquiry-phone"
      name="phone"
      label="Phone"
      required
      fullWidth
      value={field.value}
      onChange={(value, parts) => {
        setValue(value);
        void setFieldValue('countryCode', parts.dialCode, false);
        void setFieldValue('phoneNumber', parts.nationalNumber, false);
      }}
      onBlur={field.onBlur}
      error={Boolean(problem)}
      helperText={problem}
      // The dial code is always shown, so only a number counts as a value.
      className={values.phoneNumber ? FILLED_CLASS : undefined}
      sx={filledBorderSx}
      slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.phone } }}
    />
  );
}
