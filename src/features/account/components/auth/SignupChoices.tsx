import { Link as RouterLink } from 'react-router-dom';
import type { FormikProps } from 'formik';
import Link from '@mui/material/Link';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { ROUTES } from '@/config/routes';
import { useT, type Message } from '@/i18n';
import { authMessages } from '../../messages';
import type { SignupValues } from '../../validation/signupSchema';

type Choice = 'newsLetterSubscription' | 'agreeTerms' | 'isWhatsAppUser';

/** Opens beside the form, so that reading the terms loses nothing typed; in the page's language. */
function TermsLabel() {
  const t = useT();
  return (
    <>
      {t(authMessages.termsBefore)}{' '}
      <Link
        component={RouterLink}
        to={ROUTES.terms}
        target="_blank"
        rel="noopener"
        underline="always"
      >
        {t(authMessages.termsLink)}
      </Link>
    </>
  );
}

const CHOICES: Array<{ name: Choice; label: Message | 'terms'; required?: boolean }> = [
  { name: 'newsLetterSubscription', label: authMessages.newsletterChoice },
  { name: 'agreeTerms', label: 'terms', required: true },
  { name: 'isWhatsAppUser', label: authMessages.whatsAppChoice },
];

/** The three checkboxes of the sign-up form. */
export function SignupChoices({ formik }: { formik: FormikProps<SignupValues> }) {
  const t = useT();
  return (
    <FormGroup>
      {CHOICES.map((choice) => (
        <FormControlLabel
          key={choice.name}
          required={choice.required}
          label={choice.label === 'terms' ? <TermsLabel /> : t(choice.label)}
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
