import type { TextFieldProps } from '@mui/material/TextField';
import { FormTextField } from '@/components/form/FormTextField';
import type { EnquiryFieldName } from '../enquiryForm';
import { filledBorderSx } from './filledBorder';
import { useEnquiryField } from './useEnquiryField';

type EnquiryTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: EnquiryFieldName;
  maxLength: number;
};

/** A text field of the enquiry, on the one binding: green when filled, marked when the server refused it. */
export function EnquiryTextField({
  name,
  maxLength,
  helperText,
  className,
  ...props
}: EnquiryTextFieldProps) {
  const { binding, filledClass } = useEnquiryField(name);
  return (
    <FormTextField
      {...props}
      name={name}
      binding={binding}
      helperText={helperText}
      fullWidth
      className={[className, filledClass].filter(Boolean).join(' ') || undefined}
      sx={filledBorderSx}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
