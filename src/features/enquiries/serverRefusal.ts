import { serverMessage } from '../../app/api';
import type { EnquiryFieldName } from './enquiryForm';

/** Why the server refused an enquiry: its sentence, and per form field what is wrong. */
export interface EnquiryRefusal {
  message: string;
  fields: Partial<Record<EnquiryFieldName, string>>;
}

/** The server names wire fields; the phone's two parts are one field on the form. */
const FORM_FIELD: Record<string, EnquiryFieldName> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneNumber: 'phone',
  countryCode: 'phone',
  country: 'country',
  message: 'message',
  isWhatsAppUser: 'isWhatsAppUser',
  newsLetterSubscription: 'newsLetterSubscription',
};

function fieldProblems(error: unknown): EnquiryRefusal['fields'] {
  const data = (error as { data?: { errors?: unknown } } | null)?.data;
  const errors = data?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const fields: EnquiryRefusal['fields'] = {};
  for (const [wireName, problems] of Object.entries(errors)) {
    const field = FORM_FIELD[wireName];
    const first: unknown = Array.isArray(problems) ? problems[0] : problems;
    if (field && typeof first === 'string' && !fields[field]) fields[field] = first;
  }
  return fields;
}

/** The server's refusal in a failed call, or null when no server gave a reason (e.g. offline). */
export function enquiryRefusal(error: unknown): EnquiryRefusal | null {
  const message = serverMessage(error, '');
  return message ? { message, fields: fieldProblems(error) } : null;
}
