import { FormTextField } from '@/components/form/FormTextField';
import { formatUsd } from '@/contract/money';
import { useConsoleSave } from '../components/useConsoleSave';
import { MoneyDialog } from './MoneyDialog';
import { refundOf, refundSchema, type RefundValues } from './paymentForms';
import { useRecordRefundMutation } from './paymentsApi';
import { LEDGER_TEXTS } from './texts';

const T = LEDGER_TEXTS.refundForm;

/**
 * A refund of a payment, or of the refund a cancellation owes (its `owed` row): never more than
 * `most`, what was paid less refunds, which the form says and the server enforces.
 */
export function RecordRefundDialog({
  paymentId,
  owed,
  most,
  onClose,
}: {
  paymentId: number;
  /** The amount first offered: what the policy owes. */
  owed: number;
  most: number;
  onClose: () => void;
}) {
  const [refund] = useRecordRefundMutation();
  const submit = useConsoleSave(
    (values: RefundValues) => refund({ paymentId, refund: refundOf(values) }).unwrap(),
    T.failed,
    onClose,
  );
  return (
    <MoneyDialog<RefundValues>
      title={T.title}
      initialValues={{ amount: owed > 0 ? owed.toFixed(2) : '', reason: '', reference: '' }}
      schema={refundSchema(most)}
      saveText={T.save}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        name="amount"
        label={T.amount}
        helperText={T.limit(formatUsd(most))}
        binding={{ withMessage: true }}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        name="reason"
        label={T.reason}
        binding={{ withMessage: true }}
        required
        fullWidth
        multiline
        minRows={3}
      />
      <FormTextField
        name="reference"
        label={T.reference}
        binding={{ withMessage: true }}
        fullWidth
      />
    </MoneyDialog>
  );
}
