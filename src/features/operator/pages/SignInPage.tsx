import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Formik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { fieldProps } from '@/components/form/fieldProps';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { useT } from '@/i18n';
import { ConsoleCard } from '../components/ConsoleCard';
import { useStaffSignInCodeMutation, useStaffSignInMutation } from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { staffSignedIn } from '../session/staffSessionSlice';
import { CONSOLE } from '../texts';
import {
  staffCodeSchema,
  staffSignInSchema,
  type StaffCodeValues,
  type StaffSignInValues,
} from '../validation';

/** Staff sign-in: the password, then the 6-digit code mailed to the staff address. */
export default function SignInPage() {
  usePageTitle(CONSOLE.signIn.title);
  const [email, setEmail] = useState<string | null>(null);
  return (
    <ConsoleCard title={CONSOLE.signIn.title}>
      {email ? (
        <CodeStep email={email} onStartAgain={() => setEmail(null)} />
      ) : (
        <PasswordStep onCodeSent={setEmail} />
      )}
    </ConsoleCard>
  );
}

function PasswordStep({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const t = useT();
  const schema = useMemo(() => staffSignInSchema(t), [t]);
  const [signIn] = useStaffSignInMutation();
  const toast = useToast();
  const submit = useSubmitOnce(async (_key, values: StaffSignInValues) => {
    const email = values.email.trim();
    try {
      const answer = await signIn({ email, password: values.password }).unwrap();
      if (answer.message) toast.success(answer.message);
      onCodeSent(email);
    } catch (error) {
      toast.error(serverMessage(error, CONSOLE.signIn.failed));
    }
  }, undefined);

  return (
    <Formik<StaffSignInValues>
      initialValues={{ email: '', password: '' }}
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
              {...fieldProps(form, 'password', { withMessage: true })}
              label={CONSOLE.signIn.password}
              type="password"
              autoComplete="current-password"
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
              {CONSOLE.signIn.submit}
            </Button>
          </Stack>
        </Box>
      )}
    </Formik>
  );
}

function CodeStep({ email, onStartAgain }: { email: string; onStartAgain: () => void }) {
  const t = useT();
  const schema = useMemo(() => staffCodeSchema(t), [t]);
  const [finish] = useStaffSignInCodeMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const wanted = (location.state as { from?: string } | null)?.from ?? CONSOLE_PATHS.summary;
  const submit = useSubmitOnce(async (_key, values: StaffCodeValues) => {
    try {
      const answer = await finish({ email, code: values.code.trim() }).unwrap();
      dispatch(staffSignedIn(answer.data));
      toast.success(CONSOLE.signIn.welcome(answer.data.name));
      navigate(wanted, { replace: true });
    } catch (error) {
      toast.error(serverMessage(error, CONSOLE.signIn.failed));
    }
  }, undefined);

  return (
    <Formik<StaffCodeValues>
      initialValues={{ code: '' }}
      validationSchema={schema}
      onSubmit={(values) => submit(values)}
    >
      {(form) => (
        <Box component="form" noValidate onSubmit={form.handleSubmit}>
          <Stack spacing={2.5}>
            <Typography>{CONSOLE.signIn.codeIntro}</Typography>
            <TextField
              {...fieldProps(form, 'code', { withMessage: true })}
              label={CONSOLE.signIn.code}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
              {CONSOLE.signIn.verify}
            </Button>
            <Button onClick={onStartAgain}>{CONSOLE.signIn.startAgain}</Button>
          </Stack>
        </Box>
      )}
    </Formik>
  );
}
