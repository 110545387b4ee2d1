import type { FormikProps } from 'formik';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { SignupValues } from '../../validation/signupSchema';

type Choice = 'newsLetterSubscription' | 'agreeTerms' | 'isWhatsAppUser';

const CHOICES: Array<{ name: Choice; label: string; required?: boolean }> = [
  { name: 'newsLetterSubscription', label: 'Send me the newsletter with offers and travel news' },
  { name: 'agreeTerms', label: 'I agree to the terms and conditions', required: true },
  { name: 'isWhatsAppUser', label: 'My phone number is on WhatsApp' },
];

/** The three checkboxes of the sign-up form. */
export function SignupChoices({ formik }: { formik: FormikProps<SignupValues> }) {
  return (
    <FormGroup>
      {CHOICES.map((choice) => (
        <FormControlLabel
          key={choice.name}
          required={choice.required}
          label={choice.label}
          control={
            <Checkbox
              name={choice.name}
              checked={formik.values[choice.name]}
              onChange={formik.handleChange}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
