import type { ReactNode } from 'react';
import type { FormikProps } from 'formik';
import Link from '@mui/material/Link';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { ROUTES } from '@/config/routes';
import type { SignupValues } from '../../validation/signupSchema';

type Choice = 'newsLetterSubscription' | 'agreeTerms' | 'isWhatsAppUser';

/** Opens beside the form, so that reading the terms loses nothing typed. */
const termsLink = (
  <>
    I agree to the{' '}
    <Link href={ROUTES.terms} target="_blank" rel="noopener" underline="always">
      terms and conditions
    </Link>
  </>
);

const CHOICES: Array<{ name: Choice; label: ReactNode; required?: boolean }> = [
  { name: 'newsLetterSubscription', label: 'Send me the newsletter with offers and travel news' },
  { name: 'agreeTerms', label: termsLink, required: true },
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
