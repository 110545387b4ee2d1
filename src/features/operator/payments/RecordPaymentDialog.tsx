import { FormTextField } from '@/components/form/FormTextField';
import { STAFF_METHODS } from '@/contract/payments';
import { useConsoleSave } from '../components/useConsoleSave';
import { MoneyDialog } from './MoneyDialog';
import {
  recordPaymentOf,
  recordPaymentSchema,
  recordPaymentValues,
  type RecordPaymentValues,
} from './paymentForms';
import { useRecordPaymentMutation } from './paymentsApi';
import { LEDGER_TEXTS } from './texts';

const T = LEDGER_TEXTS.recordForm;

/** A payment received by bank transfer, in cash or by mobile money, with its reference. */
export function RecordPaymentDialog({
  bookingId,
  due,
  onClose,
}: {
  bookingId: number;
  /** What the booking still owes: the amount first offered. */
  due: number;
  onClose: () => void;
}) {
  const [record] = useRecordPaymentMutation();
  const submit = useConsoleSave(
    (values: RecordPaymentValues) =>
      record({ bookingId, payment: recordPaymentOf(values) }).unwrap(),
    T.failed,
    onClose,
  );
  return (
    <MoneyDialog<RecordPaymentValues>
      title={T.title}
      initialValues={recordPaymentValues(due)}
      schema={recordPaymentSchema}
      saveText={T.save}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        name="amount"
        label={T.amount}
        binding={{ withMessage: true }}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        name="method"
        label={T.method}
        binding={{ withMessage: true }}
        select
        required
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{T.choose}</option>
        {STAFF_METHODS.map((method) => (
          <option key={method} value={method}>
            {LEDGER_TEXTS.methods[method]}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        name="reference"
        label={T.reference}
        helperText={T.referenceHint}
        binding={{ withMessage: true }}
        required
        fullWidth
      />
    </MoneyDialog>
  );
}
