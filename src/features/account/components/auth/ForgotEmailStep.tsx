import { useMemo } from 'react';
import { Formik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { serverMessage } from '@/app/api';
import { useToast } from '@/components/toast';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { authMessages } from '../../messages';
import { useForgotPasswordMutation } from '../../accountApi';
import { forgotEmailSchema, type ForgotEmailValues } from '../../validation/forgotPasswordSchemas';
import { fieldProps } from '@/components/form/fieldProps';

interface ForgotEmailStepProps {
  email: string;
  /** The server answered 200: the code is on its way. */
  onCodeSent(email: string): void;
}

/** Step 1: the e-mail address, and Send Verification Code. */
export function ForgotEmailStep({ email, onCodeSent }: ForgotEmailStepProps) {
  const t = useT();
  const toast = useToast();
  const schema = useMemo(() => forgotEmailSchema(t), [t]);
  const [forgotPassword] = useForgotPasswordMutation();

  const submit = async (values: ForgotEmailValues) => {
    const address = values.email.trim();
    try {
      await forgotPassword({ email: address }).unwrap();
      toast.success(t(MESSAGES.forgotSuccess));
      onCodeSent(address);
    } catch (error) {
      toast.error(serverMessage(error, t(MESSAGES.forgotFailed)));
    }
  };

  return (
    <Formik initialValues={{ email }} validationSchema={schema} onSubmit={submit}>
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
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={formik.isSubmitting}
            >
              {t(authMessages.sendCode)}
            </Button>
          </Stack>
        </Box>
      )}
    </Formik>
  );
}
