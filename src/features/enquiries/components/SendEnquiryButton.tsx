import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/i18n';
import { enquiryMessages } from '../messages';

/**
 * The submit button, disabled while the enquiry is on its way. A disabled button drops the
 * focus, so it takes it back afterwards when nothing else has it (keyboard users stay put).
 */
export function SendEnquiryButton({ isSending }: { isSending: boolean }) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const wasSending = useRef(false);

  useEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (wasSending.current && !isSending && focusLost) button.current?.focus();
    wasSending.current = isSending;
  }, [isSending]);

  return (
    <Button
      ref={button}
      type="submit"
      variant="contained"
      size="large"
      disabled={isSending}
      startIcon={isSending ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ alignSelf: 'flex-start', minWidth: 180 }}
    >
      {t(enquiryMessages.send)}
    </Button>
  );
}
