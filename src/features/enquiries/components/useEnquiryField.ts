import { useField, useFormikContext } from 'formik';
import type { FieldOptions } from '@/components/form/fieldProps';
import type { EnquiryFieldName, EnquiryFormValues } from '../enquiryForm';
import type { EnquiryRefusal } from '../serverRefusal';
import { FILLED_CLASS } from './filledBorder';

/** The form's status: the server's last refusal, shown until the next send. */
export interface EnquiryFormStatus {
  refusal?: EnquiryRefusal;
}

/**
 * A text field of the enquiry: its Formik binding, the class of the green border when it holds
 * a value, and the server's problem with it, which editing the field clears.
 */
export function useEnquiryField(name: EnquiryFieldName) {
  const [field, , helpers] = useField<string>(name);
  const { status, setStatus } = useFormikContext<EnquiryFormValues>();
  const refusal = (status as EnquiryFormStatus | undefined)?.refusal;
  const problem = refusal?.fields[name];

  const setValue = (value: string) => {
    void helpers.setValue(value, false);
    if (refusal && problem) {
      const fields = { ...refusal.fields };
      delete fields[name];
      setStatus({ refusal: { ...refusal, fields } } satisfies EnquiryFormStatus);
    }
  };

  return {
    field,
    setValue,
    problem,
    filledClass: field.value.trim() ? FILLED_CLASS : undefined,
    /** The options of the one field binding: the server's problem only, cleared by an edit. */
    binding: {
      id: `enquiry-${name}`,
      timing: 'never',
      problem,
      onEdit: setValue,
    } satisfies FieldOptions,
  };
}
