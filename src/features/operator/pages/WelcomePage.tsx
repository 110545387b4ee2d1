import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Formik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@/app/api';
import { fieldProps } from '@/components/form/fieldProps';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { useT } from '@/i18n';
import { PASSWORD_CHECKLIST } from '@/contract/password';
import { ConsoleCard } from '../components/ConsoleCard';
import { useAcceptInviteMutation } from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE } from '../texts';
import { welcomeSchema, type WelcomeValues } from '../validation';

/** The invitation mailed by `npm run staff -- add`: the new member chooses a password. */
export default function WelcomePage() {
  usePageTitle(CONSOLE.welcome.title);
  const invitedEmail = new URLSearchParams(useLocation().search).get('email') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const schema = useMemo(() => welcomeSchema(t), [t]);
  const [accept] = useAcceptInviteMutation();
  const submit = useSubmitOnce(async (_key, values: WelcomeValues) => {
    try {
      const answer = await accept({
        email: values.email.trim(),
        code: values.code.trim(),
        password: values.password,
      }).unwrap();
      toast.success(answer.message);
      navigate(CONSOLE_PATHS.signIn);
    } catch (error) {
      toast.error(serverMessage(error, CONSOLE.welcome.failed));
    }
  }, undefined);

  return (
    <ConsoleCard title={CONSOLE.welcome.title}>
      <Typography sx={{ mb: 2 }}>{CONSOLE.welcome.intro}</Typography>
      <Formik<WelcomeValues>
        initialValues={{ email: invitedEmail, code: '', password: '' }}
        validationSchema={schema}
        onSubmit={(values) => submit(values)}
      >
        {(form) => (
          <Box component="form" noValidate onSubmit={form.handleSubmit}>
            <Stack spacing={2.5}>
              <TextField
                {...fieldProps(form, 'email', { withMessage: true })}
                label={CONSOLE.signIn.email}
                type="email"
                autoComplete="username"
                required
                fullWidth
              />
              <TextField
                {...fieldProps(form, 'code', { withMessage: true })}
                label={CONSOLE.welcome.code}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                required
                fullWidth
              />
              <TextField
                {...fieldProps(form, 'password', { withMessage: true })}
                label={CONSOLE.welcome.password}
                type="password"
                autoComplete="new-password"
                helperText={
                  fieldProps(form, 'password', { withMessage: true }).helperText ??
                  PASSWORD_CHECKLIST.map((check) => check.label).join(' · ')
                }
                required
                fullWidth
              />
              <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
                {CONSOLE.welcome.submit}
              </Button>
            </Stack>
          </Box>
        )}
      </Formik>
    </ConsoleCard>
  );
}
