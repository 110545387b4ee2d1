import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '@/i18n';
import { authMessages } from '../../messages';

interface UnverifiedNoticeProps {
  message: string;
  onVerify(): void;
}

/** Sign-in refused an unverified account: say so, and offer the verification modal. */
export function UnverifiedNotice({ message, onVerify }: UnverifiedNoticeProps) {
  const t = useT();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onVerify}>
          {t(authMessages.verifyEmailNotice)}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
