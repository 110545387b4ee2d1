import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast';
import type { BankInstructions } from '@/contract/wire/payments';
import { useBookingFormat } from '@/features/bookings';
import { useT, type Message } from '@/i18n';
import { paymentMessages } from '../messages';

/** One detail to type into a bank's form, with a button that copies it. */
function CopyableDetail({
  term,
  copyLabel,
  value,
}: {
  term: string;
  copyLabel: string;
  value: string;
}) {
  const toast = useToast();
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t(paymentMessages.copied, { what: term }));
    } catch {
      toast.error(t(paymentMessages.copyFailed));
    }
  };
  return (
    <Box sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
        {value}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        <Button size="small" variant="outlined" onClick={() => void copy()}>
          {copyLabel}
        </Button>
      </Box>
    </Box>
  );
}

/** The company's bank account and the booking's reference, each copyable. */
export function TransferInstructions({ instructions }: { instructions: BankInstructions }) {
  const t = useT();
  const format = useBookingFormat();
  const details: Array<[Message, Message, string]> = [
    [paymentMessages.bankName, paymentMessages.copyBankName, instructions.bankName],
    [paymentMessages.accountName, paymentMessages.copyAccountName, instructions.accountName],
    [paymentMessages.accountNumber, paymentMessages.copyAccountNumber, instructions.accountNumber],
    [paymentMessages.reference, paymentMessages.copyReference, instructions.reference],
    [
      paymentMessages.amount,
      paymentMessages.copyAmount,
      format.money(instructions.amount, instructions.currency),
    ],
  ];
  const title = t(paymentMessages.transferTitle);
  return (
    <Alert severity="info" icon={false} role="region" aria-label={title}>
      <AlertTitle component="h3">{title}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t(paymentMessages.transferLead)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr auto', sm: 'max-content 1fr auto' },
          columnGap: 2,
          rowGap: 1,
          alignItems: 'center',
          m: 0,
          '& dt': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        }}
      >
        {details.map(([term, copyLabel, value]) => (
          <CopyableDetail key={term.id} term={t(term)} copyLabel={t(copyLabel)} value={value} />
        ))}
      </Box>
    </Alert>
  );
}
