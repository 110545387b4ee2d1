import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { EnquiryFieldName } from '../enquiryForm';
import { filledBorderSx } from './filledBorder';
import { useEnquiryField } from './useEnquiryField';

type EnquiryTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: EnquiryFieldName;
  maxLength: number;
};

/** A text field of the enquiry: green when filled, marked when the server refused it. */
export function EnquiryTextField({
  name,
  maxLength,
  helperText,
  className,
  ...props
}: EnquiryTextFieldProps) {
  const { field, setValue, problem, filledClass } = useEnquiryField(name);
  return (
    <TextField
      {...props}
      id={`enquiry-${name}`}
      name={name}
      value={field.value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(problem)}
      helperText={problem ?? helperText}
      fullWidth
      className={[className, filledClass].filter(Boolean).join(' ') || undefined}
      sx={filledBorderSx}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
