import Button from '@mui/material/Button';
import { serverMessage } from '@/app/api';
import { useToast } from '@/components/toast';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { authMessages } from '../../messages';
import { useResendOtpMutation } from '../../accountApi';
import { useResendCooldown } from './useResendCooldown';

interface ResendCodeButtonProps {
  /** The modal is open: the cooldown runs from that moment. */
  open: boolean;
  email: string;
  cooldownSeconds?: number;
}

/** 'Resend code', disabled with a countdown for 30 s after the modal opens and each resend. */
export function ResendCodeButton({ open, email, cooldownSeconds }: ResendCodeButtonProps) {
  const t = useT();
  const toast = useToast();
  const [resendOtp, { isLoading }] = useResendOtpMutation();
  const { secondsLeft, restart } = useResendCooldown(open, cooldownSeconds);

  const resend = async () => {
    try {
      await resendOtp({ email }).unwrap();
      toast.success(t(MESSAGES.resendSuccess));
      restart();
    } catch (error) {
      toast.error(serverMessage(error, t(MESSAGES.resendFailed)));
    }
  };

  return (
    <Button
      type="button"
      variant="text"
      onClick={resend}
      disabled={secondsLeft > 0 || isLoading}
      sx={{ px: 1 }}
    >
      {secondsLeft > 0
        ? t(authMessages.resendCodeIn, { seconds: secondsLeft })
        : t(authMessages.resendCode)}
    </Button>
  );
}
