import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast';
import type { BankInstructions } from '@/contract/wire/payments';
import { formatMoney } from '@/features/bookings';
import { PAYMENT_TEXTS } from '../texts';

const T = PAYMENT_TEXTS.transfer;

/** One detail to type into a bank's form, with a button that copies it. */
function CopyableDetail({ term, value }: { term: string; value: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(T.copied(term));
    } catch {
      toast.error(T.copyFailed);
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
          {T.copy(term)}
        </Button>
      </Box>
    </Box>
  );
}

/** The company's bank account and the booking's reference, each copyable. */
export function TransferInstructions({ instructions }: { instructions: BankInstructions }) {
  const details: Array<[string, string]> = [
    [T.bankName, instructions.bankName],
    [T.accountName, instructions.accountName],
    [T.accountNumber, instructions.accountNumber],
    [T.reference, instructions.reference],
    [T.amount, formatMoney(instructions.amount, instructions.currency)],
  ];
  return (
    <Alert severity="info" icon={false} role="region" aria-label={T.title}>
      <AlertTitle component="h3">{T.title}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {T.lead}
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
        {details.map(([term, value]) => (
          <CopyableDetail key={term} term={term} value={value} />
        ))}
      </Box>
    </Alert>
  );
}
