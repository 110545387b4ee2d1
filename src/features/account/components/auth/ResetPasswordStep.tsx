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
      toast.success(MESSAGES.resetSuccess);
      navigate(ROUTES.login);
    } catch (error) {
      toast.error(serverMessage(error, MESSAGES.resetFailed));
    }
  };

  return (
    <Formik
      initialValues={RESET_INITIAL_VALUES}
      validationSchema={resetSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {(formik) => {
        const problem = formik.submitCount > 0 ? firstResetProblem(formik.errors) : undefined;
        return (
          <Box component="form" noValidate onSubmit={formik.handleSubmit}>
            <Stack spacing={2.5}>
              <TextField
                id="reset-email"
                label="Email"
                type="email"
                value={email}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <CodeField
                {...fieldProps(formik, 'code')}
                label="Verification code"
                required
                fullWidth
              />
              <NewPasswordField
                formik={formik}
                name="newPassword"
                label="New password"
                ruleMessage={MESSAGES.passwordMustMeetRequirements}
              />
              <PasswordField
                {...fieldProps(formik, 'confirmPassword')}
                label="Confirm password"
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
                Reset Password
              </Button>
              <Button type="button" variant="outlined" size="large" fullWidth onClick={onBack}>
                Back to Email
              </Button>
            </Stack>
          </Box>
        );
      }}
    </Formik>
  );
}
