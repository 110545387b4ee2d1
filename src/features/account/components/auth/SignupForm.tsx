import { useMemo } from 'react';
import { Formik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@/app/api';
import { PhoneField } from '@/components/PhoneField';
import { useToast } from '@/components/toast';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { authMessages } from '../../messages';
import { useSignUpMutation } from '../../accountApi';
import {
  canSubmitSignup,
  SIGNUP_INITIAL_VALUES,
  signupPayload,
  signupSchema,
  type SignupValues,
} from '../../validation/signupSchema';
import { CountryField } from './CountryField';
import { fieldProps, phoneProps } from '@/components/form/fieldProps';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { NewPasswordField } from './NewPasswordField';
import { SignupChoices } from './SignupChoices';
import type { VerificationPerson } from './VerificationDialog';
import { PrivacyLine } from '@/components/PrivacyLine';

export interface SignedUp {
  email: string;
  person: VerificationPerson;
}

interface SignupFormProps {
  /** The server accepted the sign-up: the verification modal opens. */
  onSignedUp(signedUp: SignedUp): void;
}

const INCOMPLETE_ID = 'signup-incomplete';

/** docs/product.md, Pages and The rules: the sign-up fields; Continue only once everything required is right. */
export function SignupForm({ onSignedUp }: SignupFormProps) {
  const t = useT();
  const schema = useMemo(() => signupSchema(t), [t]);
  const toast = useToast();
  const [signUp] = useSignUpMutation();

  const submit = useSubmitOnce(async (key, values: SignupValues) => {
    const payload = signupPayload(values);
    try {
      await signUp({ body: payload, key }).unwrap();
      toast.success(t(MESSAGES.signupSuccess));
      const { email, firstName, lastName, mobileNumber, countryCode, country } = payload;
      onSignedUp({ email, person: { firstName, lastName, mobileNumber, countryCode, country } });
    } catch (error) {
      toast.error(serverMessage(error, t(MESSAGES.signupFailed)));
    }
  }, undefined);

  return (
    <Formik initialValues={SIGNUP_INITIAL_VALUES} validationSchema={schema} onSubmit={submit}>
      {(formik) => {
        const ready = canSubmitSignup(schema, formik.values);
        return (
          <Box component="form" noValidate onSubmit={formik.handleSubmit}>
            <Stack spacing={2.5}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2.5,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                }}
              >
                <TextField
                  {...fieldProps(formik, 'firstName')}
                  label={t(authMessages.firstName)}
                  autoComplete="given-name"
                  required
                />
                <TextField
                  {...fieldProps(formik, 'lastName')}
                  label={t(authMessages.lastName)}
                  autoComplete="family-name"
                  required
                />
              </Box>
              <TextField
                {...fieldProps(formik, 'email')}
                label={t(authMessages.email)}
                type="email"
                autoComplete="email"
                required
                fullWidth
              />
              <NewPasswordField
                formik={formik}
                name="password"
                label={t(authMessages.password)}
                ruleMessage={t(MESSAGES.passwordMustMeetRequirements)}
              />
              <PhoneField
                {...phoneProps(formik, {
                  value: 'phone',
                  dialCode: 'countryCode',
                  number: 'mobileNumber',
                })}
                label={t(authMessages.phoneNumber)}
                autoComplete="tel"
                required
                fullWidth
              />
              <CountryField
                {...fieldProps(formik, 'country')}
                label={t(authMessages.countryOfResidence)}
                required
                fullWidth
              />
              <SignupChoices formik={formik} />
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={!ready || formik.isSubmitting}
                aria-describedby={ready ? undefined : INCOMPLETE_ID}
              >
                {t(authMessages.continue)}
              </Button>
              {!ready && (
                // A hint until the visitor has touched a field; only then an error.
                <Typography
                  id={INCOMPLETE_ID}
                  variant="body2"
                  color={formik.dirty || formik.submitCount > 0 ? 'error' : 'text.secondary'}
                >
                  {t(MESSAGES.signupIncomplete)}
                </Typography>
              )}
              <PrivacyLine purpose={t(authMessages.signupPrivacy)} />
            </Stack>
          </Box>
        );
      }}
    </Formik>
  );
}
