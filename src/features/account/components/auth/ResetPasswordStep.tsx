import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Formik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@/app/api';
import { useToast } from '@/components/toast';
import { ROUTES } from '@/config/routes';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { authMessages } from '../../messages';
import { useResetPasswordMutation } from '../../accountApi';
import {
  firstResetProblem,
  RESET_INITIAL_VALUES,
  resetSchema,
  type ResetValues,
} from '../../validation/forgotPasswordSchemas';
import { CodeField } from './CodeField';
import { fieldProps } from '@/components/form/fieldProps';
import { NewPasswordField } from './NewPasswordField';
import { PasswordField } from './PasswordField';

interface ResetPasswordStepProps {
  email: string;
  /** Back to Email: step 1, with the code and passwords cleared. */
  onBack(): void;
}

const PROBLEM_ID = 'reset-problem';

/** Step 2: the read-only e-mail, the code, the new password twice; Reset Password. */
export function ResetPasswordStep({ email, onBack }: ResetPasswordStepProps) {
  const t = useT();
  const schema = useMemo(() => resetSchema(t), [t]);
  const navigate = useNavigate();
  const toast = useToast();
  const [resetPassword] = useResetPasswordMutation();

  const submit = async (values: ResetValues) => {
    try {
      await resetPassword({
        email,
        code: values.code.trim(),
        newPassword: values.newPassword,
      }).unwrap();
      toast.success(t(MESSAGES.resetSuccess));
      navigate(ROUTES.login);
    } catch (error) {
      toast.error(serverMessage(error, t(MESSAGES.resetFailed)));
    }
  };

  return (
    <Formik
      initialValues={RESET_INITIAL_VALUES}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {(formik) => {
        const problem = formik.submitCount > 0 ? firstResetProblem(t, formik.errors) : undefined;
        return (
          <Box component="form" noValidate onSubmit={formik.handleSubmit}>
            <Stack spacing={2.5}>
              <TextField
                id="reset-email"
                label={t(authMessages.email)}
                type="email"
                value={email}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <CodeField
                {...fieldProps(formik, 'code')}
                label={t(authMessages.verificationCode)}
                required
                fullWidth
              />
              <NewPasswordField
                formik={formik}
                name="newPassword"
                label={t(authMessages.newPassword)}
                ruleMessage={t(MESSAGES.passwordMustMeetRequirements)}
              />
              <PasswordField
                {...fieldProps(formik, 'confirmPassword')}
                label={t(authMessages.confirmPassword)}
                autoComplete="new-password"
                required
                fullWidth
              />
              <Typography
                id={PROBLEM_ID}
                role="alert"
                color="error"
                variant="body2"
                sx={{ minHeight: '1.5em' }}
              >
                {problem ?? ''}
              </Typography>
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={formik.isSubmitting}
              >
                {t(authMessages.resetPassword)}
              </Button>
              <Button type="button" variant="outlined" size="large" fullWidth onClick={onBack}>
                {t(authMessages.backToEmail)}
              </Button>
            </Stack>
          </Box>
        );
      }}
    </Formik>
  );
}
