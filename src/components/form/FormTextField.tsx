import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import { fieldProps, type FieldOptions } from './fieldProps';

type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: string;
  /** When and how the field shows a problem, and who takes its edits. */
  binding?: FieldOptions;
};

/**
 * A text or select field bound to the value of the surrounding Formik form. The field's own
 * `helperText` shows while no problem does.
 */
export function FormTextField({ name, binding, helperText, ...props }: FormTextFieldProps) {
  const form = useFormikContext<Record<string, unknown>>();
  const bound = fieldProps(form, name, binding);
  return <TextField {...props} {...bound} helperText={bound.helperText ?? helperText} />;
}
