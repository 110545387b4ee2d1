import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useField } from 'formik';
import type { EnquiryFieldName } from '../enquiryForm';

/** One of the enquiry's yes/no choices (WhatsApp, newsletter). */
export function EnquiryCheckbox({ name, label }: { name: EnquiryFieldName; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <FormControlLabel
      control={<Checkbox {...field} id={`enquiry-${name}`} checked={Boolean(field.checked)} />}
      label={label}
    />
  );
}
