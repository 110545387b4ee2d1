import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useFormikContext } from 'formik';
import { checkboxProps } from './fieldProps';

interface FormCheckboxProps {
  name: string;
  label: string;
  id?: string;
}

/** A yes/no choice bound to the value of the surrounding Formik form. */
export function FormCheckbox({ name, label, id }: FormCheckboxProps) {
  const form = useFormikContext<Record<string, unknown>>();
  return (
    <FormControlLabel control={<Checkbox {...checkboxProps(form, name, { id })} />} label={label} />
  );
}
