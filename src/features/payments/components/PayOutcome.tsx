import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { PayAnswer } from '@/contract/wire/payments';
import { formatMoney } from '@/features/bookings';
import { PAYMENT_TEXTS } from '../texts';
import { TransferInstructions } from './TransferInstructions';

const T = PAYMENT_TEXTS;

/** Off to the gateway's hosted checkout; the link stays in case the browser does not go. */
function LeavingForCheckout({ url }: { url: string }) {
  useEffect(() => window.location.assign(url), [url]);
  return (
    <Alert severity="info" role="status">
      {T.checkout.leaving}{' '}
      <Link href={url} sx={{ fontWeight: 700 }}>
        {T.checkout.link}
      </Link>
    </Alert>
  );
}

/** What the server answered to the chosen method: the checkout, the transfer, or on arrival. */
export function PayOutcome({ answer }: { answer: PayAnswer }) {
  if ('redirectUrl' in answer) return <LeavingForCheckout url={answer.redirectUrl} />;
  if ('instructions' in answer) return <TransferInstructions instructions={answer.instructions} />;
  return (
    <Alert severity="success" role="status">
      <AlertTitle component="h3">{T.onArrival.title}</AlertTitle>
      {T.onArrival.due(formatMoney(answer.dueOnArrival, answer.currency))}
    </Alert>
  );
}
