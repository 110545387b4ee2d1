import { useId, useMemo } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { serverMessage } from '@/app/api';
import { useToast } from '@/components/toast';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { authMessages } from '../../messages';
import type { VerifyEmailRequest } from '@/contract/wire/account';
import { useVerifyEmailMutation } from '../../accountApi';
import { verificationSchema, type VerificationValues } from '../../validation/verificationSchema';
import { CodeField } from './CodeField';
import { ResendCodeButton } from './ResendCodeButton';

/** What sign-up knew of the person; the login screen knows only the e-mail. */
/** The website sends the sign-up details again with the code, though the server ignores them. */
export type VerificationPerson = Required<Omit<VerifyEmailRequest, 'email' | 'code'>>;

const UNKNOWN_PERSON: VerificationPerson = {
  firstName: '',
  lastName: '',
  mobileNumber: '',
  countryCode: '',
  country: '',
};

/** Stands for the address while the sentence is cut around it. */
const ADDRESS = '\u0000';

export interface VerificationDialogProps {
  open: boolean;
  email: string;
  person?: VerificationPerson;
  onClose(): void;
  /** The code was accepted and the session started. */
  onVerified(): void;
  /** The resend cooldown; docs/product.md's 30 seconds unless a test shortens it. */
  cooldownSeconds?: number;
}

/**
 * The e-mail verification modal of docs/product.md, Pages: the e-mail, a 6-character code (Enter submits),
 * an error line, a resend button with its countdown, Verify Email and a close button.
 */
export function VerificationDialog({
  open,
  email,
  person = UNKNOWN_PERSON,
  onClose,
  onVerified,
  cooldownSeconds,
}: VerificationDialogProps) {
  const titleId = useId();
  const emailLineId = useId();
  const errorLineId = useId();
  const t = useT();
  const schema = useMemo(() => verificationSchema(t), [t]);
  const toast = useToast();
  const [verifyEmail] = useVerifyEmailMutation();

  const verify = async (
    { code }: VerificationValues,
    { setStatus }: FormikHelpers<VerificationValues>,
  ) => {
    setStatus(undefined);
    try {
      const answer = await verifyEmail({ email, code, ...person }).unwrap();
      if (!answer.accessToken) {
        setStatus(answer.message || t(MESSAGES.verifyFailed));
        return;
      }
      toast.success(t(MESSAGES.verifySuccess));
      onVerified();
    } catch (error) {
      setStatus(serverMessage(error, t(MESSAGES.verifyFailed)));
    }
  };

  // The sentence around the address, which shows in bold.
  const [before, after] = t(authMessages.codeSentTo, { email: ADDRESS }).split(ADDRESS);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={emailLineId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t(authMessages.verifyTitle)}
      </DialogTitle>
      <IconButton
        aria-label={t(authMessages.close)}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Formik
        initialValues={{ code: '' }}
        validationSchema={schema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={verify}
      >
        {(formik) => {
          const errorLine = (formik.submitCount > 0 && formik.errors.code) || formik.status;
          return (
            <Box component="form" noValidate onSubmit={formik.handleSubmit}>
              <DialogContent sx={{ pt: 0 }}>
                <Typography id={emailLineId} sx={{ mb: 2 }}>
                  {before}
                  <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                    {email}
                  </Box>
                  {after}
                </Typography>
                <CodeField
                  id="verification-code"
                  name="code"
                  label={t(authMessages.verificationCode)}
                  value={formik.values.code}
                  onChange={(event) => {
                    formik.setStatus(undefined);
                    formik.handleChange(event);
                  }}
                  error={Boolean(errorLine)}
                  fullWidth
                  autoFocus
                  describedBy={errorLineId}
                />
                <Typography
                  id={errorLineId}
                  role="alert"
                  color="error"
                  variant="body2"
                  sx={{ minHeight: '1.5em', mt: 1 }}
                >
                  {errorLine || ''}
                </Typography>
                <ResendCodeButton open={open} email={email} cooldownSeconds={cooldownSeconds} />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 3 }}>
                <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                  {t(authMessages.verifyButton)}
                </Button>
              </DialogActions>
            </Box>
          );
        }}
      </Formik>
    </Dialog>
  );
}
