import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Formik, type FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast';
import { ROUTES } from '@/config/routes';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { authMessages } from '../../messages';
import { useSignInMutation } from '../../accountApi';
import { LOGIN_INITIAL_VALUES, loginSchema, type LoginValues } from '../../validation/loginSchema';
import { fieldProps } from '@/components/form/fieldProps';
import { PasswordField } from './PasswordField';
import { signInFailure } from './signInFailure';
import { UnverifiedNotice } from './UnverifiedNotice';
import { useGoHomeVerified } from './useGoHomeVerified';
import { VerificationDialog } from './VerificationDialog';

interface Unverified {
  email: string;
  message: string;
}

/** E-mail and password; Continue signs in and goes home (docs/product.md, Pages and Messages). */
export function LoginForm() {
  const t = useT();
  const schema = useMemo(() => loginSchema(t), [t]);
  const navigate = useNavigate();
  const toast = useToast();
  const goHomeVerified = useGoHomeVerified();
  const [signIn] = useSignInMutation();
  const [networkLine, setNetworkLine] = useState(false);
  const [unverified, setUnverified] = useState<Unverified | null>(null);
  const [verifying, setVerifying] = useState(false);

  const submit = async (values: LoginValues, _helpers: FormikHelpers<LoginValues>) => {
    setNetworkLine(false);
    setUnverified(null);
    const email = values.email.trim();
    try {
      const answer = await signIn({ email, password: values.password }).unwrap();
      if (!answer.accessToken) {
        toast.error(t(MESSAGES.loginFailed));
        return;
      }
      toast.success(t(MESSAGES.loginSuccess));
      navigate(ROUTES.home);
    } catch (error) {
      const failure = signInFailure(t, error);
      toast.error(failure.toast);
      setNetworkLine(failure.networkLine);
      if (failure.unverified) {
        // The server has mailed a new code: the verification step opens at once; closed, the
        // notice above the form opens it again.
        setUnverified({ email, message: failure.toast });
        setVerifying(true);
      }
    }
  };

  return (
    <>
      {unverified && (
        <UnverifiedNotice message={unverified.message} onVerify={() => setVerifying(true)} />
      )}
      <Formik initialValues={LOGIN_INITIAL_VALUES} validationSchema={schema} onSubmit={submit}>
        {(formik) => (
          <Box component="form" noValidate onSubmit={formik.handleSubmit}>
            <Stack spacing={2.5}>
              <TextField
                {...fieldProps(formik, 'email', { withMessage: true })}
                label={t(authMessages.email)}
                type="email"
                autoComplete="email"
                required
                fullWidth
              />
              <PasswordField
                {...fieldProps(formik, 'password', { withMessage: true })}
                label={t(authMessages.password)}
                autoComplete="current-password"
                required
                fullWidth
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={formik.isSubmitting}
                fullWidth
              >
                {t(authMessages.continue)}
              </Button>
              {networkLine && (
                <Typography role="alert" color="error" variant="body2">
                  {t(MESSAGES.invalidCredentialsLine)}
                </Typography>
              )}
            </Stack>
          </Box>
        )}
      </Formik>
      {unverified && (
        <VerificationDialog
          open={verifying}
          email={unverified.email}
          onClose={() => setVerifying(false)}
          onVerified={goHomeVerified}
        />
      )}
    </>
  );
}
