import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { PayAnswer } from '@/contract/wire/payments';
import { useBookingFormat } from '@/features/bookings';
import { useT } from '@/i18n';
import { paymentMessages } from '../messages';
import { TransferInstructions } from './TransferInstructions';

/** Off to the gateway's hosted checkout; the link stays in case the browser does not go. */
function LeavingForCheckout({ url }: { url: string }) {
  const t = useT();
  useEffect(() => window.location.assign(url), [url]);
  return (
    <Alert severity="info" role="status">
      {t(paymentMessages.leaving)}{' '}
      <Link href={url} sx={{ fontWeight: 700 }}>
        {t(paymentMessages.checkoutLink)}
      </Link>
    </Alert>
  );
}

/** What the server answered to the chosen method: the checkout, the transfer, or on arrival. */
export function PayOutcome({ answer }: { answer: PayAnswer }) {
  const t = useT();
  const format = useBookingFormat();
  if ('redirectUrl' in answer) return <LeavingForCheckout url={answer.redirectUrl} />;
  if ('instructions' in answer) return <TransferInstructions instructions={answer.instructions} />;
  return (
    <Alert severity="success" role="status">
      <AlertTitle component="h3">{t(paymentMessages.onArrivalTitle)}</AlertTitle>
      {t(paymentMessages.onArrivalDue, {
        amount: format.money(answer.dueOnArrival, answer.currency),
      })}
    </Alert>
  );
}
