import { FormCheckbox } from '@/components/form/FormCheckbox';
import type { EnquiryFieldName } from '../enquiryForm';

/** One of the enquiry's yes/no choices (WhatsApp, newsletter). */
export function EnquiryCheckbox({ name, label }: { name: EnquiryFieldName; label: string }) {
  return <FormCheckbox name={name} label={label} id={`enquiry-${name}`} />;
}
